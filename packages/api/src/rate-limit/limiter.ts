import { AppError } from "@teamkit/validators";

import type { RateLimitResult, RateLimitRule, RateLimitStore } from "./types";

export interface RateLimiter {
  /**
   * Blocked calls still count under a fixed window; under a sliding one they are taken back, or a
   * client that retries would stay blocked for good. Store errors propagate: no call passes
   * unchecked.
   */
  check(key: string, rule: RateLimitRule): Promise<RateLimitResult>;
  /** Throws TOO_MANY_REQUESTS with `messageKey` (default `errors.tooManyRequests`). */
  enforce(key: string, rule: RateLimitRule, messageKey?: string): Promise<RateLimitResult>;
}

// Weighted counts are fractions; keep float noise (e.g. 4.999999) from refusing a call.
const EPSILON = 1e-9;

function assertRule(rule: RateLimitRule): void {
  if (!Number.isInteger(rule.limit) || rule.limit < 1) {
    throw new Error(`Rate limit "limit" must be a whole number of at least 1, got ${rule.limit}.`);
  }
  if (!Number.isInteger(rule.windowMs) || rule.windowMs < 1) {
    throw new Error(
      `Rate limit "windowMs" must be a whole number of at least 1, got ${rule.windowMs}.`,
    );
  }
}

function blocked(limit: number, now: number, retryAt: number): RateLimitResult {
  return {
    success: false,
    limit,
    remaining: 0,
    resetAt: new Date(retryAt),
    retryAfterSeconds: Math.max(1, Math.ceil((retryAt - now) / 1000)),
  };
}

function slidingRetryAt(
  rule: RateLimitRule,
  windowStart: number,
  previous: number,
  current: number,
): number {
  const { limit, windowMs } = rule;
  if (current + 1 <= limit && previous > 0) {
    const elapsedShare = 1 - (limit - current - 1) / previous;
    return windowStart + Math.ceil(elapsedShare * windowMs);
  }
  const elapsedShare = current > 0 ? Math.max(0, 1 - (limit - 1) / current) : 0;
  return windowStart + windowMs + Math.ceil(elapsedShare * windowMs);
}

/** Windows are aligned to the epoch so that all instances agree on them. */
export function createRateLimiter(options: {
  store: RateLimitStore;
  now?: () => number;
}): RateLimiter {
  const { store } = options;
  const clock = options.now ?? Date.now;

  async function check(key: string, rule: RateLimitRule): Promise<RateLimitResult> {
    assertRule(rule);
    const { limit, windowMs } = rule;
    const now = clock();
    const windowStart = Math.floor(now / windowMs) * windowMs;
    const windowEnd = windowStart + windowMs;

    if (rule.algorithm !== "sliding") {
      const count = await store.increment(key, windowStart, windowMs);
      if (count > limit) return blocked(limit, now, windowEnd);
      return {
        success: true,
        limit,
        remaining: limit - count,
        resetAt: new Date(windowEnd),
        retryAfterSeconds: 0,
      };
    }

    // Increment first and judge afterwards: a read-then-write would let parallel calls all
    // read "room left" and all pass.
    const [count, previous] = await Promise.all([
      store.increment(key, windowStart, windowMs),
      store.get(key, windowStart - windowMs),
    ]);
    const previousWeight = 1 - (now - windowStart) / windowMs;
    const estimate = previous * previousWeight + count;
    if (estimate <= limit + EPSILON) {
      return {
        success: true,
        limit,
        remaining: Math.max(0, Math.floor(limit - estimate + EPSILON)),
        resetAt: new Date(windowEnd),
        retryAfterSeconds: 0,
      };
    }
    await store.decrement(key, windowStart);
    return blocked(limit, now, slidingRetryAt(rule, windowStart, previous, count - 1));
  }

  async function enforce(
    key: string,
    rule: RateLimitRule,
    messageKey = "errors.tooManyRequests",
  ): Promise<RateLimitResult> {
    const result = await check(key, rule);
    if (!result.success) {
      throw new AppError("TOO_MANY_REQUESTS", {
        messageKey,
        retryAfter: result.retryAfterSeconds,
      });
    }
    return result;
  }

  return { check, enforce };
}
