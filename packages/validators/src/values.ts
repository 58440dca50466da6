// No zod here, so light client code can import these. The db enums keep their own literals;
// packages/api/test/value-lists.test.ts fails when the two differ.

export const TASK_STATUSES = ["todo", "in_progress", "done"] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

export const BILLING_INTERVALS = ["month", "year"] as const;
export type BillingInterval = (typeof BILLING_INTERVALS)[number];

/** Lemon Squeezy's statuses plus `incomplete` (a checkout without a webhook yet). */
export const SUBSCRIPTION_STATUSES = [
  "active",
  "canceled",
  "expired",
  "incomplete",
  "past_due",
  "paused",
  "trialing",
  "unpaid",
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const SIMULATOR_STEPS = [
  "trialEnd",
  "renewal",
  "paymentFailed",
  "paymentRecovered",
  "expire",
  "refund",
  "pauseEnd",
] as const;
export type SimulatorStep = (typeof SIMULATOR_STEPS)[number];
