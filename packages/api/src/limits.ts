import type { Context } from "./context";

// Every check counts per address AND client. Clients that never signed in to the address share one
// ceiling, while a known device has its own allowance: a stranger can exhaust the ceiling, never
// the owner's browser.

type LimitContext = Pick<Context, "network" | "knownDevice" | "rateLimit">;

type RuleName = Parameters<Context["rateLimit"]["enforce"]>[0];

async function enforceAddressLimits(
  ctx: LimitContext,
  email: string,
  rules: { ip: RuleName; pair: RuleName; device: RuleName; address: RuleName },
): Promise<void> {
  await ctx.rateLimit.enforce(rules.ip, ctx.network);
  await ctx.rateLimit.enforce(rules.pair, `${email}\n${ctx.network}`);
  const device = ctx.knownDevice(email);
  if (device) await ctx.rateLimit.enforce(rules.device, `${email}\n${device}`);
  else await ctx.rateLimit.enforce(rules.address, email);
}

export async function enforcePasswordLimits(ctx: LimitContext, email: string): Promise<void> {
  await enforceAddressLimits(ctx, email, {
    ip: "signInIp",
    pair: "signInPair",
    device: "signInDevice",
    address: "signInEmail",
  });
}

/** Counted whether or not the address has an account, so the limits reveal no accounts. */
export async function enforceMailLimits(ctx: LimitContext, email: string): Promise<void> {
  await enforceAddressLimits(ctx, email, {
    ip: "mailSendIp",
    pair: "mailSendPair",
    device: "mailSendDevice",
    address: "mailSend",
  });
}

/**
 * Guesses at mailed codes, across codes, per address and client: a stranger's wrong guesses
 * never lock the owner out. Each code's own counter (3 tries) and the mail limits bound the
 * guesses any number of clients can make.
 */
export async function enforceCodeLimit(ctx: LimitContext, email: string): Promise<void> {
  await ctx.rateLimit.enforce("otpAttempt", `${email}\n${ctx.network}`);
}

/** Per user whatever the client: a new team brings a fresh member and task allowance. */
export async function enforceTeamCreationLimit(
  ctx: Pick<Context, "rateLimit">,
  userId: string,
): Promise<void> {
  await ctx.rateLimit.enforce("teamCreate", userId, "teams.errors.createRateLimited");
}
