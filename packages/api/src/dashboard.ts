import type { Database } from "@teamkit/db";
import type { Actor, TeamWithRole } from "@teamkit/teams";
import { quotaFrom, usageMonth } from "@teamkit/ai";
import { billingColumns, teamBillingOf } from "@teamkit/billing";
import {
  aiFreeUsage,
  aiUsage,
  eq,
  invitations,
  memberships,
  sql,
  subscriptions,
  tasks,
  teams,
} from "@teamkit/db";
import { listOpenTasksPreview } from "@teamkit/tasks";
import { teamNotFound } from "@teamkit/teams";

import { usageView } from "./routers/ai";

export const DASHBOARD_OPEN_TASKS = 5;

/**
 * The dashboard's cards but the activity list in two statements: the team, its counts, its
 * subscription, whether it has any task and the caller's AI usage in one; the newest open tasks and
 * their count in another.
 */
export async function getDashboard(
  db: Database,
  { team, actor, localServices }: { team: TeamWithRole; actor: Actor; localServices: boolean },
  now = new Date(),
) {
  const month = usageMonth(now);
  const [[row], openTasks] = await Promise.all([
    db
      .select({
        ...billingColumns,
        teamCreatedAt: teams.createdAt,
        memberCount: sql<string>`(select count(*) from ${memberships} m where m.team_id = ${teams}.id)`,
        pendingInvitationCount: sql<string>`(select count(*) from ${invitations} i
          where i.team_id = ${teams}.id and i.expires_at > ${now.toISOString()}::timestamptz)`,
        freeUsed: sql<number | null>`(select f.count from ${aiFreeUsage} f
          where f.user_id = ${actor.userId} and f.month = ${month})`,
        teamUsed: sql<number | null>`(select u.count from ${aiUsage} u
          where u.team_id = ${teams}.id and u.user_id = ${actor.userId} and u.month = ${month})`,
        hasTasks: sql<boolean>`exists (select 1 from ${tasks} t where t.team_id = ${teams}.id)`,
      })
      .from(teams)
      .leftJoin(subscriptions, eq(subscriptions.teamId, teams.id))
      .where(eq(teams.id, team.id)),
    listOpenTasksPreview(db, actor, team.id, DASHBOARD_OPEN_TASKS),
  ]);
  if (!row) throw teamNotFound();
  const billing = teamBillingOf(row, team.role, now);
  const { scope, limit } = quotaFrom(billing.entitlements, team.id, actor.userId);
  const used = Number((scope.shared ? row.freeUsed : row.teamUsed) ?? 0);
  return {
    team: {
      ...team,
      createdAt: row.teamCreatedAt,
      memberCount: Number(row.memberCount),
      pendingInvitationCount: Number(row.pendingInvitationCount),
    },
    subscription: billing.subscription,
    usage: usageView(localServices, { used, limit, scope }, now),
    // No open task: `hasTasks` tells a team whose tasks are all done from one that has none yet.
    openTasks: { ...openTasks, hasTasks: Boolean(row.hasTasks) },
  };
}
