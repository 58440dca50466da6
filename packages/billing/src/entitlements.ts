import type { Database } from "@teamkit/db";

import type { Plan, PlanId } from "./plans";
import { getPlan } from "./plans";

/** What a team may use: its plan and that plan's limits (null = unlimited). */
export interface Entitlements {
  planId: PlanId;
  maxMembers: Plan["maxMembers"];
  maxTasks: Plan["maxTasks"];
  aiMessagesPerMonth: Plan["aiMessagesPerMonth"];
}

/**
 * The one place that says what a team is entitled to. Every team is on the Free plan until team
 * billing exists; billing then reads the team's subscription here, and every limit check (members,
 * tasks, AI) keeps calling this function.
 */
export function getEntitlements(_db: Database, _teamId: string): Promise<Entitlements> {
  const plan = getPlan("free");
  return Promise.resolve({
    planId: plan.id,
    maxMembers: plan.maxMembers,
    maxTasks: plan.maxTasks,
    aiMessagesPerMonth: plan.aiMessagesPerMonth,
  });
}
