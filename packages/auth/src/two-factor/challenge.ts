import type { Database } from "@teamkit/db";
import { and, eq, gt, isNull, lt, oneTimeTokens, sql, users } from "@teamkit/db";
import { AppError } from "@teamkit/validators";

import type { SignInOutcome, SignInUserRow } from "../flows/complete-sign-in";
import type { OwnerMail } from "../flows/mail-owner";
import type { MobileDevice } from "../sessions";
import { completeSignIn, signInUserColumns } from "../flows/complete-sign-in";
import { mailAccountOwner } from "../flows/mail-owner";
import { issueOneTimeToken, takeAttempt } from "../flows/one-time-tokens";
import { hashToken } from "../tokens";
import { invalidTwoFactorCodeError, verifySecondFactor } from "./credentials";
import { trustBrowser } from "./trusted-browsers";

export const MAX_CHALLENGE_ATTEMPTS = 5;
/** Wrong codes an account takes per hour across challenges; the tenth mails its owner. */
export const MAX_WRONG_CODES_PER_HOUR = 10;
const HOUR_MS = 60 * 60 * 1000;

interface ChallengeData {
  kind: "web" | "mobile";
  deviceName?: string;
  userAgent?: string;
  passwordRemoved: boolean;
}

export async function issueTwoFactorChallenge(
  db: Database,
  user: Pick<SignInUserRow, "id" | "email">,
  now: Date,
  client: { device?: MobileDevice; userAgent?: string; passwordRemoved: boolean },
): Promise<{ token: string; expires: Date }> {
  const data: ChallengeData = {
    kind: client.device ? "mobile" : "web",
    deviceName: client.device?.name,
    userAgent: client.userAgent?.slice(0, 512),
    passwordRemoved: client.passwordRemoved,
  };
  const { token, expiresAt } = await issueOneTimeToken(db, {
    type: "two_factor_challenge",
    identifier: user.email,
    userId: user.id,
    now,
    data: { ...data },
  });
  return { token, expires: expiresAt };
}

export function challengeExpiredError(): AppError {
  return new AppError("BAD_REQUEST", { messageKey: "auth.errors.twoFactorChallengeExpired" });
}

function lockedError(): AppError {
  return new AppError("TOO_MANY_REQUESTS", { messageKey: "auth.errors.twoFactorLocked" });
}

/** Every attempt but a challenge's last, successful one was wrong. */
async function wrongCodesWithinHour(db: Database, userId: string, now: Date): Promise<number> {
  const [row] = await db
    .select({
      wrong: sql<number>`coalesce(sum(${oneTimeTokens.attempts} - case when ${oneTimeTokens.usedAt} is null then 0 else 1 end), 0)::int`,
    })
    .from(oneTimeTokens)
    .where(
      and(
        eq(oneTimeTokens.type, "two_factor_challenge"),
        eq(oneTimeTokens.userId, userId),
        gt(oneTimeTokens.createdAt, new Date(now.getTime() - HOUR_MS)),
      ),
    );
  return Number(row?.wrong ?? 0);
}

export interface ChallengeAnswer {
  token: string;
  code: string;
  /** Web only: skip the second factor on this browser for 30 days. */
  trust?: boolean;
}

export interface ChallengeDeps {
  now?: () => Date;
  kind: "web" | "mobile";
  mail?: OwnerMail;
}

/** An authenticator or recovery code; 5 wrong end the challenge, 10 an hour lock the factor. */
export async function answerTwoFactorChallenge(
  db: Database,
  input: ChallengeAnswer,
  deps: ChallengeDeps,
): Promise<{
  outcome: SignInOutcome;
  trusted?: { token: string; expires: Date };
  deviceName?: string;
}> {
  const now = deps.now?.() ?? new Date();
  const live = and(
    eq(oneTimeTokens.tokenHash, hashToken(input.token)),
    eq(oneTimeTokens.type, "two_factor_challenge"),
    isNull(oneTimeTokens.usedAt),
    gt(oneTimeTokens.expiresAt, now),
  );
  const [challenge] = await db
    .select({ id: oneTimeTokens.id, userId: oneTimeTokens.userId, data: oneTimeTokens.data })
    .from(oneTimeTokens)
    .where(and(live, lt(oneTimeTokens.attempts, MAX_CHALLENGE_ATTEMPTS)))
    .limit(1);
  const data = challenge?.data as ChallengeData | null | undefined;
  if (!challenge?.userId || data?.kind !== deps.kind) throw challengeExpiredError();
  const userId = challenge.userId;
  // Under the user's row lock, or answers sent at once would all pass the count before any is taken.
  const wrongBefore = await db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
    const wrong = await wrongCodesWithinHour(tx, userId, now);
    if (wrong >= MAX_WRONG_CODES_PER_HOUR) throw lockedError();
    if (!(await takeAttempt(tx, challenge.id, MAX_CHALLENGE_ATTEMPTS, live))) {
      throw challengeExpiredError();
    }
    return wrong;
  });

  // One transaction: a failed sign-in keeps the challenge and a recovery code.
  const signedIn = await db.transaction(async (tx) => {
    if (!(await verifySecondFactor(tx, userId, input.code, now))) return null;
    const [used] = await tx
      .update(oneTimeTokens)
      .set({ usedAt: now })
      .where(and(eq(oneTimeTokens.id, challenge.id), live))
      .returning({ identifier: oneTimeTokens.identifier });
    if (!used) throw challengeExpiredError();
    // A challenge issued before an email change must not sign in the address's new owner.
    const [user] = await tx
      .select(signInUserColumns)
      .from(users)
      .where(and(eq(users.id, userId), eq(users.email, used.identifier)))
      .limit(1);
    if (!user) throw challengeExpiredError();
    const outcome = await completeSignIn(tx, user, now, {
      device: data.kind === "mobile" ? { name: data.deviceName ?? "" } : undefined,
      userAgent: data.userAgent,
      passwordRemoved: data.passwordRemoved,
      secondFactorPassed: true,
    });
    const trusted =
      input.trust && data.kind === "web"
        ? await trustBrowser(tx, { userId, userAgent: data.userAgent }, now)
        : undefined;
    return { outcome, trusted };
  });
  if (!signedIn) {
    if (wrongBefore + 1 === MAX_WRONG_CODES_PER_HOUR) {
      await mailLockout(db, userId, deps);
      throw lockedError();
    }
    throw invalidTwoFactorCodeError();
  }
  const { outcome, trusted } = signedIn;
  return { outcome, trusted, deviceName: data.deviceName };
}

async function mailLockout(db: Database, userId: string, deps: ChallengeDeps): Promise<void> {
  if (!deps.mail) return;
  await mailAccountOwner(db, userId, deps.mail, {
    template: "TwoFactorLocked",
    path: "/auth/forgot-password",
  });
}
