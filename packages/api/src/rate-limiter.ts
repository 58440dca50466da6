import type { Database } from "@teamkit/db";

import type { RateLimiter, RateLimitName } from "./rate-limit";
import { apiEnv } from "./env";
import { createRateLimiter, createRateLimitStore, rateLimitKey } from "./rate-limit";

export interface ContextRateLimit {
  enforce: (name: RateLimitName, subject: string, messageKey?: string) => Promise<void>;
}

const globalForLimiter = globalThis as unknown as { teamkitRateLimiter?: RateLimiter };

/** Kept on `globalThis` so hot reloads do not open new connections. */
function processLimiter(db: Database): RateLimiter {
  globalForLimiter.teamkitRateLimiter ??= createRateLimiter({
    store: createRateLimitStore({ db, redisUrl: apiEnv().REDIS_URL }),
  });
  return globalForLimiter.teamkitRateLimiter;
}

export function contextRateLimit(db: Database, limiter?: RateLimiter): ContextRateLimit {
  const rules = apiEnv().rateLimits;
  return {
    enforce: async (name, subject, messageKey) => {
      await (limiter ?? processLimiter(db)).enforce(
        rateLimitKey(name, subject),
        rules[name],
        messageKey,
      );
    },
  };
}
