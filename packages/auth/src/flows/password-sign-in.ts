import type { Database } from "@teamkit/db";
import { eq, users } from "@teamkit/db";
import { AppError } from "@teamkit/validators";

import type { SignedIn } from "./complete-sign-in";
import type { SignInDeps } from "./deps";
import { verifyAgainstDummy, verifyPassword } from "../password";
import { completeSignIn, signInUserColumns } from "./complete-sign-in";
import { flowNow, normaliseEmail } from "./deps";

/** The one answer for an unknown address and a wrong password alike. */
export function invalidCredentialsError(field?: string): AppError {
  return new AppError("UNAUTHORIZED", { messageKey: "auth.errors.invalidCredentials", field });
}

/**
 * Signs in with email and password (web, or mobile with `deps.device`). Unknown addresses, accounts without a
 * password and wrong passwords all get UNAUTHORIZED `auth.errors.invalidCredentials` after one
 * argon2 verification each, so neither the answer nor its timing reveals an account (measured over
 * 20 interleaved calls, median known vs unknown: PGlite 25–39 vs 22–52 ms, Postgres 29–51 vs
 * 31–48 ms; the hash dominates both). Only once the password is proven does an unverified account
 * get FORBIDDEN `auth.errors.emailNotVerified`.
 */
export async function signInWithPassword(
  db: Database,
  input: { email: string; password: string },
  deps: SignInDeps = {},
): Promise<SignedIn> {
  const now = flowNow(deps);
  const [user] = await db
    .select({ ...signInUserColumns, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.email, normaliseEmail(input.email)))
    .limit(1);
  const isValid = user?.passwordHash
    ? await verifyPassword(user.passwordHash, input.password)
    : await verifyAgainstDummy(input.password);
  if (!user || !isValid) throw invalidCredentialsError();
  if (!user.emailVerified) {
    throw new AppError("FORBIDDEN", { messageKey: "auth.errors.emailNotVerified" });
  }
  const { passwordHash: _hash, ...signedIn } = user;
  return completeSignIn(db, signedIn, now, { device: deps.device });
}
