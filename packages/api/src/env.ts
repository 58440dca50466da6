import { z } from "zod";

import type { EnvSource } from "@teamkit/db/env";
import { optionalText, parseEnv } from "@teamkit/db/env";

import type { RateLimits } from "./rate-limit";
import { resolveRateLimits } from "./rate-limit";

const retentionDays = (name: string, fallback: number) =>
  z.coerce
    .number({ message: `${name} must be a whole number of days (default ${fallback}).` })
    .int({ message: `${name} must be a whole number of days (default ${fallback}).` })
    .min(1, { message: `${name} must be at least 1 day.` })
    .max(3650, { message: `${name} must be at most 3650 days.` })
    .default(fallback);

const apiVariables = {
  TEAMKIT_SCHEDULER: z
    .enum(["app", "off"], {
      message:
        'TEAMKIT_SCHEDULER must be "app" (the app runs the scheduled jobs, the default) or "off" (they run in `pnpm worker`).',
    })
    .default("app"),
  TEAMKIT_MAILBOX_RETENTION_DAYS: retentionDays("TEAMKIT_MAILBOX_RETENTION_DAYS", 30),
  TEAMKIT_WEBHOOK_RETENTION_DAYS: retentionDays("TEAMKIT_WEBHOOK_RETENTION_DAYS", 90),
  TEAMKIT_PROXY_HOPS: z.coerce
    .number({
      message:
        "TEAMKIT_PROXY_HOPS must be a whole number: the reverse proxies in front of the app (default 0).",
    })
    .int()
    .min(0, {
      message:
        "TEAMKIT_PROXY_HOPS must be 0 (no proxy) or the number of proxies in front of the app that append to X-Forwarded-For.",
    })
    .max(10)
    .default(0),
  /** Chosen by `apps/web/server.mjs` at start; see `local-request.ts`. */
  TEAMKIT_LOCAL_REQUEST_TOKEN: optionalText,
  REDIS_URL: optionalText.refine((v) => v === undefined || /^rediss?:\/\//.test(v), {
    message:
      "REDIS_URL must start with redis:// or rediss://, or be unset to keep rate-limit counters in the database.",
  }),
};

export interface ApiEnv {
  REDIS_URL: string | undefined;
  TEAMKIT_SCHEDULER: "app" | "off";
  TEAMKIT_MAILBOX_RETENTION_DAYS: number;
  TEAMKIT_WEBHOOK_RETENTION_DAYS: number;
  TEAMKIT_LOCAL_REQUEST_TOKEN: string | undefined;
  /** Counted from the right of X-Forwarded-For. */
  TEAMKIT_PROXY_HOPS: number;
  rateLimits: RateLimits;
}

export function readApiEnv(source: EnvSource = process.env): ApiEnv {
  const env = parseEnv("API", apiVariables, source);
  return {
    REDIS_URL: env.REDIS_URL,
    TEAMKIT_SCHEDULER: env.TEAMKIT_SCHEDULER,
    TEAMKIT_MAILBOX_RETENTION_DAYS: env.TEAMKIT_MAILBOX_RETENTION_DAYS,
    TEAMKIT_WEBHOOK_RETENTION_DAYS: env.TEAMKIT_WEBHOOK_RETENTION_DAYS,
    TEAMKIT_LOCAL_REQUEST_TOKEN: env.TEAMKIT_LOCAL_REQUEST_TOKEN,
    TEAMKIT_PROXY_HOPS: env.TEAMKIT_PROXY_HOPS,
    rateLimits: resolveRateLimits(source),
  };
}

let cached: ApiEnv | undefined;
export function apiEnv(): ApiEnv {
  cached ??= readApiEnv();
  return cached;
}
