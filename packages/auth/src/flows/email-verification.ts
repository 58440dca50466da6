import type { Database } from "@teamkit/db";

import type { SignedIn } from "./complete-sign-in";
import type { ClockDeps, FlowDeps } from "./deps";
import type { TokenMail, TokenRecipient } from "./token-links";
import { completeSignIn, markEmailVerified } from "./complete-sign-in";
import { flowNow } from "./deps";
import { consumeTokenUser, linkRequest, mailTokenLink } from "./token-links";

export const VERIFY_EMAIL_PATH = "/auth/verify";

const verificationMail: TokenMail<"NewUser"> = {
  template: "NewUser",
  path: VERIFY_EMAIL_PATH,
  props: (url, name) => ({ url, name }),
};

export async function sendVerificationMail(
  db: Database,
  recipient: TokenRecipient,
  deps: FlowDeps,
): Promise<void> {
  await mailTokenLink(db, deps, "email_verification", recipient, verificationMail);
}

/** Verified accounts get the decoy: their link would only sign them in. */
export const resendVerification = linkRequest("email_verification", {
  ...verificationMail,
  accepts: (user) => !user.emailVerified,
});

export async function verifyEmail(
  db: Database,
  input: { token: string },
  deps: ClockDeps = {},
): Promise<SignedIn> {
  const now = flowNow(deps);
  const user = await consumeTokenUser(db, "email_verification", input.token, now);
  await markEmailVerified(db, user.id, now);
  return completeSignIn(db, user, now);
}
