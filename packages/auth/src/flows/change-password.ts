import type { Database } from "@teamkit/db";
import { eq, users } from "@teamkit/db";

import { hashPassword } from "../password";
import { endOtherSessions } from "../sessions";
import { confirmCurrentPassword } from "./email-change";
import { discardUnusedTokens } from "./one-time-tokens";

/** BAD_REQUEST on `currentPassword`, not UNAUTHORIZED, which clients read as "signed out". */
export async function changePassword(
  db: Database,
  input: {
    userId: string;
    currentPassword: string;
    newPassword: string;
    keepSessionToken: string | undefined;
  },
): Promise<void> {
  await confirmCurrentPassword(db, {
    userId: input.userId,
    currentPassword: input.currentPassword,
  });

  const passwordHash = await hashPassword(input.newPassword);
  await db.update(users).set({ passwordHash }).where(eq(users.id, input.userId));
  await endOtherSessions(db, input.userId, input.keepSessionToken);
  // A reset link requested before the change would otherwise still set a password chosen earlier.
  await discardUnusedTokens(db, "password_reset", { userId: input.userId });
}
