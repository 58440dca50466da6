import type { Database } from "@teamkit/db";
import type { CreateMobileSessionInput } from "@teamkit/validators";

import type { SignedInUser } from "./complete-sign-in";
import type { ClockDeps } from "./deps";
import { verifyEmailCode } from "./email-verification";
import { verifyOtp } from "./magic-link";
import { signInWithPassword } from "./password-sign-in";

/**
 * What the app's sign-in answers: a session, or a challenge the app must answer first (a second
 * factor, once accounts can have one). The app handles both, so adding the step breaks no client.
 */
export type MobileSignIn =
  | { token: string; expires: Date; user: SignedInUser }
  | { challenge: { id: string; method: "totp" } };

/** Signs the mobile app in by password or by the mailed code, with the web's rules and errors. */
export async function signInMobile(
  db: Database,
  input: CreateMobileSessionInput,
  deps: ClockDeps = {},
): Promise<MobileSignIn> {
  const device = { name: input.deviceName };
  const { session, user } =
    input.method === "password"
      ? await signInWithPassword(db, input, { ...deps, device })
      : await verifyOtp(db, input, { ...deps, device });
  return { token: session.token, expires: session.expires, user };
}

/** The app's end of sign-up: the code from the verification mail proves the address. */
export async function verifySignUpMobile(
  db: Database,
  input: { email: string; code: string; deviceName: string },
  deps: ClockDeps = {},
): Promise<MobileSignIn> {
  const { session, user } = await verifyEmailCode(db, input, {
    ...deps,
    device: { name: input.deviceName },
  });
  return { token: session.token, expires: session.expires, user };
}
