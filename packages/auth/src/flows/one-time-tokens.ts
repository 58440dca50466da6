import { createHmac, timingSafeEqual } from "node:crypto";

import type { Database, oneTimeTokenType, SQL } from "@teamkit/db";
import { and, desc, eq, gt, isNotNull, isNull, lt, oneTimeTokens, sql } from "@teamkit/db";
import { AppError } from "@teamkit/validators";

import { authEnv } from "../env";
import { createToken, hashToken } from "../tokens";

export type OneTimeTokenType = (typeof oneTimeTokenType.enumValues)[number];

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const ONE_TIME_TOKEN_LIFETIMES_MS: Record<OneTimeTokenType, number> = {
  email_verification: 24 * HOUR,
  magic_link: 10 * MINUTE,
  password_reset: 30 * MINUTE,
  email_change: 24 * HOUR,
  mobile_handoff: MINUTE,
  two_factor_challenge: 5 * MINUTE,
  passkey_registration: 5 * MINUTE,
  passkey_sign_in: 5 * MINUTE,
};

export const MAX_CODE_ATTEMPTS = 3;

export const CODE_LIFETIME_MS = 10 * MINUTE;

/** Used, expired and unknown are deliberately indistinguishable. */
export function invalidTokenError(): AppError {
  return new AppError("BAD_REQUEST", { messageKey: "auth.errors.invalidToken" });
}

export async function issueOneTimeToken(
  db: Database,
  input: {
    type: OneTimeTokenType;
    identifier: string;
    userId: string;
    now: Date;
    code?: string;
    data?: Record<string, unknown>;
  },
): Promise<{ token: string; expiresAt: Date }> {
  const token = createToken();
  const expiresAt = new Date(input.now.getTime() + ONE_TIME_TOKEN_LIFETIMES_MS[input.type]);
  await db.insert(oneTimeTokens).values({
    type: input.type,
    identifier: input.identifier,
    userId: input.userId,
    tokenHash: hashToken(token),
    codeHash: input.code === undefined ? null : hashCode(input.code),
    data: input.data,
    expiresAt,
    // The JS clock, not the database's, so an injected clock orders tokens as it dates them.
    createdAt: input.now,
  });
  return { token, expiresAt };
}

function unspent(now: Date) {
  return and(isNull(oneTimeTokens.usedAt), gt(oneTimeTokens.expiresAt, now));
}

function liveToken(type: OneTimeTokenType, token: string, now: Date) {
  return and(
    eq(oneTimeTokens.tokenHash, hashToken(token)),
    eq(oneTimeTokens.type, type),
    unspent(now),
  );
}

/** One guarded update, so two concurrent uses cannot both succeed. */
export async function consumeOneTimeToken(
  db: Database,
  type: OneTimeTokenType,
  token: string,
  now: Date,
): Promise<{ userId: string; identifier: string; data: Record<string, unknown> | null }> {
  const [row] = await db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(liveToken(type, token, now))
    .returning({
      userId: oneTimeTokens.userId,
      identifier: oneTimeTokens.identifier,
      data: oneTimeTokens.data,
    });
  // Every token these flows issue names its user; one without is as good as unknown.
  if (!row?.userId) throw invalidTokenError();
  return { userId: row.userId, identifier: row.identifier, data: row.data };
}

export async function isOneTimeTokenUsable(
  db: Database,
  type: OneTimeTokenType,
  token: string,
  now: Date,
): Promise<boolean> {
  const [row] = await db
    .select({ id: oneTimeTokens.id })
    .from(oneTimeTokens)
    .where(liveToken(type, token, now))
    .limit(1);
  return !!row;
}

/** Leaves only the link about to be mailed (or none) usable for this user or address. */
export async function discardUnusedTokens(
  db: Database,
  type: OneTimeTokenType,
  owner: { userId: string } | { identifier: string },
): Promise<void> {
  await db
    .delete(oneTimeTokens)
    .where(
      and(
        "userId" in owner
          ? eq(oneTimeTokens.userId, owner.userId)
          : eq(oneTimeTokens.identifier, owner.identifier),
        eq(oneTimeTokens.type, type),
        isNull(oneTimeTokens.usedAt),
      ),
    );
}

/** The new address may be an intruder's: when the user takes the account back, its link dies. */
export async function discardPendingEmailChange(db: Database, userId: string): Promise<void> {
  await discardUnusedTokens(db, "email_change", { userId });
}

/** A million values: a plain hash could be reversed by anyone who reads the database. */
export function hashCode(code: string): string {
  return createHmac("sha256", authEnv().AUTH_SECRET).update(code).digest("hex");
}

export function codeMatches(storedHash: string, code: string): boolean {
  const expected = Buffer.from(storedHash, "hex");
  const actual = Buffer.from(hashCode(code), "hex");
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

export function invalidCodeError(): AppError {
  return new AppError("BAD_REQUEST", { messageKey: "auth.errors.invalidOtp", field: "code" });
}

// One guarded statement takes the attempt before comparing: concurrent guesses queue on the row,
// so no more than `maxAttempts` are ever compared. Null when none is left or `live` fails.
export async function takeAttempt(
  db: Database,
  id: string,
  maxAttempts: number,
  live: SQL | undefined,
): Promise<{ codeHash: string | null } | null> {
  const [attempt] = await db
    .update(oneTimeTokens)
    .set({ attempts: sql`${oneTimeTokens.attempts} + 1` })
    .where(and(eq(oneTimeTokens.id, id), lt(oneTimeTokens.attempts, maxAttempts), live))
    .returning({ codeHash: oneTimeTokens.codeHash });
  return attempt ?? null;
}

/**
 * The newest live token of the type for the address, if its code matches: only the newest code
 * counts, for 10 minutes and MAX_CODE_ATTEMPTS tries (the 256-bit link outlives them). The try is
 * its own statement, so it stays counted when what follows fails.
 */
export async function checkCode(
  db: Database,
  type: OneTimeTokenType,
  input: { email: string; code: string },
  now: Date,
): Promise<{ tokenId: string }> {
  const live = unspent(now);
  const codeLive = gt(oneTimeTokens.createdAt, new Date(now.getTime() - CODE_LIFETIME_MS));
  const [newest] = await db
    .select({ id: oneTimeTokens.id })
    .from(oneTimeTokens)
    .where(
      and(
        eq(oneTimeTokens.type, type),
        eq(oneTimeTokens.identifier, input.email),
        isNotNull(oneTimeTokens.codeHash),
        live,
      ),
    )
    .orderBy(desc(oneTimeTokens.createdAt))
    .limit(1);
  if (!newest) throw invalidCodeError();

  const attempt = await takeAttempt(db, newest.id, MAX_CODE_ATTEMPTS, and(live, codeLive));
  if (!attempt?.codeHash || !codeMatches(attempt.codeHash, input.code.trim())) {
    throw invalidCodeError();
  }
  return { tokenId: newest.id };
}

/** Spends a token `checkCode` matched, unless another request spent it first. */
export async function useCheckedCode(
  db: Database,
  tokenId: string,
  now: Date,
): Promise<{ userId: string; identifier: string }> {
  const [used] = await db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(and(eq(oneTimeTokens.id, tokenId), unspent(now)))
    .returning({ userId: oneTimeTokens.userId, identifier: oneTimeTokens.identifier });
  if (!used?.userId) throw invalidCodeError();
  return { userId: used.userId, identifier: used.identifier };
}
