"use client";

import type { CheckoutIntent } from "~/components/billing/checkout-intent";
import { rememberCheckoutIntent } from "~/components/billing/checkout-intent";

import { useSignedInHint } from "./signed-in-switch";

/**
 * A paid plan's call to action on the prerendered pricing page: to sign-up for a visitor, straight
 * to the team's Billing page for a browser that holds a session (the signed-in hint). Either way
 * the choice is remembered, so it survives sign-in, the verification mail and onboarding.
 */
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
