import { z } from "zod";

import type { RateLimits } from "./rate-limit";
import { resolveRateLimits } from "./rate-limit";

const schema = z.object({
  REDIS_URL: z
    .string()
    .trim()
    .optional()
    .transform((v) => v || undefined)
    .refine((v) => v === undefined || /^rediss?:\/\//.test(v), {
      message:
        "REDIS_URL must start with redis:// or rediss://, or be unset to keep rate-limit counters in the database.",
    }),
});

export interface ApiEnv {
  REDIS_URL: string | undefined;
  rateLimits: RateLimits;
}

/** The API's environment: Redis for rate limits (optional) and the named limits with overrides. */
export function readApiEnv(source: Record<string, string | undefined> = process.env): ApiEnv {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    throw new Error(
      `Invalid API configuration:\n${parsed.error.issues.map((i) => `  - ${i.path.join(".")}: ${i.message}`).join("\n")}`,
    );
  }
  return { REDIS_URL: parsed.data.REDIS_URL, rateLimits: resolveRateLimits(source) };
}

let cached: ApiEnv | undefined;
export function apiEnv(): ApiEnv {
  cached ??= readApiEnv();
  return cached;
}
