import type { SubscriptionStatus } from "@teamkit/validators/values";

import type { ProviderSubscriptionStatus } from "./payload";

export { SUBSCRIPTION_STATUSES } from "@teamkit/validators/values";
export type { SubscriptionStatus } from "@teamkit/validators/values";

/** `on_trial` → trialing, `cancelled` → canceled, the others by name. */
export function mapProviderStatus(status: ProviderSubscriptionStatus): SubscriptionStatus {
  if (status === "on_trial") return "trialing";
  if (status === "cancelled") return "canceled";
  return status;
}

/** How long a checkout may stay without its first webhook before it lapses. */
export const INCOMPLETE_LIFETIME_MS = 24 * 60 * 60 * 1000;

/**
 * Whether a subscription is over for good: expired, or a checkout that never completed within a
 * day. Only then may a team start a new checkout.
 */
export function isFinal(
  row: { status: SubscriptionStatus; createdAt: Date },
  now: Date = new Date(),
): boolean {
  if (row.status === "expired") return true;
  return (
    row.status === "incomplete" && now.getTime() - row.createdAt.getTime() > INCOMPLETE_LIFETIME_MS
  );
}

/** Statuses under which the team keeps its plan's limits (a canceled plan runs to its end date). */
export const ENTITLED_STATUSES: readonly SubscriptionStatus[] = [
  "active",
  "trialing",
  "past_due",
  "canceled",
];
