"use client";

import { useEffect } from "react";

import type { CheckoutIntent } from "~/components/billing/checkout-intent";
import { rememberCheckoutIntent } from "~/components/billing/checkout-intent";

/**
 * Keeps a plan chosen on the pricing page (`?plan=&interval=` on sign-up or sign-in) for after
 * sign-in and onboarding, which then open the Billing page with it. Renders nothing.
 */
export function RememberCheckoutIntent({ intent }: { intent: CheckoutIntent }) {
  const { plan, interval } = intent;
  useEffect(() => rememberCheckoutIntent({ plan, interval }), [plan, interval]);
  return null;
}
