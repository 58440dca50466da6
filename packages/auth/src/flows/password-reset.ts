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

export const RESET_PASSWORD_PATH = "/auth/forgot-password";

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

export async function checkResetToken(
  db: Database,
  input: { token: string },
  deps: ClockDeps = {},
): Promise<{ valid: boolean }> {
  return { valid: await isOneTimeTokenUsable(db, "password_reset", input.token, flowNow(deps)) };
}

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
