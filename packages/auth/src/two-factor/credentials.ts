import QRCode from "qrcode";

import type { Database } from "@teamkit/db";
import {
  and,
  eq,
  isNotNull,
  isNull,
  lt,
  or,
  recoveryCodes,
  sql,
  trustedBrowsers,
  twoFactorCredentials,
  users,
} from "@teamkit/db";
import { assertMayDropTwoFactor } from "@teamkit/teams";
import { AppError } from "@teamkit/validators";

import { twoFactorKeys } from "../env";
import { endOtherSessions } from "../sessions";
import { openSecret, sealSecret } from "./keys";
import { looksLikeRecoveryCode, replaceRecoveryCodes, useRecoveryCode } from "./recovery-codes";
import { createTotpSecret, matchTotp, totpEnrolment } from "./totp";

export function invalidTwoFactorCodeError(): AppError {
  return new AppError("BAD_REQUEST", {
    messageKey: "auth.errors.invalidTwoFactorCode",
    field: "code",
  });
}

export interface TwoFactorStatus {
  enabled: boolean;
  enabledAt: Date | null;
  recoveryCodesLeft: number;
}

export async function twoFactorStatus(db: Database, userId: string): Promise<TwoFactorStatus> {
  const [row] = await db
    .select({
      enabledAt: users.twoFactorEnabledAt,
      left: sql<number>`(count(${recoveryCodes.id}) filter (where ${recoveryCodes.usedAt} is null))::int`,
    })
    .from(users)
    .leftJoin(recoveryCodes, eq(recoveryCodes.userId, users.id))
    .where(eq(users.id, userId))
    .groupBy(users.id);
  return {
    enabled: !!row?.enabledAt,
    enabledAt: row?.enabledAt ?? null,
    recoveryCodesLeft: row?.enabledAt ? (row.left ?? 0) : 0,
  };
}

/**
 * A new secret waiting for its first code; a second start replaces it. The QR code is drawn here,
 * so the browser gets an SVG and no QR library.
 */
export async function beginTwoFactor(
  db: Database,
  user: { id: string; email: string },
  now: Date,
): Promise<{ uri: string; manualKey: string; qrSvg: string }> {
  const secret = createTotpSecret();
  const sealed = sealSecret(secret);
  const [pending] = await db
    .insert(twoFactorCredentials)
    .values({
      userId: user.id,
      secretCiphertext: sealed.ciphertext,
      keyId: sealed.keyId,
      createdAt: now,
    })
    .onConflictDoUpdate({
      target: twoFactorCredentials.userId,
      set: { secretCiphertext: sealed.ciphertext, keyId: sealed.keyId, createdAt: now },
      // An authenticator already confirmed is never replaced by starting over.
      setWhere: isNull(twoFactorCredentials.confirmedAt),
    })
    .returning({ userId: twoFactorCredentials.userId });
  if (!pending) {
    throw new AppError("CONFLICT", { messageKey: "account.twoFactor.errors.alreadyEnabled" });
  }
  const { uri, manualKey } = totpEnrolment(secret, user.email);
  const qrSvg = await QRCode.toString(uri, { type: "svg", margin: 1, errorCorrectionLevel: "M" });
  return { uri, manualKey, qrSvg };
}

/**
 * The time step of a valid, unused TOTP code, recorded in the same guarded statement that accepts
 * it. A secret still sealed under the previous key is sealed again under the current one.
 */
