import type { Redis } from "ioredis";

import type { RateLimitStore } from "../types";

export const REDIS_KEY_PREFIX = "teamkit:rl:";

// DECR on a key that expired in the meantime would recreate it at -1 without a TTL.
const DECREMENT_IF_POSITIVE = `
local count = tonumber(redis.call("GET", KEYS[1]) or "0")
if count > 0 then redis.call("DECR", KEYS[1]) end
return 0`;

export type RedisRateLimitStoreOptions = {
  prefix?: string;
  ownsClient?: boolean;
};

/** INCR and PEXPIRE in one MULTI, so a counter never exists without its expiry. */
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
    // A relative TTL keeps expiry independent of clock skew between the app and Redis.
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
