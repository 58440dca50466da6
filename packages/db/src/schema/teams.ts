import { index, jsonb, pgEnum, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";

import { createdAt, id, tstz, updatedAt } from "./_common";
import { users } from "./users";

export const teamRole = pgEnum("team_role", ["owner", "member"]);

/** A tenant. `slug` is the team url (`/t/{slug}`). */
export const teams = pgTable(
  "teams",
  {
    id: id(),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    /** Set when the team started its one free trial. */
    trialUsedAt: tstz("trial_used_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("teams_slug_key").on(t.slug)],
);

export const memberships = pgTable(
  "memberships",
  {
    id: id(),
    teamId: text("team_id")
      .notNull()
      .references(() => teams.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: teamRole("role").notNull().default("member"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("memberships_team_user_key").on(t.teamId, t.userId),
    index("memberships_user_id_idx").on(t.userId),
  ],
);

/** A pending invitation; the token is stored hashed, the row is deleted once accepted or revoked. */
export const invitations = pgTable(
  "invitations",
  {
    id: id(),
    teamId: text("team_id")
      .notNull()
      .references(() => teams.id, { onDelete: "cascade" }),
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
 * A team's activity log: append-only, one row per thing that happened (joins, invitations, role
 * changes, removals, renames, and what later domains add). History outlives what it mentions, so
 * there are no foreign keys: ids stay as they were, with the names at the time beside them, and
 * deleting a user or the team deletes no history (a deleted team's rows are only unreachable).
 */
export const teamActivities = pgTable(
  "team_activities",
  {
    id: id(),
    teamId: text("team_id").notNull(),
    /** Who did it (null: the system, e.g. an expiry). */
    actorId: text("actor_id"),
    actorName: text("actor_name"),
    /** The platform admin behind the actor while impersonating. */
    impersonatorId: text("impersonator_id"),
    /** A dotted verb, e.g. `member.joined`, `invitation.created`, `team.renamed`. */
    action: text("action").notNull(),
    targetType: text("target_type"),
    targetId: text("target_id"),
    /** What the target was called then (a member's name, an invited address, a team name). */
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