async function acceptTotp(
  db: Database,
  userId: string,
  code: string,
  now: Date,
  confirmed: boolean,
): Promise<boolean> {
  const state = confirmed
    ? isNotNull(twoFactorCredentials.confirmedAt)
    : isNull(twoFactorCredentials.confirmedAt);
  const [credential] = await db
    .select({
      secretCiphertext: twoFactorCredentials.secretCiphertext,
      keyId: twoFactorCredentials.keyId,
    })
    .from(twoFactorCredentials)
    .where(and(eq(twoFactorCredentials.userId, userId), state));
  if (!credential) return false;
  const sealed = { ciphertext: credential.secretCiphertext, keyId: credential.keyId };
  const secret = openSecret(sealed);
  const step = matchTotp(secret, code, now);
  if (step === null) return false;
  const resealed = sealed.keyId === twoFactorKeys().current.id ? null : sealSecret(secret);
  const [accepted] = await db
    .update(twoFactorCredentials)
    .set({
      lastUsedStep: step,
      ...(resealed && { secretCiphertext: resealed.ciphertext, keyId: resealed.keyId }),
      ...(!confirmed && { confirmedAt: now }),
    })
    .where(
      and(
        eq(twoFactorCredentials.userId, userId),
        state,
        or(isNull(twoFactorCredentials.lastUsedStep), lt(twoFactorCredentials.lastUsedStep, step)),
      ),
    )
    .returning({ userId: twoFactorCredentials.userId });
  return !!accepted;
}

export async function verifySecondFactor(
  db: Database,
  userId: string,
  code: string,
  now: Date,
): Promise<boolean> {
  const typed = code.trim();
  if (/^\d{6}$/.test(typed.replace(/\s/g, ""))) {
    return acceptTotp(db, userId, typed.replace(/\s/g, ""), now, true);
  }
  if (looksLikeRecoveryCode(typed)) return useRecoveryCode(db, userId, typed, now);
  return false;
}

/**
 * The first code proves the app holds the secret. Turning it on ends the account's other sessions:
 * none of them passed the second factor.
 */
export async function confirmTwoFactor(
  db: Database,
  input: { userId: string; code: string; keepSessionToken?: string },
  now: Date,
): Promise<{ recoveryCodes: string[] }> {
  const code = input.code.replace(/\s/g, "");
  return db.transaction(async (tx) => {
    if (!(await acceptTotp(tx, input.userId, code, now, false))) throw invalidTwoFactorCodeError();
    await tx.update(users).set({ twoFactorEnabledAt: now }).where(eq(users.id, input.userId));
    const codes = await replaceRecoveryCodes(tx, input.userId, now);
    await endOtherSessions(tx, input.userId, input.keepSessionToken);
    return { recoveryCodes: codes };
  });
}

export async function regenerateRecoveryCodes(
  db: Database,
  input: { userId: string; code: string },
  now: Date,
): Promise<{ recoveryCodes: string[] }> {
  if (!(await verifySecondFactor(db, input.userId, input.code, now))) {
    throw invalidTwoFactorCodeError();
  }
  return { recoveryCodes: await replaceRecoveryCodes(db, input.userId, now) };
}

/**
 * Secret, recovery codes and trusted browsers go. `ownChoice` (the user's, not an admin's reset)
 * is refused while they own a team that requires the factor.
 */
export async function removeTwoFactor(
  db: Database,
  userId: string,
  options: { ownChoice?: boolean } = {},
): Promise<void> {
  await db.transaction(async (tx) => {
    if (options.ownChoice) {
      // The row lock orders this after a concurrent change of a team's policy.
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
      await assertMayDropTwoFactor(tx, userId);
    }
    await tx.delete(twoFactorCredentials).where(eq(twoFactorCredentials.userId, userId));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await tx.delete(trustedBrowsers).where(eq(trustedBrowsers.userId, userId));
    await tx.update(users).set({ twoFactorEnabledAt: null }).where(eq(users.id, userId));
  });
}

/** A password alone would defeat the factor: turning it off takes a code. */
export async function disableTwoFactor(
  db: Database,
  input: { userId: string; code: string; keepSessionToken?: string },
  now: Date,
): Promise<void> {
  // Asked before the code, so a refusal does not use it up.
  await assertMayDropTwoFactor(db, input.userId);
  await db.transaction(async (tx) => {
    if (!(await verifySecondFactor(tx, input.userId, input.code, now))) {
      throw invalidTwoFactorCodeError();
    }
    await removeTwoFactor(tx, input.userId, { ownChoice: true });
    await endOtherSessions(tx, input.userId, input.keepSessionToken);
  });
}
