import type { Database } from "@teamkit/db";
import { and, asc, count, eq, passkeys, users } from "@teamkit/db";
import { AppError } from "@teamkit/validators";

import { confirmCurrentPassword } from "../flows/email-change";
import { endOtherSessions } from "../sessions";

export interface PasskeyListItem {
  id: string;
  name: string;
  createdAt: Date;
  lastUsedAt: Date | null;
}

export const listedPasskeyColumns = {
  id: passkeys.id,
  name: passkeys.name,
  createdAt: passkeys.createdAt,
  lastUsedAt: passkeys.lastUsedAt,
};

function notFoundError(): AppError {
  return new AppError("NOT_FOUND", { messageKey: "account.passkeys.errors.notFound" });
}

export async function listPasskeys(db: Database, userId: string): Promise<PasskeyListItem[]> {
  return db
    .select(listedPasskeyColumns)
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .orderBy(asc(passkeys.createdAt), asc(passkeys.id));
}

export async function renamePasskey(
  db: Database,
  input: { userId: string; id: string; name: string },
): Promise<PasskeyListItem> {
  const [row] = await db
    .update(passkeys)
    .set({ name: input.name })
    .where(and(eq(passkeys.id, input.id), eq(passkeys.userId, input.userId)))
    .returning(listedPasskeyColumns);
  if (!row) throw notFoundError();
  return row;
}

/**
 * The account's password and passkey count, with its row locked: deleting a passkey and removing
 * the password wait for each other, so together they cannot leave an account without either.
 */
async function lockSignInWays(
  tx: Database,
  userId: string,
): Promise<{ hasPassword: boolean; passkeys: number }> {
  const [user] = await tx
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId))
    .for("update");
  const [keys] = await tx.select({ n: count() }).from(passkeys).where(eq(passkeys.userId, userId));
  return { hasPassword: !!user?.passwordHash, passkeys: Number(keys?.n ?? 0) };
}

export async function deletePasskey(
  db: Database,
  input: { userId: string; id: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    const ways = await lockSignInWays(tx, input.userId);
    const [own] = await tx
      .select({ id: passkeys.id })
      .from(passkeys)
      .where(and(eq(passkeys.id, input.id), eq(passkeys.userId, input.userId)));
    if (!own) throw notFoundError();
    if (!ways.hasPassword && ways.passkeys <= 1) {
      throw new AppError("CONFLICT", { messageKey: "account.passkeys.errors.lastSignInWay" });
    }
    await tx.delete(passkeys).where(eq(passkeys.id, own.id));
  });
}

/**
 * Only an account with a passkey may go without a password. Like a password change, it ends the
 * account's other sessions: whoever else knew the password loses what it got them.
 */
export async function removePassword(
  db: Database,
  input: { userId: string; currentPassword: string; keepSessionToken: string | undefined },
): Promise<void> {
  await confirmCurrentPassword(db, input);
  await db.transaction(async (tx) => {
    const ways = await lockSignInWays(tx, input.userId);
    if (ways.passkeys === 0) {
      throw new AppError("CONFLICT", { messageKey: "account.password.errors.passkeyRequired" });
    }
    await tx.update(users).set({ passwordHash: null }).where(eq(users.id, input.userId));
    await endOtherSessions(tx, input.userId, input.keepSessionToken);
  });
}
