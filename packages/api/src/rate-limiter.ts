import type { Database } from "@teamkit/db";

import type { RateLimiter, RateLimitName } from "./rate-limit";
import { apiEnv } from "./env";
import { createRateLimiter, createRateLimitStore, rateLimitKey } from "./rate-limit";

/** Enforces a named limit (thresholds from env) for a subject such as an email or an IP. */
export interface ContextRateLimit {
  enforce: (name: RateLimitName, subject: string) => Promise<void>;
}

const globalForLimiter = globalThis as unknown as { teamkitRateLimiter?: RateLimiter };

/**
 * The process's limiter: one store (Redis when REDIS_URL is set, else the database) kept on
 * `globalThis` so hot reloads do not open new connections.
 */
function processLimiter(db: Database): RateLimiter {
  globalForLimiter.teamkitRateLimiter ??= createRateLimiter({
    store: createRateLimitStore({ db, redisUrl: apiEnv().REDIS_URL }),
  });
  return globalForLimiter.teamkitRateLimiter;
}

export function contextRateLimit(db: Database, limiter?: RateLimiter): ContextRateLimit {
  const rules = apiEnv().rateLimits;
  return {
    enforce: async (name, subject) => {
      await (limiter ?? processLimiter(db)).enforce(rateLimitKey(name, subject), rules[name]);
    },
  };
}
