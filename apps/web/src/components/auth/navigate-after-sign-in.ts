"use client";

import type { Locale } from "@teamkit/i18n";

import { checkoutIntentHref, readCheckoutIntent } from "~/components/billing/checkout-intent";
import { hasLocalePrefix, safeCallbackUrl } from "~/http/safe-callback-url";
import { getPathname } from "~/i18n/navigation";

import { recordPasswordRemoved } from "./password-removed";

/** Where a sign-in waits for the code of an account with two-factor sign-in. */
export const TWO_FACTOR_PATH = "/auth/two-factor";

/** Where the API sends a user who just signed in. */
export type SignInTarget = "/app/dashboard" | (string & {});

export interface SignInAnswer {
  redirectTo: SignInTarget;
  /** The first proof of the address removed a password set before it (pre-hijacking). */
  passwordRemoved: boolean;
}

/**
 * A full page load, so every server component renders with the new session cookie. A safe
 * `callbackUrl` wins; a plan chosen on the pricing page leads to Billing once onboarded.
 */
export function navigateAfterSignIn(
  { redirectTo, passwordRemoved }: SignInAnswer,
  locale: Locale,
  callbackUrl?: string | null,
): void {
  recordPasswordRemoved(passwordRemoved);
  const callback = safeCallbackUrl(callbackUrl);
  // A redirect to sign-in keeps the link's fragment ("#sessions" from a mail) on the sign-in page;
  // it belongs to the page the link was for.
  const fragment = callback && !callback.includes("#") ? window.location.hash : "";
  if (redirectTo === TWO_FACTOR_PATH) {
    // The second step keeps where the sign-in was headed.
    const query = callback ? { callbackUrl: callback } : {};
    const step = getPathname({ href: { pathname: TWO_FACTOR_PATH, query }, locale });
    window.location.assign(`${step}${fragment}`);
    return;
  }
  // The dashboard, also with `?joined=` (an invitation accepted): a plan chosen first still wins.
  const isDashboard = redirectTo.split("?")[0] === "/app/dashboard";
  const intent = !callback && isDashboard ? readCheckoutIntent() : null;
  if (intent) {
    window.location.assign(getPathname({ href: checkoutIntentHref(intent), locale }));
    return;
  }
  const target =
    callback && hasLocalePrefix(callback)
      ? callback
      : getPathname({ href: callback ?? redirectTo, locale });
  window.location.assign(`${target}${fragment}`);
}
