import type { Database } from "@teamkit/db";
import { and, eq, gt, lte, rateLimits, sql } from "@teamkit/db";

import type { RateLimitStore } from "../types";
import { windowExpiry } from "../types";

export type PostgresRateLimitStoreOptions = {
  /** Keeps the table at about the live windows without a scheduled job. */
  pruneProbability?: number;
  now?: () => number;
};

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

  async prune(): Promise<number> {
    const deleted = await this.db
      .delete(rateLimits)
      .where(lte(rateLimits.expiresAt, new Date(this.now())))
      .returning({ key: rateLimits.key });
    return deleted.length;
  }

  close(): Promise<void> {
    return Promise.resolve();
  }
}
