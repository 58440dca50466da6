import type { Database } from "@teamkit/db";
import type { Locale } from "@teamkit/i18n";
import { eq, users } from "@teamkit/db";

import type { SignedIn } from "./complete-sign-in";
import type { ClockDeps, FlowDeps } from "./deps";
import { completeSignIn, findTokenUser, markEmailVerified } from "./complete-sign-in";
import { renderDecoyMail } from "./decoy-mail";
import { flowNow, mailLink, normaliseEmail } from "./deps";
import { consumeOneTimeToken, invalidTokenError, issueOneTimeToken } from "./one-time-tokens";

export const VERIFY_EMAIL_PATH = "/auth/verify";

export async function sendVerificationMail(
  db: Database,
  recipient: { userId: string; email: string; name: string | null; locale: Locale },
  deps: FlowDeps,
): Promise<void> {
  const { token } = await issueOneTimeToken(db, {
    type: "email_verification",
    identifier: recipient.email,
    userId: recipient.userId,
    now: flowNow(deps),
  });
  await deps.sendEmail({
    to: recipient.email,
    template: "NewUser",
    props: {
      url: mailLink(deps.appUrl, recipient.locale, VERIFY_EMAIL_PATH, token),
      name: recipient.name,
    },
    locale: recipient.locale,
    db,
  });
}

export async function resendVerification(
  db: Database,
  input: { email: string },
  deps: FlowDeps,
): Promise<{ sent: true }> {
  const email = normaliseEmail(input.email);
  const [user] = await db
    .select({
      id: users.id,
      name: users.name,
      locale: users.locale,
      emailVerified: users.emailVerified,
    })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  if (user && !user.emailVerified) {
    await sendVerificationMail(
      db,
      { userId: user.id, email, name: user.name, locale: user.locale },
      deps,
    );
  } else {
    await renderDecoyMail(
      "NewUser",
      (token) => ({ url: mailLink(deps.appUrl, "en", VERIFY_EMAIL_PATH, token), name: null }),
      "en",
    );
  }
  return { sent: true };
}

export async function verifyEmail(
  db: Database,
  input: { token: string },
  deps: ClockDeps = {},
): Promise<SignedIn> {
  const now = flowNow(deps);
  const claim = await consumeOneTimeToken(db, "email_verification", input.token, now);
  const user = await findTokenUser(db, claim);
  if (!user) throw invalidTokenError();
  await markEmailVerified(db, user.id, now);
  return completeSignIn(db, user, now);
}
