import type { Database } from "@teamkit/db";
import type { CreateMobileSessionInput } from "@teamkit/validators";

import type { SignedInUser, SignInOutcome } from "./complete-sign-in";
import type { ClockDeps, SignInClient } from "./deps";
import { needsSecondFactor } from "./complete-sign-in";
import { verifyEmailCode } from "./email-verification";
import { verifyOtp } from "./magic-link";
import { signInWithPassword } from "./password-sign-in";

/**
 * What the app's sign-in answers: a session (and the team an invitation made the user join), or a
 * challenge to answer with a second factor first (`auth.answerMobileTwoFactor`).
 */
export type MobileSignIn =
  | { token: string; expires: Date; user: SignedInUser; joinedTeamId: string | null }
  | { challenge: { id: string; method: "totp" } };

/** The token travels in the answer's body, never in a URL or a cookie. */
export function mobileSignIn(outcome: SignInOutcome): MobileSignIn {
  if (needsSecondFactor(outcome)) {
    return { challenge: { id: outcome.challenge.token, method: "totp" } };
  }
  return {
    token: outcome.session.token,
    expires: outcome.session.expires,
    user: outcome.user,
    joinedTeamId: outcome.joinedTeamId,
  };
}

type MobileDeps = ClockDeps & Pick<SignInClient, "userAgent">;

export async function signInMobile(
  db: Database,
  input: CreateMobileSessionInput,
  deps: MobileDeps = {},
): Promise<MobileSignIn> {
  const client = { ...deps, device: { name: input.deviceName } };
  return mobileSignIn(
    input.method === "password"
      ? await signInWithPassword(db, input, client)
      : await verifyOtp(db, input, client),
  );
}

export async function verifySignUpMobile(
  db: Database,
  input: { email: string; code: string; deviceName: string },
  deps: MobileDeps = {},
): Promise<MobileSignIn> {
  return mobileSignIn(
    await verifyEmailCode(db, input, { ...deps, device: { name: input.deviceName } }),
  );
}
