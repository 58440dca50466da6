import type { FlowDeps } from "@teamkit/auth";
import type { Database } from "@teamkit/db";
import type { Locale } from "@teamkit/i18n";
import { createToken, hashToken, mailLink, normaliseEmail } from "@teamkit/auth";
import { and, eq, gt, ne, newsletterSubscribers } from "@teamkit/db";
import { isEmailSendError, renderEmail } from "@teamkit/email";
import { AppError } from "@teamkit/validators";

/** How long a confirmation link lives: 7 days, like a team invitation. */
export const NEWSLETTER_CONFIRM_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

/** The page a confirmation link opens. */
export const NEWSLETTER_CONFIRM_PATH = "/newsletter/confirm";
/** The page an unsubscribe link opens. */
export const NEWSLETTER_UNSUBSCRIBE_PATH = "/newsletter/unsubscribe";

/** What the newsletter functions need besides the database: the mailer, APP_URL and the clock. */
export type NewsletterDeps = FlowDeps;

/** A used, expired or unknown link: the cases are deliberately indistinguishable. */
export function invalidNewsletterLinkError(): AppError {
  return new AppError("BAD_REQUEST", { messageKey: "newsletter.invalidLink" });
}

function now(deps: Pick<NewsletterDeps, "now">): Date {
  return deps.now?.() ?? new Date();
}

/**
 * Double opt-in sign-up. A new, pending or unsubscribed address becomes (or stays) pending with a
 * fresh confirmation token (7 days) and a fresh unsubscribe token, both stored as hashes only, and
 * gets the NewsletterSignup mail in `locale`. A confirmed address is left alone and gets no mail.
 * Every case answers the same, after comparable work, so the form cannot tell who is subscribed.
 *
 * One upsert decides, so two concurrent sign-ups of one address cannot create two rows. A failed
 * send throws `newsletter.errors.notSent`; the pending row stays and the next sign-up retries.
 */
export async function subscribeToNewsletter(
  db: Database,
  input: { email: string; locale: Locale },
  deps: NewsletterDeps,
): Promise<{ ok: true }> {
  const email = normaliseEmail(input.email);
  const confirmToken = createToken();
  const unsubscribeToken = createToken();
  const pending = {
    locale: input.locale,
    status: "pending" as const,
    confirmTokenHash: hashToken(confirmToken),
    confirmExpiresAt: new Date(now(deps).getTime() + NEWSLETTER_CONFIRM_LIFETIME_MS),
    unsubscribeTokenHash: hashToken(unsubscribeToken),
    confirmedAt: null,
  };
  const [row] = await db
    .insert(newsletterSubscribers)
    .values({ email, ...pending })
    .onConflictDoUpdate({
      target: newsletterSubscribers.email,
      set: pending,
      // A confirmed subscriber keeps its tokens: a stranger typing the address changes nothing.
      setWhere: ne(newsletterSubscribers.status, "confirmed"),
    })
    .returning({ id: newsletterSubscribers.id });

  const props = {
    url: mailLink(deps.appUrl, input.locale, NEWSLETTER_CONFIRM_PATH, confirmToken),
    unsubscribeUrl: mailLink(
      deps.appUrl,
      input.locale,
      NEWSLETTER_UNSUBSCRIBE_PATH,
      unsubscribeToken,
    ),
  };
  if (!row) {
    // Already confirmed: render the mail without sending it, so the answer takes about as long.
    await renderEmail("NewsletterSignup", props, input.locale);
    return { ok: true };
  }
  try {
    await deps.sendEmail({
      to: email,
      template: "NewsletterSignup",
      props,
      locale: input.locale,
      db,
    });
  } catch (error) {
    if (!isEmailSendError(error)) throw error;
    throw new AppError("INTERNAL", { messageKey: "newsletter.errors.notSent", cause: error });
  }
  return { ok: true };
}

/**
 * Uses a confirmation link: the pending address becomes confirmed. One statement checks and spends
 * the token, so a link works once even under concurrent clicks. A used, expired (7 days), unknown
 * or since-unsubscribed link is `newsletter.invalidLink`.
 */
export async function confirmNewsletterSubscription(
  db: Database,
  input: { token: string },
  deps: Pick<NewsletterDeps, "now"> = {},
): Promise<{ ok: true }> {
  const at = now(deps);
  const [row] = await db
    .update(newsletterSubscribers)
    .set({ status: "confirmed", confirmedAt: at, confirmTokenHash: null, confirmExpiresAt: null })
    .where(
      and(
        eq(newsletterSubscribers.confirmTokenHash, hashToken(input.token)),
        eq(newsletterSubscribers.status, "pending"),
        gt(newsletterSubscribers.confirmExpiresAt, at),
      ),
    )
    .returning({ id: newsletterSubscribers.id });
  if (!row) throw invalidNewsletterLinkError();
  return { ok: true };
}

/**
 * Uses an unsubscribe link: the address gets nothing more, and a confirmation link still in its
 * inbox stops working. The link does not expire and may be used again (same answer); only an
 * unknown token (or one replaced by a later sign-up) is `newsletter.invalidLink`.
 */
export async function unsubscribeFromNewsletter(
  db: Database,
  input: { token: string },
): Promise<{ ok: true }> {
  const [row] = await db
    .update(newsletterSubscribers)
    .set({ status: "unsubscribed", confirmTokenHash: null, confirmExpiresAt: null })
    .where(eq(newsletterSubscribers.unsubscribeTokenHash, hashToken(input.token)))
    .returning({ id: newsletterSubscribers.id });
  if (!row) throw invalidNewsletterLinkError();
  return { ok: true };
}
