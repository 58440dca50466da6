import type { Entitlements } from "@teamkit/billing/entitlements";
import type { Database } from "@teamkit/db";
import { getEntitlements } from "@teamkit/billing/entitlements";
import { aiFreeUsage, aiUsage, and, eq, sql } from "@teamkit/db";

export function usageMonth(now: Date): string {
  return now.toISOString().slice(0, 7);
}

/**
 * Whose count a message raises: a paid team's own per member, or the Free plan's one per user
 * across all their Free teams (`shared`), so creating teams brings no fresh allowance.
 */
export interface QuotaScope {
  teamId: string;
  userId: string;
  shared: boolean;
}

/** The caller's allowance in a team: its limit and whose count it is. */
export async function quotaOf(
  db: Database,
  teamId: string,
  userId: string,
): Promise<{ scope: QuotaScope; limit: number }> {
  return quotaFrom(await getEntitlements(db, teamId), teamId, userId);
}

export function quotaFrom(
  { planId, aiMessagesPerMonth }: Pick<Entitlements, "planId" | "aiMessagesPerMonth">,
  teamId: string,
  userId: string,
): { scope: QuotaScope; limit: number } {
  return { scope: { teamId, userId, shared: planId === "free" }, limit: aiMessagesPerMonth };
}

export async function getUsage(db: Database, scope: QuotaScope, now = new Date()): Promise<number> {
  const month = usageMonth(now);
  const [row] = scope.shared
    ? await db
        .select({ count: aiFreeUsage.count })
        .from(aiFreeUsage)
        .where(and(eq(aiFreeUsage.userId, scope.userId), eq(aiFreeUsage.month, month)))
    : await db
        .select({ count: aiUsage.count })
        .from(aiUsage)
        .where(
          and(
            eq(aiUsage.teamId, scope.teamId),
            eq(aiUsage.userId, scope.userId),
            eq(aiUsage.month, month),
          ),
        );
  return row?.count ?? 0;
}

/**
 * One guarded upsert that raises the count only below the limit, so parallel sends can never pass
 * it. Never refunded.
 */
export async function consumeQuota(
  db: Database,
  scope: QuotaScope,
  limit: number,
  now = new Date(),
): Promise<number | null> {
  if (limit <= 0) return null;
  const month = usageMonth(now);
  const rows = scope.shared
    ? await db
        .insert(aiFreeUsage)
        .values({ userId: scope.userId, month, count: 1 })
        .onConflictDoUpdate({
          target: [aiFreeUsage.userId, aiFreeUsage.month],
          set: { count: sql`${aiFreeUsage.count} + 1`, updatedAt: sql`now()` },
          setWhere: sql`${aiFreeUsage.count} < ${limit}`,
        })
        .returning({ count: aiFreeUsage.count })
    : await db
        .insert(aiUsage)
        .values({ teamId: scope.teamId, userId: scope.userId, month, count: 1 })
        .onConflictDoUpdate({
          target: [aiUsage.teamId, aiUsage.userId, aiUsage.month],
          set: { count: sql`${aiUsage.count} + 1`, updatedAt: sql`now()` },
          setWhere: sql`${aiUsage.count} < ${limit}`,
        })
        .returning({ count: aiUsage.count });
  return rows[0]?.count ?? null;
}
