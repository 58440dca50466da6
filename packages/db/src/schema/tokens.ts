import { index, integer, jsonb, pgEnum, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";

import { createdAt, id, tstz } from "./_common";
import { users } from "./users";

export const oneTimeTokenType = pgEnum("one_time_token_type", [
  "email_verification",
  "magic_link",
  "password_reset",
  "email_change",
  "mobile_handoff",
  "two_factor_challenge",
  "passkey_registration",
  "passkey_sign_in",
]);

/**
 * SHA-256 hashes only; single use (`usedAt`), dead after `expiresAt` or, for codes, too many
 * `attempts`.
 */
export const oneTimeTokens = pgTable(
  "one_time_tokens",
  {
    id: id(),
    type: oneTimeTokenType("type").notNull(),
    identifier: text("identifier").notNull(),
    userId: text("user_id").references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    codeHash: text("code_hash"),
    attempts: integer("attempts").notNull().default(0),
    data: jsonb("data").$type<Record<string, unknown>>(),
    expiresAt: tstz("expires_at").notNull(),
    usedAt: tstz("used_at"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("one_time_tokens_token_hash_key").on(t.tokenHash),
    index("one_time_tokens_type_identifier_idx").on(t.type, t.identifier),
    index("one_time_tokens_user_id_idx").on(t.userId),
  ],
);
