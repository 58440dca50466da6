import type { Database } from "@teamkit/db";
import { and, desc, eq, gt, isNotNull, isNull, lt, oneTimeTokens, sql } from "@teamkit/db";
import { AppError } from "@teamkit/validators";

import type { SignedIn } from "./complete-sign-in";
import type { ClockDeps, FlowDeps, SignInDeps } from "./deps";
import { createOtpCode } from "../tokens";
import { completeSignIn, findTokenUser, proveAddress } from "./complete-sign-in";
import { flowNow, normaliseEmail } from "./deps";
import { codeMatches, discardUnusedTokens, MAX_CODE_ATTEMPTS } from "./one-time-tokens";
import { consumeTokenUser, mailTokenLinkToAddress } from "./token-links";

export const MAGIC_LINK_PATH = "/auth/otp";

function invalidOtpError(): AppError {
  return new AppError("BAD_REQUEST", { messageKey: "auth.errors.invalidOtp", field: "code" });
}

export async function requestMagicLink(
  db: Database,
  input: { email: string },
  deps: FlowDeps,
): Promise<{ sent: true }> {
  const email = normaliseEmail(input.email);
  // Only the newest code is live, so "3 wrong tries" cannot be multiplied by requesting more mails.
  // Run for every address, known or not: it is part of what keeps both answers equally slow.
  await discardUnusedTokens(db, "magic_link", { identifier: email });
  const code = createOtpCode();
  return mailTokenLinkToAddress(db, deps, "magic_link", email, {
    template: "MagicLink",
    path: MAGIC_LINK_PATH,
    props: (url) => ({ url, code }),
    code,
  });
}

export async function verifyOtp(
  db: Database,
  input: { email: string; code: string },
  deps: SignInDeps = {},
): Promise<SignedIn> {
  const email = normaliseEmail(input.email);
  const now = flowNow(deps);
  const live = and(isNull(oneTimeTokens.usedAt), gt(oneTimeTokens.expiresAt, now));
  const [newest] = await db
    .select({ id: oneTimeTokens.id })
    .from(oneTimeTokens)
    .where(
      and(
        eq(oneTimeTokens.type, "magic_link"),
        eq(oneTimeTokens.identifier, email),
        isNotNull(oneTimeTokens.codeHash),
        live,
      ),
    )
    .orderBy(desc(oneTimeTokens.createdAt))
    .limit(1);
  if (!newest) throw invalidOtpError();

  // Take an attempt before comparing, in one guarded statement: concurrent guesses queue on the
  // row, so no more than MAX_CODE_ATTEMPTS can ever be compared. The right code spends an attempt
  // too, which does not matter because it then uses up the token.
  const [attempt] = await db
    .update(oneTimeTokens)
    .set({ attempts: sql`${oneTimeTokens.attempts} + 1` })
    .where(
      and(eq(oneTimeTokens.id, newest.id), lt(oneTimeTokens.attempts, MAX_CODE_ATTEMPTS), live),
    )
    .returning({ codeHash: oneTimeTokens.codeHash });
  if (!attempt?.codeHash || !codeMatches(attempt.codeHash, input.code.trim())) {
    throw invalidOtpError();
  }

  const [used] = await db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(and(eq(oneTimeTokens.id, newest.id), live))
    .returning({ userId: oneTimeTokens.userId, identifier: oneTimeTokens.identifier });
  const user = used?.userId
    ? await findTokenUser(db, { userId: used.userId, identifier: used.identifier })
    : null;
  if (!user) throw invalidOtpError();
  const proof = await proveAddress(db, user, now);
  return completeSignIn(db, user, now, { ...proof, device: deps.device });
}

/**
 * The link outlives its code's attempts: those protect the guessable 6 digits, not the 256-bit
 * token.
 */
export async function verifyMagicLink(
  db: Database,
  input: { token: string },
  deps: ClockDeps = {},
): Promise<SignedIn> {
  const now = flowNow(deps);
  const user = await consumeTokenUser(db, "magic_link", input.token, now);
  return completeSignIn(db, user, now, await proveAddress(db, user, now));
}
