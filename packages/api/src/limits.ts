import type { Context } from "./context";

// Every check counts per address AND client. Clients that never signed in to the address share one
// ceiling, while a known device has its own allowance: a stranger can exhaust the ceiling, never
// the owner's browser.

type LimitContext = Pick<Context, "ip" | "knownDevice" | "rateLimit">;

export async function enforcePasswordLimits(ctx: LimitContext, email: string): Promise<void> {
  await ctx.rateLimit.enforce("signInIp", ctx.ip);
  await ctx.rateLimit.enforce("signInPair", `${email}\n${ctx.ip}`);
  const device = ctx.knownDevice(email);
  if (device) await ctx.rateLimit.enforce("signInDevice", `${email}\n${device}`);
  else await ctx.rateLimit.enforce("signInEmail", email);
}

/** Counted whether or not the address has an account, so the limits reveal no accounts. */
export async function enforceMailLimits(ctx: LimitContext, email: string): Promise<void> {
  await ctx.rateLimit.enforce("mailSendIp", ctx.ip);
  await ctx.rateLimit.enforce("mailSendPair", `${email}\n${ctx.ip}`);
  const device = ctx.knownDevice(email);
  if (device) await ctx.rateLimit.enforce("mailSendDevice", `${email}\n${device}`);
  else await ctx.rateLimit.enforce("mailSend", email);
}

/** Per user whatever the client: a new team brings a fresh member and task allowance. */
export async function enforceTeamCreationLimit(
  ctx: Pick<Context, "rateLimit">,
  userId: string,
): Promise<void> {
  await ctx.rateLimit.enforce("teamCreate", userId, "teams.errors.createRateLimited");
}
