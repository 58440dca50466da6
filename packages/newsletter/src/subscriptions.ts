import type { FlowDeps } from "@teamkit/auth";
import type { Database } from "@teamkit/db";
import type { Locale } from "@teamkit/i18n";
import { createToken, hashToken, mailLink, normaliseEmail } from "@teamkit/auth";
import { and, eq, gt, ne, newsletterSubscribers } from "@teamkit/db";
import { isEmailSendError, renderEmail } from "@teamkit/email";
import { AppError } from "@teamkit/validators";

export const NEWSLETTER_CONFIRM_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

export const NEWSLETTER_CONFIRM_PATH = "/newsletter/confirm";
export const NEWSLETTER_UNSUBSCRIBE_PATH = "/newsletter/unsubscribe";
/** The mail client's unsubscribe button posts here (RFC 8058); not a page, so in no locale. */
export const NEWSLETTER_ONE_CLICK_UNSUBSCRIBE_PATH = "/api/newsletter/unsubscribe";

/** `?locale=` tells the one-click address which language its page speaks when it is opened. */
function oneClickUnsubscribeUrl(appUrl: string, locale: Locale, token: string): string {
  const query = new URLSearchParams({ token, locale });
  return `${appUrl}${NEWSLETTER_ONE_CLICK_UNSUBSCRIBE_PATH}?${query.toString()}`;
}

export type NewsletterDeps = FlowDeps;

/** A used, expired or unknown link: the cases are deliberately indistinguishable. */
export function invalidNewsletterLinkError(): AppError {
  return new AppError("BAD_REQUEST", { messageKey: "newsletter.invalidLink" });
}

function now(deps: Pick<NewsletterDeps, "now">): Date {
  return deps.now?.() ?? new Date();
}

/**
 * Every case answers the same, after comparable work, so the form cannot tell who is subscribed.
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
    oneClickUnsubscribeUrl: oneClickUnsubscribeUrl(deps.appUrl, input.locale, unsubscribeToken),
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
