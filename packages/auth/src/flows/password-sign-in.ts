import { eq, users } from "@teamkit/db";
import { AppError } from "@teamkit/validators";

import { verifyAgainstDummy, verifyPassword } from "../password";
import { completeSignIn, signInFlow, signInUserColumns } from "./complete-sign-in";
import { normaliseEmail } from "./deps";

export function invalidCredentialsError(field?: string): AppError {
  return new AppError("UNAUTHORIZED", { messageKey: "auth.errors.invalidCredentials", field });
}

/**
 * One argon2 verification on every path, so neither answer nor timing reveals an account. With
 * `deps.device`, the session is the mobile app's.
 */
export const signInWithPassword = signInFlow(
  async (db, input: { email: string; password: string }, now, client) => {
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
    return completeSignIn(db, signedIn, now, client);
  },
);
