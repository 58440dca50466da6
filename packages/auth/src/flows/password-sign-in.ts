import type { Database } from "@teamkit/db";
import { eq, users } from "@teamkit/db";
import { AppError } from "@teamkit/validators";

import type { SignInOutcome } from "./complete-sign-in";
import type { SignInDeps } from "./deps";
import { verifyAgainstDummy, verifyPassword } from "../password";
import { completeSignIn, signInUserColumns } from "./complete-sign-in";
import { flowNow, normaliseEmail, signInClient } from "./deps";

export function invalidCredentialsError(field?: string): AppError {
  return new AppError("UNAUTHORIZED", { messageKey: "auth.errors.invalidCredentials", field });
}

/**
 * One argon2 verification on every path, so neither answer nor timing reveals an account. With
 * `deps.device`, the session is the mobile app's.
 */
export async function signInWithPassword(
  db: Database,
  input: { email: string; password: string },
  deps: SignInDeps = {},
): Promise<SignInOutcome> {
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
  return completeSignIn(db, signedIn, now, signInClient(deps));
}
