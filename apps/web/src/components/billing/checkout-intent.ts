import { parseCookie } from "cookie";

import type { BillingInterval, PaidPlanId } from "@teamkit/billing/plans";
import { isBillingInterval, isPaidPlanId } from "@teamkit/billing/plans";

/** A paid plan and interval chosen on the pricing page, on its way to checkout. */
export interface CheckoutIntent {
  plan: PaidPlanId;
  interval: BillingInterval;
}

/**
 * A first-party cookie, readable by the page's scripts, that carries the choice through sign-up,
 * the mailed verification link and onboarding (same browser). It is short-lived, names only a
 * known plan and interval, and never a URL, so it cannot redirect anywhere else.
 */
export const CHECKOUT_INTENT_COOKIE = "teamkit.checkout-intent";
const LIFETIME_SECONDS = 2 * 60 * 60;

/** The intent named by `plan` and `interval` (a query or the cookie), or null for anything else. */
export function parseCheckoutIntent(plan: unknown, interval: unknown): CheckoutIntent | null {
  return isPaidPlanId(plan) && isBillingInterval(interval) ? { plan, interval } : null;
}

/** Where an intent leads: the team's Billing page, which asks before starting checkout. */
export function checkoutIntentHref(intent: CheckoutIntent) {
  return {
    pathname: "/app/settings/team/billing" as const,
    query: { plan: intent.plan, interval: intent.interval },
  };
}

export function rememberCheckoutIntent(intent: CheckoutIntent): void {
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  document.cookie = `${CHECKOUT_INTENT_COOKIE}=${intent.plan}.${intent.interval}; Path=/; Max-Age=${LIFETIME_SECONDS}; SameSite=Lax${secure}`;
}

export function readCheckoutIntent(): CheckoutIntent | null {
  const value = parseCookie(document.cookie)[CHECKOUT_INTENT_COOKIE];
  if (!value) return null;
  const [plan, interval] = value.split(".");
  return parseCheckoutIntent(plan, interval);
}

export function forgetCheckoutIntent(): void {
  document.cookie = `${CHECKOUT_INTENT_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
}
