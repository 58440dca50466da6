import type { MobileSignIn, SignedInUser } from "@teamkit/auth";
import { notifyNewSignIn } from "@teamkit/auth";

import type { Context } from "./context";

/** The client's user agent, as sign-ins store it and the "New sign-in" mail names it. */
export function userAgentOf(ctx: Pick<Context, "headers">): string | undefined {
  return ctx.headers.get("user-agent") ?? undefined;
}

/**
 * Renews the browser's known-device cookie and mails the user when this browser was not known for
 * the account (the cookie is read from the request, before the renewal counts).
 */
export async function noticeWebSignIn(ctx: Context, user: SignedInUser): Promise<void> {
  const knownDevice = ctx.knownDevice(user.email) !== null;
  const deviceId = ctx.cookies.rememberDevice(user.email);
  await notifyNewSignIn(
    ctx.db,
    { user, kind: "web", deviceId, knownDevice, userAgent: userAgentOf(ctx) },
    ctx.mail,
  );
}

/** Mails the user when the app signed in on a phone whose name the account has not used. */
export async function noticeMobileSignIn(
  ctx: Context,
  signIn: MobileSignIn,
  deviceName: string,
): Promise<MobileSignIn> {
  if ("token" in signIn) {
    await notifyNewSignIn(
      ctx.db,
      { user: signIn.user, kind: "mobile", deviceName, userAgent: userAgentOf(ctx) },
      ctx.mail,
    );
  }
  return signIn;
}
