import type { BillingProvider } from "@teamkit/billing";
import type { Database } from "@teamkit/db";
import { recordExpiredImpersonations } from "@teamkit/admin";
import { deleteExpiredAuthRows } from "@teamkit/auth";
import {
  billingProvider,
  pruneWebhookBodies,
  reconcileBilling,
  retryWebhookEvents,
} from "@teamkit/billing";
import { deliverOutbox, pruneMailbox, pruneSentMail } from "@teamkit/email";
import { deleteExpiredInvitations } from "@teamkit/teams";

import type { ApiEnv } from "../env";
import type { JobDefinition } from "./runner";
import { PostgresRateLimitStore } from "../rate-limit";

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

export const UPKEEP_JOB_NAMES = [
  "mailOutbox",
  "webhookRetries",
  "billingReconciliation",
  "expiredRows",
  "retention",
] as const;
export type UpkeepJobName = (typeof UPKEEP_JOB_NAMES)[number];

export interface UpkeepOptions {
  env: Pick<ApiEnv, "TEAMKIT_MAILBOX_RETENTION_DAYS" | "TEAMKIT_WEBHOOK_RETENTION_DAYS">;
  provider?: (db: Database) => BillingProvider;
}

/** The app's scheduled upkeep; each job is safe to repeat and to run late. */
export function upkeepJobs(options: UpkeepOptions): (JobDefinition & { name: UpkeepJobName })[] {
  const provider = options.provider ?? ((db: Database) => billingProvider(db));
  const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);
  return [
    {
      name: "mailOutbox",
      everyMs: MINUTE_MS,
      run: async ({ db, now }) => ({ ...(await deliverOutbox(db, { now })) }),
    },
    {
      name: "webhookRetries",
      everyMs: MINUTE_MS,
      // A minute's grace: a newer event is still being applied by the request that received it.
      run: async ({ db, now, log }) => ({
        ...(await retryWebhookEvents(db, provider(db), { now, log, minAgeMs: MINUTE_MS })),
      }),
    },
    {
      // Also lapses checkouts left incomplete and applies events whose backoff has passed.
      name: "billingReconciliation",
      everyMs: HOUR_MS,
      run: async ({ db, now, log }) => ({
        ...(await reconcileBilling(db, provider(db), { now, log })),
      }),
    },
    {
      name: "expiredRows",
      everyMs: HOUR_MS,
      run: async ({ db, now }) => ({
        impersonationsExpired: await recordExpiredImpersonations(db, now),
        ...(await deleteExpiredAuthRows(db, now)),
        invitations: await deleteExpiredInvitations(db, now),
        rateLimits: await new PostgresRateLimitStore(db, { now: () => now.getTime() }).prune(),
      }),
    },
    {
      name: "retention",
      everyMs: DAY_MS,
      run: async ({ db, now }) => ({
        mails: await pruneMailbox(db, daysBefore(now, options.env.TEAMKIT_MAILBOX_RETENTION_DAYS)),
        sentMails: await pruneSentMail(
          db,
          daysBefore(now, options.env.TEAMKIT_MAILBOX_RETENTION_DAYS),
        ),
        webhookBodies: await pruneWebhookBodies(
          db,
          daysBefore(now, options.env.TEAMKIT_WEBHOOK_RETENTION_DAYS),
        ),
      }),
    },
  ];
}
