import type { SubscriptionStatus } from "@teamkit/validators/values";

import type { ProviderSubscriptionStatus } from "./payload";

export { SUBSCRIPTION_STATUSES } from "@teamkit/validators/values";
export type { SubscriptionStatus } from "@teamkit/validators/values";

export function mapProviderStatus(status: ProviderSubscriptionStatus): SubscriptionStatus {
  if (status === "on_trial") return "trialing";
  if (status === "cancelled") return "canceled";
  return status;
}

/**
 * How long a checkout can be paid (the provider's checkout expires with it): until then it is the
 * team's only one, so the team cannot be charged twice; after it, another can start.
 */
export const INCOMPLETE_LIFETIME_MS = 60 * 60 * 1000;

export function isFinal(
  row: { status: SubscriptionStatus; createdAt: Date },
  now: Date = new Date(),
): boolean {
  if (row.status === "expired") return true;
  return (
    row.status === "incomplete" && now.getTime() - row.createdAt.getTime() > INCOMPLETE_LIFETIME_MS
  );
}

export const ENTITLED_STATUSES: readonly SubscriptionStatus[] = [
  "active",
  "trialing",
  "past_due",
  "canceled",
];
