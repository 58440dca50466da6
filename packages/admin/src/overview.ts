import type { Database } from "@teamkit/db";
import { DELETED_TEAM_FLAGS } from "@teamkit/billing";
import { getPlan, isBillingInterval, isPlanId, monthlyEquivalent } from "@teamkit/billing/plans";
import {
  asc,
  count,
  desc,
  eq,
  jobRuns,
  sql,
  subscriptions,
  teams,
  users,
  webhookEvents,
} from "@teamkit/db";

import type { AuditPage } from "./audit";
import { listAudit } from "./audit";

const DAY_MS = 86_400_000;

const PAYING = ["active", "past_due"] as const;

export interface AdminOverview {
  users: { total: number; verified: number; new7Days: number; new30Days: number };
  teams: number;
  subscriptions: {
    byStatus: { status: string; count: number }[];
    mrrCents: number;
  };
  latestAudit: AuditPage;
  /** Subscriptions paid through our checkout after their team was deleted, cancelled at the provider. */
  deletedTeamCancellations: { subscriptionId: string; teamId: string | null; at: Date }[];
  jobs: ScheduledJob[];
}

export interface ScheduledJob {
  name: string;
  lastFinishedAt: Date | null;
  lastDurationMs: number | null;
  nextRunAt: Date;
  consecutiveFailures: number;
  totalFailures: number;
}

export async function getOverview(db: Database, now = new Date()): Promise<AdminOverview> {
  const since7 = new Date(now.getTime() - 7 * DAY_MS);
  const since30 = new Date(now.getTime() - 30 * DAY_MS);
  const [userFigures, teamFigures, statusRows, planRows, latestAudit, cancellations, jobs] =
    await Promise.all([
      db
        .select({
          total: count(),
          verified: sql<number>`count(*) filter (where ${users.emailVerified} is not null)`.mapWith(
            Number,
          ),
          new7Days: sql<number>`count(*) filter (where ${users.createdAt} >= ${since7})`.mapWith(
            Number,
          ),
          new30Days: sql<number>`count(*) filter (where ${users.createdAt} >= ${since30})`.mapWith(
            Number,
          ),
        })
        .from(users),
      db.select({ n: count() }).from(teams),
      db
        .select({ status: subscriptions.status, count: count() })
        .from(subscriptions)
        .groupBy(subscriptions.status)
        .orderBy(subscriptions.status),
      db
        .select({ plan: subscriptions.plan, interval: subscriptions.interval, count: count() })
        .from(subscriptions)
        .where(
          sql`${subscriptions.status} in (${sql.join(
            PAYING.map((status) => sql`${status}`),
            sql`, `,
          )})`,
        )
        .groupBy(subscriptions.plan, subscriptions.interval),
      listAudit(db),
      db
        .select({
          subscriptionId: sql<string>`${webhookEvents.payload}->'data'->>'id'`,
          teamId: webhookEvents.teamId,
          at: webhookEvents.receivedAt,
        })
        .from(webhookEvents)
        .where(eq(webhookEvents.flag, DELETED_TEAM_FLAGS.cancelled))
        .orderBy(desc(webhookEvents.receivedAt))
        .limit(10),
      db
        .select({
          name: jobRuns.name,
          lastFinishedAt: jobRuns.lastFinishedAt,
          lastDurationMs: jobRuns.lastDurationMs,
          nextRunAt: jobRuns.nextRunAt,
          consecutiveFailures: jobRuns.consecutiveFailures,
          totalFailures: jobRuns.totalFailures,
        })
        .from(jobRuns)
        .orderBy(asc(jobRuns.name)),
    ]);
  const mrrCents = planRows.reduce((sum, row) => {
    if (!isPlanId(row.plan) || !isBillingInterval(row.interval)) return sum;
    return sum + monthlyEquivalent(getPlan(row.plan), row.interval) * row.count;
  }, 0);
  const figures = userFigures[0];
  return {
    users: {
      total: figures?.total ?? 0,
      verified: figures?.verified ?? 0,
      new7Days: figures?.new7Days ?? 0,
      new30Days: figures?.new30Days ?? 0,
    },
    teams: teamFigures[0]?.n ?? 0,
    subscriptions: { byStatus: statusRows, mrrCents },
    latestAudit,
    deletedTeamCancellations: cancellations,
    jobs,
  };
}
