import { bigint, boolean, index, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";

import { bytea, createdAt, id, ownedBy, tstz } from "./_common";
import { users } from "./users";

/**
 * An authenticator's TOTP secret, encrypted with the two-factor key named by `keyId`. A row
 * without `confirmedAt` is an enrolment waiting for its first code.
 */
export const twoFactorCredentials = pgTable("two_factor_credentials", {
  userId: ownedBy("user_id", () => users.id).primaryKey(),
  secretCiphertext: text("secret_ciphertext").notNull(),
  keyId: text("key_id").notNull(),
  confirmedAt: tstz("confirmed_at"),
  /** The last time step a code was accepted for: a code is never accepted twice. */
  lastUsedStep: bigint("last_used_step", { mode: "number" }),
  createdAt: createdAt(),
});

/** SHA-256 hashes of the recovery codes; each works once. */
export const recoveryCodes = pgTable(
  "recovery_codes",
  {
    id: id(),
    userId: ownedBy("user_id", () => users.id),
    codeHash: text("code_hash").notNull(),
    usedAt: tstz("used_at"),
    createdAt: createdAt(),
  },
  (t) => [index("recovery_codes_user_id_idx").on(t.userId)],
);

/** "Trust this browser": a cookie's hashed token that skips the second factor until it expires. */
export const trustedBrowsers = pgTable(
  "trusted_browsers",
  {
    id: id(),
    userId: ownedBy("user_id", () => users.id),
    tokenHash: text("token_hash").notNull(),
    userAgent: text("user_agent"),
    expiresAt: tstz("expires_at").notNull(),
    lastUsedAt: tstz("last_used_at"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("trusted_browsers_token_hash_key").on(t.tokenHash),
    index("trusted_browsers_user_id_idx").on(t.userId),
  ],
);

/**
 * A WebAuthn credential (passkey). `counter` is the authenticator's last signature counter; 0 while
 * the authenticator keeps none (synced passkeys).
 */
export const passkeys = pgTable(
  "passkeys",
  {
    id: id(),
    userId: ownedBy("user_id", () => users.id),
    /** base64url, as browsers send it. */
    credentialId: text("credential_id").notNull(),
    /** COSE-encoded. */
    publicKey: bytea("public_key").notNull(),
    counter: bigint("counter", { mode: "number" }).notNull().default(0),
    transports: jsonb("transports").$type<string[]>().notNull().default([]),
    /** Whether the credential may live on several devices, and whether it is backed up. */
    multiDevice: boolean("multi_device").notNull().default(false),
    backedUp: boolean("backed_up").notNull().default(false),
    name: text("name").notNull(),
    lastUsedAt: tstz("last_used_at"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("passkeys_credential_id_key").on(t.credentialId),
    index("passkeys_user_id_idx").on(t.userId),
  ],
);
