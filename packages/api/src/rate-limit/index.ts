import "server-only";

export type { RateLimitResult, RateLimitRule, RateLimitStore } from "./types";
export type { RateLimiter } from "./limiter";
export { createRateLimiter } from "./limiter";
export type { RateLimitName, RateLimits } from "./rules";
export {
  RATE_LIMIT_ENV_PREFIX,
  RATE_LIMITS,
  rateLimitEnvName,
  rateLimitKey,
  resolveRateLimits,
} from "./rules";
export { createRateLimitStore, createRedisClient } from "./create-store";
export { MemoryRateLimitStore } from "./stores/memory";
export type { PostgresRateLimitStoreOptions } from "./stores/postgres";
export { PostgresRateLimitStore } from "./stores/postgres";
export type { RedisRateLimitStoreOptions } from "./stores/redis";
export { REDIS_KEY_PREFIX, RedisRateLimitStore } from "./stores/redis";
