import type { Redis } from "ioredis";

import type { RateLimitStore } from "../types";

/** Prefix of every key the rate limiter writes to Redis. */
export const REDIS_KEY_PREFIX = "teamkit:rl:";

// DECR on a key that expired in the meantime would recreate it at -1 without a TTL.
const DECREMENT_IF_POSITIVE = `
local count = tonumber(redis.call("GET", KEYS[1]) or "0")
if count > 0 then redis.call("DECR", KEYS[1]) end
return 0`;

/** Options of {@link RedisRateLimitStore}. */
export type RedisRateLimitStoreOptions = {
  /** Key prefix (default `teamkit:rl:`); tests use their own so they can clean up after themselves. */
  prefix?: string;
  /** Whether `close()` quits the client (true when the store created it). */
  ownsClient?: boolean;
};

/**
 * Counters in Redis (used when `REDIS_URL` is set): one key per window, INCR and PEXPIRE in one
 * MULTI so a counter never exists without its expiry.
 */
export class RedisRateLimitStore implements RateLimitStore {
  private readonly prefix: string;
  private readonly ownsClient: boolean;

  constructor(
    private readonly redis: Redis,
    options: RedisRateLimitStoreOptions = {},
  ) {
    this.prefix = options.prefix ?? REDIS_KEY_PREFIX;
    this.ownsClient = options.ownsClient ?? false;
  }

  async increment(key: string, windowStart: number, windowMs: number): Promise<number> {
    // A relative TTL (two windows from now, which outlasts the window after this one) keeps
    // expiry independent of any clock difference between the app and Redis.
    const results = await this.redis
      .multi()
      .incr(this.redisKey(key, windowStart))
      .pexpire(this.redisKey(key, windowStart), 2 * windowMs)
      .exec();
    const [incr] = results ?? [];
    if (!incr) throw new Error("rate limit MULTI was discarded");
    const [error, count] = incr;
    if (error) throw error;
    return Number(count);
  }

  async decrement(key: string, windowStart: number): Promise<void> {
    await this.redis.eval(DECREMENT_IF_POSITIVE, 1, this.redisKey(key, windowStart));
  }

  async get(key: string, windowStart: number): Promise<number> {
    const value = await this.redis.get(this.redisKey(key, windowStart));
    return value === null ? 0 : Number(value);
  }

  async close(): Promise<void> {
    if (!this.ownsClient || this.redis.status === "end") return;
    // QUIT on a lazy client that never connected would open a connection just to close it.
    if (this.redis.status === "wait") this.redis.disconnect();
    else await this.redis.quit();
  }

  private redisKey(key: string, windowStart: number): string {
    return `${this.prefix}${key}:${windowStart}`;
  }
}
