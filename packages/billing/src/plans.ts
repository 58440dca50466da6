/** Prices in EUR cents. Provider variant ids come from the environment, not from here. */
import type { BillingInterval } from "@teamkit/validators/values";
import { BILLING_INTERVALS } from "@teamkit/validators/values";

export const PLAN_IDS = ["free", "pro", "business"] as const;
export type PlanId = (typeof PLAN_IDS)[number];
export { BILLING_INTERVALS };
export type { BillingInterval };

export const CURRENCY = "EUR";
export const TRIAL_DAYS = 14;
export const MONEY_BACK_DAYS = 30;

export interface Plan {
  id: PlanId;
  prices: Record<BillingInterval, number>;
  maxMembers: number | null;
  maxTasks: number | null;
  aiMessagesPerMonth: number;
  features: readonly string[];
  trialDays: number;
  highlighted: boolean;
}

export const PLANS: readonly Plan[] = [
  {
    id: "free",
    prices: { month: 0, year: 0 },
    maxMembers: 3,
    maxTasks: 100,
    aiMessagesPerMonth: 20,
    features: ["members3", "tasks100", "ai20", "board", "languages", "community"],
    trialDays: 0,
    highlighted: false,
  },
  {
    id: "pro",
    prices: { month: 1900, year: 19000 },
    maxMembers: 15,
    maxTasks: null,
    aiMessagesPerMonth: 500,
    features: ["members15", "tasksUnlimited", "ai500", "board", "languages", "emailSupport"],
    trialDays: TRIAL_DAYS,
    highlighted: true,
  },
  {
    id: "business",
    prices: { month: 4900, year: 49000 },
    maxMembers: null,
    maxTasks: null,
    aiMessagesPerMonth: 5000,
    features: [
      "membersUnlimited",
      "tasksUnlimited",
      "ai5000",
      "board",
      "auditLog",
      "twoFactorPolicy",
      "prioritySupport",
    ],
    trialDays: TRIAL_DAYS,
    highlighted: false,
  },
];

export function getPlan(id: PlanId): Plan {
  const plan = PLANS.find((p) => p.id === id);
  if (!plan) throw new Error(`Unknown plan ${id}`);
  return plan;
}

export function isPlanId(value: unknown): value is PlanId {
  return typeof value === "string" && (PLAN_IDS as readonly string[]).includes(value);
}

export function isBillingInterval(value: unknown): value is BillingInterval {
  return typeof value === "string" && (BILLING_INTERVALS as readonly string[]).includes(value);
}

export function monthlyEquivalent(plan: Plan, interval: BillingInterval): number {
  return interval === "year" ? Math.round(plan.prices.year / 12) : plan.prices.month;
}

export function yearlySavingsPercent(plan: Plan): number {
  if (plan.prices.month === 0) return 0;
  return Math.round((1 - plan.prices.year / (plan.prices.month * 12)) * 100);
}

export type PaidPlanId = Exclude<PlanId, "free">;
export const PAID_PLAN_IDS = ["pro", "business"] as const satisfies readonly PaidPlanId[];

export function isPaidPlanId(value: unknown): value is PaidPlanId {
  return value === "pro" || value === "business";
}

export function planRank(id: PlanId): number {
  return PLAN_IDS.indexOf(id);
}
