import type { SubscriptionStatus } from "./status";

/**
 * A trial's end counts only while trialing: a converted subscription may still carry that past
 * date.
 */
export function currentPeriodEnd(subscription: {
  status: SubscriptionStatus;
  trialEndsAt: Date | null;
  renewsAt: Date | null;
}): Date | null {
  if (subscription.status === "trialing") return subscription.trialEndsAt ?? subscription.renewsAt;
  return subscription.renewsAt;
}
