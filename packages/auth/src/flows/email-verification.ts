import type { Database } from "@teamkit/db";

import type { FlowDeps } from "./deps";
import type { TokenMail, TokenRecipient } from "./token-links";
import { createOtpCode } from "../tokens";
import { completeSignIn, markEmailVerified, signInFlow } from "./complete-sign-in";
import { normaliseEmail } from "./deps";
import { discardUnusedTokens } from "./one-time-tokens";
import { consumeCodeUser, consumeTokenUser, linkRequest, mailTokenLink } from "./token-links";

export const VERIFY_EMAIL_PATH = "/auth/verify";

/** The link (24 hours, any device); for the app, which cannot open it, a code (10 minutes). */
function verificationMail(forApp: boolean): TokenMail<"NewUser"> {
  const code = forApp ? createOtpCode() : undefined;
  return {
    template: "NewUser",
    path: VERIFY_EMAIL_PATH,
    props: (url, name) => ({ url, name, code }),
    code,
  };
}

export async function sendVerificationMail(
  db: Database,
  recipient: TokenRecipient,
  deps: FlowDeps,
  forApp: boolean,
): Promise<void> {
  await discardUnusedTokens(db, "email_verification", { userId: recipient.userId });
  await mailTokenLink(db, deps, "email_verification", recipient, verificationMail(forApp));
}

/** Verified accounts get the decoy: their link would only sign them in. Older links go first. */
export async function resendVerification(
  db: Database,
  input: { email: string; forApp?: boolean },
  deps: FlowDeps,
): Promise<{ sent: true }> {
  await discardUnusedTokens(db, "email_verification", { identifier: normaliseEmail(input.email) });
  const request = linkRequest("email_verification", {
    ...verificationMail(input.forApp ?? false),
    accepts: (user) => !user.emailVerified,
  });
  return request(db, input, deps);
}

export const verifyEmail = signInFlow((db, input: { token: string }, now, client) =>
  db.transaction(async (tx) => {
    const user = await consumeTokenUser(tx, "email_verification", input.token, now);
    await markEmailVerified(tx, user.id, now);
    return completeSignIn(tx, user, now, client);
  }),
);

/**
 * The app's way to use the verification mail: its code, with the magic-link code's rules. Proves
 * the address as the link does, and starts a session for the device.
 */
export const verifyEmailCode = signInFlow(
  (db, input: { email: string; code: string }, now, client) =>
    consumeCodeUser(db, "email_verification", input, now, async (tx, user) => {
      await markEmailVerified(tx, user.id, now);
      return completeSignIn(tx, user, now, client);
    }),
);
