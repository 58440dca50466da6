import { randomBytes } from "node:crypto";

import { encodeBase32LowerCaseNoPadding } from "@oslojs/encoding";

import type { Database } from "@teamkit/db";
import { and, eq, isNull, recoveryCodes } from "@teamkit/db";

import { hashToken } from "../tokens";

export const RECOVERY_CODE_COUNT = 10;

/** 80 random bits, as `xxxx-xxxx-xxxx-xxxx`: a plain hash of that cannot be searched. */
function createRecoveryCode(): string {
  return encodeBase32LowerCaseNoPadding(randomBytes(10)).replace(/(.{4})(?=.)/g, "$1-");
}

export function normaliseRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]/g, "");
}

export function looksLikeRecoveryCode(code: string): boolean {
  return /^[a-z2-7]{16}$/.test(normaliseRecoveryCode(code));
}

/** Replaces every earlier code; the new ones are shown once and never stored in the clear. */
export async function replaceRecoveryCodes(
  db: Database,
  userId: string,
  now: Date,
): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, createRecoveryCode);
  // One transaction: a failed insert must not leave the account without the codes it had.
  await db.transaction(async (tx) => {
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await tx.insert(recoveryCodes).values(
      codes.map((code) => ({
        userId,
        codeHash: hashToken(normaliseRecoveryCode(code)),
        createdAt: now,
      })),
    );
  });
  return codes;
}

/** One guarded update: two uses of one code cannot both succeed. */
export async function useRecoveryCode(
  db: Database,
  userId: string,
  code: string,
  now: Date,
): Promise<boolean> {
  const [used] = await db
    .update(recoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, hashToken(normaliseRecoveryCode(code))),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return !!used;
}
