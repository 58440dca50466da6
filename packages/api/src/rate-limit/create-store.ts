import { Redis } from "ioredis";

import type { Database } from "@teamkit/db";

import type { RateLimitStore } from "./types";
import { PostgresRateLimitStore } from "./stores/postgres";
import { RedisRateLimitStore } from "./stores/redis";

export function createRedisClient(url: string): Redis {
  const client = new Redis(url, {
    // Building the app (or a test that never checks a limit) must not need Redis.
    lazyConnect: true,
    connectTimeout: 5_000,
    // One retry instead of ioredis's 20: an outage shows up as a quick error, not hung sign-ins.
    maxRetriesPerRequest: 1,
    // A Redis that holds the connection but stops answering would otherwise hang every check.
    commandTimeout: 2_000,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  });
  // Without a listener ioredis reports every failed reconnect as an unhandled error event.
  client.on("error", (error: Error) => console.error("rate limit Redis error:", error.message));
  return client;
}

export function createRateLimitStore(options: { db: Database; redisUrl?: string }): RateLimitStore {
  if (options.redisUrl) {
    return new RedisRateLimitStore(createRedisClient(options.redisUrl), { ownsClient: true });
  }
  return new PostgresRateLimitStore(options.db);
}
