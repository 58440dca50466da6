"use client";

import type { CheckoutIntent } from "~/components/billing/checkout-intent";
import { rememberCheckoutIntent } from "~/components/billing/checkout-intent";

import { useSignedInHint } from "./signed-in-switch";

/** To sign-up, or to Billing for a browser with the signed-in hint; the choice is remembered. */
export function PlanCta({
  intent,
  signUpHref,
  billingHref,
  className,
  children,
}: {
  intent: CheckoutIntent;
  signUpHref: string;
  billingHref: string;
  className: string;
  children: React.ReactNode;
}) {
  const isSignedIn = useSignedInHint();
  return (
    <a
      href={isSignedIn ? billingHref : signUpHref}
      className={className}
      onClick={() => rememberCheckoutIntent(intent)}
    >
      {children}
    </a>
  );
}
