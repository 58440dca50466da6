import {
  bigint,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";

import { bytea, createdAt, id, ownedBy, tstz } from "./_common";
import { locale, users } from "./users";

export const outboxStatus = pgEnum("mail_outbox_status", ["pending", "sent", "failed"]);

export const newsletterStatus = pgEnum("newsletter_status", [
  "pending",
  "confirmed",
  "unsubscribed",
]);

export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    id: id(),
    email: text("email").notNull(),
    locale: locale("locale").notNull().default("en"),
    status: newsletterStatus("status").notNull().default("pending"),
    confirmTokenHash: text("confirm_token_hash"),
    confirmExpiresAt: tstz("confirm_expires_at"),
    unsubscribeTokenHash: text("unsubscribe_token_hash").notNull(),
    confirmedAt: tstz("confirmed_at"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("newsletter_subscribers_email_key").on(t.email),
    uniqueIndex("newsletter_subscribers_confirm_key").on(t.confirmTokenHash),
    uniqueIndex("newsletter_subscribers_unsubscribe_key").on(t.unsubscribeTokenHash),
  ],
);

export const avatars = pgTable(
  "avatars",
  {
    id: id(),
    userId: ownedBy("user_id", () => users.id),
    contentType: text("content_type").notNull(),
    bytes: bytea("bytes").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("avatars_user_id_idx").on(t.userId)],
);

/**
 * Insert-only; ids carry no foreign keys and names are copied in, so deleting a user or a team
 * never rewrites the trail.
 */
export const auditLogs = pgTable(
  "audit_logs",
  {
    id: id(),
    actorId: text("actor_id"),
    actorEmail: text("actor_email"),
    actorName: text("actor_name"),
    impersonatorId: text("impersonator_id"),
    teamId: text("team_id"),
    action: text("action").notNull(),
    targetType: text("target_type"),
    targetId: text("target_id"),
    targetEmail: text("target_email"),
    targetName: text("target_name"),
    ip: text("ip"),
    metadata: jsonb("metadata").$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [
    index("audit_logs_created_idx").on(t.createdAt),
    index("audit_logs_team_created_idx").on(t.teamId, t.createdAt),
    index("audit_logs_actor_created_idx").on(t.actorId, t.createdAt),
    index("audit_logs_target_created_idx").on(t.targetId, t.createdAt),
  ],
);

export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").notNull(),
    windowStart: bigint("window_start", { mode: "number" }).notNull(),
    count: integer("count").notNull().default(0),
    expiresAt: tstz("expires_at").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.key, t.windowStart] }),
    index("rate_limits_expires_at_idx").on(t.expiresAt),
  ],
);

export const mails = pgTable(
  "mails",
  {
    id: id(),
    to: text("to").notNull(),
    from: text("from").notNull(),
    subject: text("subject").notNull(),
    html: text("html").notNull(),
    text: text("text").notNull(),
    template: text("template").notNull(),
    locale: locale("locale").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("mails_to_created_idx").on(t.to, t.createdAt),
    index("mails_created_at_idx").on(t.createdAt),
  ],
);

/**
 * Mails sent outside a request, stored before the first attempt: a provider outage delays them
 * instead of losing them. `failed` after the last attempt, until an admin retries.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: id(),
    to: text("to").notNull(),
    template: text("template").notNull(),
    locale: locale("locale").notNull(),
    props: jsonb("props").$type<Record<string, unknown>>().notNull(),
    status: outboxStatus("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    /** Also the lease of an attempt in flight: a sender that died leaves the mail due again. */
    nextAttemptAt: tstz("next_attempt_at").notNull().defaultNow(),
    lastError: text("last_error"),
    sentAt: tstz("sent_at"),
    createdAt: createdAt(),
  },
  (t) => [
    index("mail_outbox_due_idx").on(t.status, t.nextAttemptAt),
    index("mail_outbox_created_at_idx").on(t.createdAt),
  ],
);

/** One row per scheduled job (`@teamkit/api`'s runner): what the admin overview shows. */
export const jobRuns = pgTable("job_runs", {
  name: text("name").primaryKey(),
  lastStartedAt: tstz("last_started_at"),
  lastFinishedAt: tstz("last_finished_at"),
  lastDurationMs: integer("last_duration_ms"),
  lastCounts: jsonb("last_counts").$type<Record<string, number>>(),
  /** Class and code only, like the logs. */
  lastError: text("last_error"),
  consecutiveFailures: integer("consecutive_failures").notNull().default(0),
  totalFailures: integer("total_failures").notNull().default(0),
  nextRunAt: tstz("next_run_at").notNull(),
});
