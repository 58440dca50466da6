import type { Database } from "@teamkit/db";
import { and, eq, gt, lte, rateLimits, sql } from "@teamkit/db";

import type { RateLimitStore } from "../types";
import { windowExpiry } from "../types";

/** Options of {@link PostgresRateLimitStore}. */
export type PostgresRateLimitStoreOptions = {
  /**
   * Share of `increment` calls that also delete expired rows (default 0.01). Spread over all
   * instances this keeps the table at roughly the live windows without a scheduled job.
   */
  pruneProbability?: number;
  /** Clock used to decide which rows have expired (tests inject one). */
  now?: () => number;
};

/**
 * Counters in the `rate_limits` table of the app's own Postgres/PGlite: the default when Redis
 * is not configured. Works across instances because every change is one atomic statement.
 */
export class PostgresRateLimitStore implements RateLimitStore {
  private readonly pruneProbability: number;
  private readonly now: () => number;

  constructor(
    private readonly db: Database,
    options: PostgresRateLimitStoreOptions = {},
  ) {
    this.pruneProbability = options.pruneProbability ?? 0.01;
    this.now = options.now ?? Date.now;
  }

  async increment(key: string, windowStart: number, windowMs: number): Promise<number> {
    // One upsert: concurrent callers serialise on the row, and each gets its own count back.
    const [row] = await this.db
      .insert(rateLimits)
      .values({
        key,
        windowStart,
        count: 1,
        expiresAt: new Date(windowExpiry(windowStart, windowMs)),
      })
      .onConflictDoUpdate({
        target: [rateLimits.key, rateLimits.windowStart],
        set: { count: sql`${rateLimits.count} + 1` },
      })
      .returning({ count: rateLimits.count });
    if (!row) throw new Error("rate limit upsert returned no row");
    if (this.pruneProbability > 0 && Math.random() < this.pruneProbability) {
      // A failed clean-up must not fail the request it rides on; the next one retries it.
      await this.prune().catch((error: unknown) => console.warn("rate limit prune failed", error));
    }
    return row.count;
  }

  async decrement(key: string, windowStart: number): Promise<void> {
    await this.db
      .update(rateLimits)
      .set({ count: sql`${rateLimits.count} - 1` })
      .where(
        and(
          eq(rateLimits.key, key),
          eq(rateLimits.windowStart, windowStart),
          gt(rateLimits.count, 0),
        ),
      );
  }

  async get(key: string, windowStart: number): Promise<number> {
    const [row] = await this.db
      .select({ count: rateLimits.count, expiresAt: rateLimits.expiresAt })
      .from(rateLimits)
      .where(and(eq(rateLimits.key, key), eq(rateLimits.windowStart, windowStart)));
    // An expired row that was not pruned yet must read as empty, like in Redis.
    return row && row.expiresAt.getTime() > this.now() ? row.count : 0;
  }

  /** Deletes expired rows (uses the `expires_at` index); returns how many. */
  async prune(): Promise<number> {
    const deleted = await this.db
      .delete(rateLimits)
      .where(lte(rateLimits.expiresAt, new Date(this.now())))
      .returning({ key: rateLimits.key });
    return deleted.length;
  }

  /** The database client belongs to the caller; nothing to release. */
  close(): Promise<void> {
    return Promise.resolve();
  }
}
