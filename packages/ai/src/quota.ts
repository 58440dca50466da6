import type { Database } from "@teamkit/db";
import { aiUsage, and, eq, sql } from "@teamkit/db";

export function usageMonth(now: Date): string {
  return now.toISOString().slice(0, 7);
}

export async function getUsage(
  db: Database,
  teamId: string,
  userId: string,
  now = new Date(),
): Promise<number> {
  const [row] = await db
    .select({ count: aiUsage.count })
    .from(aiUsage)
    .where(
      and(
        eq(aiUsage.teamId, teamId),
        eq(aiUsage.userId, userId),
        eq(aiUsage.month, usageMonth(now)),
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
  teamId: string,
  userId: string,
  limit: number,
  now = new Date(),
): Promise<number | null> {
  if (limit <= 0) return null;
  const rows = await db
    .insert(aiUsage)
    .values({ teamId, userId, month: usageMonth(now), count: 1 })
    .onConflictDoUpdate({
      target: [aiUsage.teamId, aiUsage.userId, aiUsage.month],
      set: { count: sql`${aiUsage.count} + 1`, updatedAt: sql`now()` },
      setWhere: sql`${aiUsage.count} < ${limit}`,
    })
    .returning({ count: aiUsage.count });
  return rows[0]?.count ?? null;
}
