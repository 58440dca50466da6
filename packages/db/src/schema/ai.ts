import { index, integer, jsonb, pgEnum, pgTable, primaryKey, text } from "drizzle-orm/pg-core";

import { createdAt, id, ownedBy, tstz, updatedAt } from "./_common";
import { teams } from "./teams";
import { users } from "./users";

export interface PendingStop {
  messageId: string;
  text: number;
  tools: number;
}

/** One user's in one team: nobody else reads it, not even the team's owner. */
export const aiConversations = pgTable(
  "ai_conversations",
  {
    id: id(),
    teamId: ownedBy("team_id", () => teams.id),
    userId: ownedBy("user_id", () => users.id),
    title: text("title").notNull(),
    pendingStops: jsonb("pending_stop").$type<PendingStop[]>(), // Stops ahead of their replies
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // The history list: one user's conversations in one team, newest first.
  (t) => [index("ai_conversations_team_user_updated_idx").on(t.teamId, t.userId, t.updatedAt)],
);

export const aiMessageStatus = pgEnum("ai_message_status", ["complete", "stopped", "error"]);

export const aiMessages = pgTable(
  "ai_messages",
  {
    id: id(),
    conversationId: ownedBy("conversation_id", () => aiConversations.id),
    role: text("role", { enum: ["user", "assistant"] }).notNull(),
    parts: jsonb("parts").$type<unknown[]>().notNull(),
    status: aiMessageStatus("status").notNull().default("complete"),
    errorKey: text("error_key"),
    createdAt: createdAt(),
  },
  (t) => [index("ai_messages_conversation_created_idx").on(t.conversationId, t.createdAt)],
);

/**
 * Per member and calendar month (UTC, `YYYY-MM`), raised by a guarded upsert that never passes the
 * plan's limit.
 */
export const aiUsage = pgTable(
  "ai_usage",
  {
    teamId: ownedBy("team_id", () => teams.id),
    userId: ownedBy("user_id", () => users.id),
    month: text("month").notNull(),
    count: integer("count").notNull().default(0),
    updatedAt: tstz("updated_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.teamId, t.userId, t.month] })],
);

/**
 * The Free plan's count per user and month across all their Free teams, so a new or deleted team
 * brings no fresh allowance; paid teams count in `ai_usage`.
 */
export const aiFreeUsage = pgTable(
  "ai_free_usage",
  {
    userId: ownedBy("user_id", () => users.id),
    month: text("month").notNull(),
    count: integer("count").notNull().default(0),
    updatedAt: tstz("updated_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.month] })],
);
