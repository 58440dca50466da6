import { Redis } from "ioredis";

import type { Database } from "@teamkit/db";

import type { RateLimitStore } from "./types";
import { PostgresRateLimitStore } from "./stores/postgres";
import { RedisRateLimitStore } from "./stores/redis";

/** Opens a Redis client for the rate limiter: connects on first use and fails fast while Redis is down. */
export function createRedisClient(url: string): Redis {
  const client = new Redis(url, {
    // Building the app (or a test that never checks a limit) must not need Redis.
    lazyConnect: true,
    connectTimeout: 5_000,
    // A request waits for at most one retry instead of ioredis's default 20, so an outage shows
    // up as a quick error rather than hung sign-ins.
    maxRetriesPerRequest: 1,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  });
  // Without a listener ioredis reports every failed reconnect as an unhandled error event.
  client.on("error", (error: Error) => console.error("rate limit Redis error:", error.message));
  return client;
}

/**
 * The rate limit store for this process: Redis when `redisUrl` is given (one client, created
 * here and quit by `close()`), else the `rate_limits` table of `db`. Create it once per process.
 */
export function createRateLimitStore(options: { db: Database; redisUrl?: string }): RateLimitStore {
  if (options.redisUrl) {
    return new RedisRateLimitStore(createRedisClient(options.redisUrl), { ownsClient: true });
  }
  return new PostgresRateLimitStore(options.db);
}
