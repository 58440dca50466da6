import type { Database } from "@teamkit/db";
import type { TemplateName, TemplateProps } from "@teamkit/email";
import type { Locale } from "@teamkit/i18n";
import { eq, users } from "@teamkit/db";

import type { SignInUserRow } from "./complete-sign-in";
import type { FlowDeps } from "./deps";
import type { OneTimeTokenType } from "./one-time-tokens";
import { findTokenUser } from "./complete-sign-in";
import { renderDecoyMail } from "./decoy-mail";
import { flowNow, mailLink, normaliseEmail } from "./deps";
import {
  checkCode,
  consumeOneTimeToken,
  invalidCodeError,
  invalidTokenError,
  issueOneTimeToken,
  useCheckedCode,
} from "./one-time-tokens";

export interface TokenRecipient {
  userId: string;
  email: string;
  name: string | null;
  locale: Locale;
}

export interface TokenMail<N extends TemplateName> {
  template: N;
  path: string;
  props: (url: string, name: string | null) => TemplateProps<N>;
  code?: string;
}

export async function mailTokenLink<N extends TemplateName>(
  db: Database,
  deps: FlowDeps,
  type: OneTimeTokenType,
  to: TokenRecipient,
  mail: TokenMail<N>,
): Promise<void> {
  const { token } = await issueOneTimeToken(db, {
    type,
    identifier: to.email,
    userId: to.userId,
    now: flowNow(deps),
    code: mail.code,
  });
  await deps.sendEmail({
    to: to.email,
    template: mail.template,
    props: mail.props(mailLink(deps.appUrl, to.locale, mail.path, token), to.name),
    locale: to.locale,
    db,
  });
}

/**
 * Answers a request for a link alike for every address: the account (if `accepts` it) gets the
 * mail, any other address the same token work and render as a decoy.
 */
export async function mailTokenLinkToAddress<N extends TemplateName>(
  db: Database,
  deps: FlowDeps,
  type: OneTimeTokenType,
  email: string,
  mail: TokenMail<N> & { accepts?: (user: { emailVerified: Date | null }) => boolean },
): Promise<{ sent: true }> {
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
  if (user && (mail.accepts?.(user) ?? true)) {
    const to = { userId: user.id, email, name: user.name, locale: user.locale };
    await mailTokenLink(db, deps, type, to, mail);
  } else {
    await renderDecoyMail(
      mail.template,
      (token) => mail.props(mailLink(deps.appUrl, "en", mail.path, token), null),
      "en",
    );
  }
  return { sent: true };
}

export function linkRequest<N extends TemplateName>(
  type: OneTimeTokenType,
  mail: TokenMail<N> & {
    accepts?: (user: { emailVerified: Date | null }) => boolean;
  },
) {
  return (db: Database, input: { email: string }, deps: FlowDeps): Promise<{ sent: true }> =>
    mailTokenLinkToAddress(db, deps, type, normaliseEmail(input.email), mail);
}

export async function consumeTokenUser(
  db: Database,
  type: OneTimeTokenType,
  token: string,
  now: Date,
): Promise<SignInUserRow> {
  const claim = await consumeOneTimeToken(db, type, token, now);
  const user = await findTokenUser(db, claim);
  if (!user) throw invalidTokenError();
  return user;
}

/** Spending the code and `write` are one transaction: a failed write keeps the code. */
export async function consumeCodeUser<T>(
  db: Database,
  type: OneTimeTokenType,
  input: { email: string; code: string },
  now: Date,
  write: (tx: Database, user: SignInUserRow) => Promise<T>,
): Promise<T> {
  const email = normaliseEmail(input.email);
  const { tokenId } = await checkCode(db, type, { email, code: input.code }, now);
  return db.transaction(async (tx) => {
    const user = await findTokenUser(tx, await useCheckedCode(tx, tokenId, now));
    if (!user) throw invalidCodeError();
    return write(tx, user);
  });
}
