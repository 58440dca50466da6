import type { Context } from "./context";

/*
 * Per-address limits that a stranger cannot turn against the address's owner. Every check is
 * counted per address AND client; beyond that, clients that never signed in to the address share
 * one generous ceiling (what bounds guessing and mail-bombing spread over many addresses), while a
 * device that signed in before has an allowance of its own. So wrong passwords or reset requests
 * from elsewhere can exhaust the ceiling, but never the owner's own browser.
 */

type LimitContext = Pick<Context, "ip" | "knownDevice" | "rateLimit">;

/** Before any password of `email` is checked (sign-in, mobile sign-in, password change). */
export async function enforcePasswordLimits(ctx: LimitContext, email: string): Promise<void> {
  await ctx.rateLimit.enforce("signInIp", ctx.ip);
  await ctx.rateLimit.enforce("signInPair", `${email}\n${ctx.ip}`);
  const device = ctx.knownDevice(email);
  if (device) await ctx.rateLimit.enforce("signInDevice", `${email}\n${device}`);
  else await ctx.rateLimit.enforce("signInEmail", email);
}

/**
 * Before a mail goes to `email` at an anonymous caller's request (sign-up, verification, magic
 * link, reset, newsletter). Counted whether or not the address has an account, so the limits do
 * not reveal accounts either.
 */
export async function enforceMailLimits(ctx: LimitContext, email: string): Promise<void> {
  await ctx.rateLimit.enforce("mailSendIp", ctx.ip);
  await ctx.rateLimit.enforce("mailSendPair", `${email}\n${ctx.ip}`);
  const device = ctx.knownDevice(email);
  if (device) await ctx.rateLimit.enforce("mailSendDevice", `${email}\n${device}`);
  else await ctx.rateLimit.enforce("mailSend", email);
}
