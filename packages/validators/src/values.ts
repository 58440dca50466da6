/*
 * The value lists the app, its API and the mobile app share, each written once (no zod here, so
 * light client code can import them). The database's enums keep their own literals (db imports
 * no workspace package); `packages/api/test/value-lists.test.ts` fails when the two differ.
 */

/** A task's column on the board, in order. */
export const TASK_STATUSES = ["todo", "in_progress", "done"] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

/** How often a paid plan is billed. */
export const BILLING_INTERVALS = ["month", "year"] as const;
export type BillingInterval = (typeof BILLING_INTERVALS)[number];

/** Our subscription statuses: Lemon Squeezy's, plus `incomplete` (a checkout without a webhook yet). */
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

/** What the billing simulator's portal can make happen to a subscription (days or weeks passing). */
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
