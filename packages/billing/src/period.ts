import type { SubscriptionStatus } from "./status";

/**
 * When the period the team has already paid (or trialled) for ends: what a cancellation keeps
 * until. A trial's end counts only while the subscription is trialing; once the trial has turned
 * into a paid plan the provider may still carry that past date, and the period runs to the renewal.
 */
export function currentPeriodEnd(subscription: {
  status: SubscriptionStatus;
  trialEndsAt: Date | null;
  renewsAt: Date | null;
}): Date | null {
  if (subscription.status === "trialing") return subscription.trialEndsAt ?? subscription.renewsAt;
  return subscription.renewsAt;
}
