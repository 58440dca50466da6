import { boolean, index, jsonb, pgEnum, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";

import { createdAt, id, ownedBy, tstz, updatedAt } from "./_common";
import { users } from "./users";

export const teamRole = pgEnum("team_role", ["owner", "member"]);

export const teams = pgTable(
  "teams",
  {
    id: id(),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    trialUsedAt: tstz("trial_used_at"),
    requireTwoFactor: boolean("require_two_factor").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("teams_slug_key").on(t.slug)],
);

export const memberships = pgTable(
  "memberships",
  {
    id: id(),
    teamId: ownedBy("team_id", () => teams.id),
    userId: ownedBy("user_id", () => users.id),
    role: teamRole("role").notNull().default("member"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("memberships_team_user_key").on(t.teamId, t.userId),
    index("memberships_user_id_idx").on(t.userId),
  ],
);

export const invitations = pgTable(
  "invitations",
  {
    id: id(),
    teamId: ownedBy("team_id", () => teams.id),
    email: text("email").notNull(),
    role: teamRole("role").notNull().default("member"),
    tokenHash: text("token_hash").notNull(),
    invitedById: text("invited_by_id").references(() => users.id, { onDelete: "set null" }),
    expiresAt: tstz("expires_at").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("invitations_token_hash_key").on(t.tokenHash),
    uniqueIndex("invitations_team_email_key").on(t.teamId, t.email),
    index("invitations_email_idx").on(t.email),
  ],
);

/**
 * Append-only with no foreign keys: names at the time sit beside the ids, so deleting a user or a
 * team deletes no history.
 */
export const teamActivities = pgTable(
  "team_activities",
  {
    id: id(),
    teamId: text("team_id").notNull(),
    actorId: text("actor_id"),
    actorName: text("actor_name"),
    impersonatorId: text("impersonator_id"),
    action: text("action").notNull(),
    targetType: text("target_type"),
    targetId: text("target_id"),
    targetLabel: text("target_label"),
    details: jsonb("details").$type<Record<string, string | number | boolean | null>>(),
    createdAt: createdAt(),
  },
  (t) => [
    index("team_activities_team_created_idx").on(t.teamId, t.createdAt),
    // The audit log's filters by action kind and by actor, newest first within each.
    index("team_activities_team_action_created_idx").on(t.teamId, t.action, t.createdAt),
    index("team_activities_team_actor_created_idx").on(t.teamId, t.actorId, t.createdAt),
  ],
);
