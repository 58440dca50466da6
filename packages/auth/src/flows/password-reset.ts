import type { Database } from "@teamkit/db";
import { and, eq, isNull, oneTimeTokens, users } from "@teamkit/db";

import type { SignedIn } from "./complete-sign-in";
import type { ClockDeps, FlowDeps } from "./deps";
import { hashPassword } from "../password";
import { endAllSessions } from "../sessions";
import { completeSignIn, findTokenUser, markEmailVerified } from "./complete-sign-in";
import { renderDecoyMail } from "./decoy-mail";
import { flowNow, mailLink, normaliseEmail } from "./deps";
import {
  consumeOneTimeToken,
  invalidTokenError,
  isOneTimeTokenUsable,
  issueOneTimeToken,
} from "./one-time-tokens";

/** The page a reset link opens. */
export const RESET_PASSWORD_PATH = "/auth/forgot-password";

/**
 * Sends a ForgotPassword mail with a 30-minute reset link to an existing account, in its locale.
 * An unknown address gets the same answer after comparable work (enumeration rule). A failed send
 * throws `EmailSendError` ("Link not sent").
 */
export async function requestPasswordReset(
  db: Database,
  input: { email: string },
  deps: FlowDeps,
): Promise<{ sent: true }> {
  const email = normaliseEmail(input.email);
  const [user] = await db
    .select({ id: users.id, name: users.name, locale: users.locale })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  if (!user) {
    await renderDecoyMail(
      "ForgotPassword",
      (token) => ({ url: mailLink(deps.appUrl, "en", RESET_PASSWORD_PATH, token), name: null }),
      "en",
    );
    return { sent: true };
  }
  const { token } = await issueOneTimeToken(db, {
    type: "password_reset",
    identifier: email,
    userId: user.id,
    now: flowNow(deps),
  });
  await deps.sendEmail({
    to: email,
    template: "ForgotPassword",
    props: { url: mailLink(deps.appUrl, user.locale, RESET_PASSWORD_PATH, token), name: user.name },
    locale: user.locale,
    db,
  });
  return { sent: true };
}

/** Whether a reset link can still be used, without using it (the page asks before showing the form). */
export async function checkResetToken(
  db: Database,
  input: { token: string },
  deps: ClockDeps = {},
): Promise<{ valid: boolean }> {
  return { valid: await isOneTimeTokenUsable(db, "password_reset", input.token, flowNow(deps)) };
}

/**
 * Sets a new password with a reset link, ends every session of the user (whoever knew the old
 * password is signed out everywhere), and signs the user in afresh. The link was mailed to the
 * address, so using it also verifies the address. A used, expired (30 min) or unknown token is
 * `auth.errors.invalidToken`.
 */
export async function resetPassword(
  db: Database,
  input: { token: string; password: string },
  deps: ClockDeps = {},
): Promise<SignedIn> {
  const now = flowNow(deps);
  // Hash before using the token, so a failure here does not burn the user's link.
  const passwordHash = await hashPassword(input.password);
  const claim = await consumeOneTimeToken(db, "password_reset", input.token, now);
  const user = await findTokenUser(db, claim);
  if (!user) throw invalidTokenError();
  await db.update(users).set({ passwordHash }).where(eq(users.id, user.id));
  await markEmailVerified(db, user.id, now);
  await endAllSessions(db, user.id);
  // Other reset links still in the mailbox would otherwise undo this reset for 30 minutes.
  await db
    .delete(oneTimeTokens)
    .where(
      and(
        eq(oneTimeTokens.userId, user.id),
        eq(oneTimeTokens.type, "password_reset"),
        isNull(oneTimeTokens.usedAt),
      ),
    );
  return completeSignIn(db, user, now);
}
