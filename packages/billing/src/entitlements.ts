import type { Database } from "@teamkit/db";
import { eq, subscriptions } from "@teamkit/db";

import type { Plan, PlanId } from "./plans";
import type { SubscriptionStatus } from "./status";
import { getPlan, isPaidPlanId } from "./plans";
import { ENTITLED_STATUSES } from "./status";

export interface Entitlements {
  planId: PlanId;
  status: SubscriptionStatus | null;
  maxMembers: Plan["maxMembers"];
  maxTasks: Plan["maxTasks"];
  aiMessagesPerMonth: Plan["aiMessagesPerMonth"];
  features: { auditLog: boolean; twoFactorPolicy: boolean };
}

/**
 * Active, trialing, past due and canceled (until its end) keep the plan; expired, unpaid, paused
 * and an unpaid checkout fall back to Free.
 */
export async function getEntitlements(db: Database, teamId: string): Promise<Entitlements> {
  const [row] = await db
    .select({ plan: subscriptions.plan, status: subscriptions.status })
    .from(subscriptions)
    .where(eq(subscriptions.teamId, teamId));
  return entitlementsOf(row ?? null);
}

/** A team's entitlements from its subscription row's plan and status (none: Free). */
export function entitlementsOf(
  row: { plan: string | null; status: SubscriptionStatus | null } | null,
): Entitlements {
  const status = row?.status ?? null;
  const entitled =
    row?.plan && status && ENTITLED_STATUSES.includes(status) && isPaidPlanId(row.plan);
  const plan = getPlan(entitled ? (row.plan as PlanId) : "free");
  return {
    planId: plan.id,
    status,
    maxMembers: plan.maxMembers,
    maxTasks: plan.maxTasks,
    aiMessagesPerMonth: plan.aiMessagesPerMonth,
    features: { auditLog: plan.id === "business", twoFactorPolicy: plan.id === "business" },
  };
}
