import type { Database } from "@teamkit/db";
import { and, desc, eq, gt, isNotNull, isNull, lt, oneTimeTokens, sql, users } from "@teamkit/db";
import { AppError } from "@teamkit/validators";

import type { SignedIn } from "./complete-sign-in";
import type { ClockDeps, FlowDeps, SignInDeps } from "./deps";
import { createOtpCode } from "../tokens";
import { completeSignIn, findTokenUser, proveAddress } from "./complete-sign-in";
import { renderDecoyMail } from "./decoy-mail";
import { flowNow, mailLink, normaliseEmail } from "./deps";
import {
  codeMatches,
  consumeOneTimeToken,
  invalidTokenError,
  issueOneTimeToken,
  MAX_CODE_ATTEMPTS,
} from "./one-time-tokens";

/** The page a magic link opens (it also offers to type the code). */
export const MAGIC_LINK_PATH = "/auth/otp";

function invalidOtpError(): AppError {
  return new AppError("BAD_REQUEST", { messageKey: "auth.errors.invalidOtp", field: "code" });
}

/**
 * Sends a MagicLink mail (a 10-minute link and 6-digit code) to an existing account, in its
 * locale; a new request supersedes the address's older unused links and codes. An unknown address
 * gets the same answer after comparable work (enumeration rule). A failed send throws
 * `EmailSendError` ("Link not sent").
 */
export async function requestMagicLink(
  db: Database,
  input: { email: string },
  deps: FlowDeps,
): Promise<{ sent: true }> {
  const email = normaliseEmail(input.email);
  const now = flowNow(deps);
  // Only the newest code is live, so "3 wrong tries" cannot be multiplied by requesting more mails.
  // Run for every address, known or not: it is part of what keeps both answers equally slow.
  await db
    .delete(oneTimeTokens)
    .where(
      and(
        eq(oneTimeTokens.type, "magic_link"),
        eq(oneTimeTokens.identifier, email),
        isNull(oneTimeTokens.usedAt),
      ),
    );
  const [user] = await db
    .select({ id: users.id, locale: users.locale })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  if (!user) {
    await renderDecoyMail(
      "MagicLink",
      (token) => ({
        url: mailLink(deps.appUrl, "en", MAGIC_LINK_PATH, token),
        code: createOtpCode(),
      }),
      "en",
    );
    return { sent: true };
  }

  const code = createOtpCode();
  const { token } = await issueOneTimeToken(db, {
    type: "magic_link",
    identifier: email,
    userId: user.id,
    now,
    code,
  });
  await deps.sendEmail({
    to: email,
    template: "MagicLink",
    props: { url: mailLink(deps.appUrl, user.locale, MAGIC_LINK_PATH, token), code },
    locale: user.locale,
    db,
  });
  return { sent: true };
}

/**
 * Signs in with the 6-digit code of the address's newest magic link. A wrong code counts against
 * the code's attempts; after MAX_CODE_ATTEMPTS wrong ones the code is dead and even the right one
 * fails. Every failure is BAD_REQUEST `auth.errors.invalidOtp` on the field `code`. Using the code
 * proves the address (`proveAddress`: on a never verified account, the password set at sign-up
 * goes).
 */
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
 * Signs in with a magic link's token (10 minutes, single use); it proves the address
 * (`proveAddress`). The link stays usable after its code ran out of attempts: those protect the
 * guessable 6 digits, not the 256-bit token. A used, expired or unknown token is
 * `auth.errors.invalidToken`.
 */
export async function verifyMagicLink(
  db: Database,
  input: { token: string },
  deps: ClockDeps = {},
): Promise<SignedIn> {
  const now = flowNow(deps);
  const claim = await consumeOneTimeToken(db, "magic_link", input.token, now);
  const user = await findTokenUser(db, claim);
  if (!user) throw invalidTokenError();
  return completeSignIn(db, user, now, await proveAddress(db, user, now));
}
