import type { Database } from "@teamkit/db";
import { and, eq, isNull, oneTimeTokens, users } from "@teamkit/db";
import { AppError } from "@teamkit/validators";

import { hashPassword, verifyAgainstDummy, verifyPassword } from "../password";
import { endOtherSessions } from "../sessions";

/**
 * Changes a signed-in user's password after checking the current one (BAD_REQUEST
 * `auth.errors.currentPasswordWrong` on the field `currentPassword` when it is wrong — not
 * UNAUTHORIZED, which clients read as "signed out"), then ends
 * every other session of the user; the session in `keepSessionToken` stays signed in.
 */
export async function changePassword(
  db: Database,
  input: {
    userId: string;
    currentPassword: string;
    newPassword: string;
    keepSessionToken: string | undefined;
  },
): Promise<void> {
  const [user] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, input.userId))
    .limit(1);
  const isValid = user?.passwordHash
    ? await verifyPassword(user.passwordHash, input.currentPassword)
    : await verifyAgainstDummy(input.currentPassword);
  if (!isValid) {
    throw new AppError("BAD_REQUEST", {
      messageKey: "auth.errors.currentPasswordWrong",
      field: "currentPassword",
    });
  }

  const passwordHash = await hashPassword(input.newPassword);
  await db.update(users).set({ passwordHash }).where(eq(users.id, input.userId));
  await endOtherSessions(db, input.userId, input.keepSessionToken);
  // A reset link requested before the change would otherwise still set a password chosen earlier.
  await db
    .delete(oneTimeTokens)
    .where(
      and(
        eq(oneTimeTokens.userId, input.userId),
        eq(oneTimeTokens.type, "password_reset"),
        isNull(oneTimeTokens.usedAt),
      ),
    );
}
