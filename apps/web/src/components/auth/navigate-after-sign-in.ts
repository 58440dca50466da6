"use client";

import type { Locale } from "@teamkit/i18n";

import { checkoutIntentHref, readCheckoutIntent } from "~/components/billing/checkout-intent";
import { hasLocalePrefix, safeCallbackUrl } from "~/http/safe-callback-url";
import { getPathname } from "~/i18n/navigation";

/** Where the API sends a user who just signed in. */
export type SignInTarget = "/app/dashboard" | (string & {});

/**
 * A full page load, so every server component renders with the new session cookie. A safe
 * `callbackUrl` wins; a plan chosen on the pricing page leads to Billing once onboarded.
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
