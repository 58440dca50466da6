"use client";

import { useEffect } from "react";

import type { CheckoutIntent } from "~/components/billing/checkout-intent";
import { rememberCheckoutIntent } from "~/components/billing/checkout-intent";

/** Keeps a pricing-page plan (`?plan=&interval=`) for Billing after sign-in and onboarding. */
export function RememberCheckoutIntent({ intent }: { intent: CheckoutIntent }) {
  const { plan, interval } = intent;
  useEffect(() => rememberCheckoutIntent({ plan, interval }), [plan, interval]);
  return null;
}
