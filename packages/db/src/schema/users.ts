import type { AnyPgColumn } from "drizzle-orm/pg-core";

import {
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";

import { createdAt, id, ownedBy, tstz, updatedAt } from "./_common";

export const platformRole = pgEnum("platform_role", ["user", "admin"]);
export const locale = pgEnum("locale", ["en", "de"]);
export const onboardingStep = pgEnum("onboarding_step", ["account", "team", "complete"]);
/** Where a session lives: the web app's cookie, or the mobile app's Bearer header. */
export const sessionKind = pgEnum("session_kind", ["web", "mobile"]);

export const users = pgTable(
  "users",
  {
    id: id(),
    name: text("name"),
    email: text("email").notNull(),
    emailVerified: tstz("email_verified"),
    image: text("image"),
    passwordHash: text("password_hash"),
    role: platformRole("role").notNull().default("user"),
    locale: locale("locale").notNull().default("en"),
    onboardingStep: onboardingStep("onboarding_step").notNull().default("account"),
    /**
     * No foreign key (teams reference users already): every read checks it against a live
     * membership.
     */
    activeTeamId: text("active_team_id"),
    /** Set while a confirmed authenticator guards sign-in (`two_factor_credentials`). */
    twoFactorEnabledAt: tstz("two_factor_enabled_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("users_email_key").on(t.email),
    index("users_created_at_idx").on(t.createdAt),
  ],
);

export const accounts = pgTable(
  "accounts",
  {
    userId: ownedBy("user_id", () => users.id),
    type: text("type").notNull(),
    provider: text("provider").notNull(),
    providerAccountId: text("provider_account_id").notNull(),
    refresh_token: text("refresh_token"),
    access_token: text("access_token"),
    expires_at: integer("expires_at"),
    token_type: text("token_type"),
    scope: text("scope"),
    id_token: text("id_token"),
    session_state: text("session_state"),
  },
  (t) => [
    primaryKey({ columns: [t.provider, t.providerAccountId] }),
    index("accounts_user_id_idx").on(t.userId),
  ],
);

/** A `mobile` session opens only by Bearer header, a `web` one only by the cookie. */
export const sessions = pgTable(
  "sessions",
  {
    sessionToken: text("session_token").primaryKey(),
    userId: ownedBy("user_id", () => users.id),
    expires: tstz("expires").notNull(),
    createdAt: createdAt(),
    lastActiveAt: tstz("last_active_at").notNull().defaultNow(),
    /** When the user last typed their password again in this session (see `recent-sign-in`). */
    confirmedAt: tstz("confirmed_at"),
    impersonatorId: text("impersonator_id").references(() => users.id, { onDelete: "cascade" }),
    /** The admin's own session an impersonation was started from: ending that one ends this. */
    impersonatorSession: text("impersonator_session").references(
      (): AnyPgColumn => sessions.sessionToken,
      { onDelete: "cascade" },
    ),
    userAgent: text("user_agent"),
    kind: sessionKind("kind").notNull().default("web"),
    deviceName: text("device_name"),
  },
  (t) => [
    index("sessions_user_id_idx").on(t.userId),
    // Ending any session looks for the impersonations started from it (the cascade).
    index("sessions_impersonator_session_idx").on(t.impersonatorSession),
  ],
);

/**
 * Where the user has signed in before, so a sign-in from anywhere else is mailed. `deviceHash`:
 * SHA-256 of the web's known-device cookie id, or of a phone's device name. Outlives the sessions,
 * which signing out deletes.
 */
export const knownDevices = pgTable(
  "known_devices",
  {
    userId: ownedBy("user_id", () => users.id),
    kind: sessionKind("kind").notNull(),
    deviceHash: text("device_hash").notNull(),
    createdAt: createdAt(),
    lastSeenAt: tstz("last_seen_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind, t.deviceHash] })],
);

/** Required by the Auth.js adapter; unused by our own flows. */
export const verificationTokens = pgTable(
  "verification_tokens",
  {
    identifier: text("identifier").notNull(),
    token: text("token").notNull(),
    expires: tstz("expires").notNull(),
  },
  (t) => [primaryKey({ columns: [t.identifier, t.token] })],
);
