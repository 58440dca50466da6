"use client";

import type { Locale } from "@teamkit/i18n";

import { checkoutIntentHref, readCheckoutIntent } from "~/components/billing/checkout-intent";
import { hasLocalePrefix, safeCallbackUrl } from "~/http/safe-callback-url";
import { getPathname } from "~/i18n/navigation";

/** Where the API sends a user who just signed in. */
export type SignInTarget = "/app/dashboard" | (string & {});

/**
 * After a sign-in the session cookie is new: a full page load (not a client transition) makes
 * every server component render with it. A safe `callbackUrl` wins; one that already carries a
 * locale prefix is followed as is. An onboarded user who chose a plan on the pricing page goes to
 * the Billing page with it instead of the dashboard (onboarding comes first otherwise).
 */
export function navigateAfterSignIn(
  redirectTo: SignInTarget,
  locale: Locale,
  callbackUrl?: string | null,
): void {
  const callback = safeCallbackUrl(callbackUrl);
  const intent = !callback && redirectTo === "/app/dashboard" ? readCheckoutIntent() : null;
  if (intent) {
    window.location.assign(getPathname({ href: checkoutIntentHref(intent), locale }));
    return;
  }
  const target =
    callback && hasLocalePrefix(callback)
      ? callback
      : getPathname({ href: callback ?? redirectTo, locale });
  window.location.assign(target);
}
