import {
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";

import { createdAt, id, ownedBy, tstz, updatedAt } from "./_common";
import { teams } from "./teams";
import { users } from "./users";

/** Set when the paying owner stopped being an owner; kept until the subscription runs again. */
export interface OwnerChangeCancellation {
  reason: "demoted" | "left" | "removed" | "accountDeleted";
  formerOwner: string;
  at: string;
  /** The former owner's card ("brand last4"): resuming waits until another card is on file. */
  card?: string | null;
  /** The payer had cancelled it before they stopped being an owner. */
  cancelledBefore?: boolean;
}

export const billingInterval = pgEnum("billing_interval", ["month", "year"]);
export const subscriptionStatus = pgEnum("subscription_status", [
  "active",
  "canceled",
  "expired",
  "incomplete",
  "past_due",
  "paused",
  "trialing",
  "unpaid",
]);
/** A subscription someone still pays for (or will, once a pause or a failed charge ends). */
export const RUNNING_SUBSCRIPTION_STATUSES = [
  "active",
  "trialing",
  "past_due",
  "unpaid",
  "paused",
] as const satisfies readonly (typeof subscriptionStatus.enumValues)[number][];

export const webhookEventStatus = pgEnum("webhook_event_status", [
  "received",
  "processed",
  "failed",
  "ignored",
]);

export const subscriptions = pgTable(
  "subscriptions",
  {
    id: id(),
    teamId: ownedBy("team_id", () => teams.id),
    provider: text("provider").notNull(),
    providerSubscriptionId: text("provider_subscription_id"),
    providerCustomerId: text("provider_customer_id"),
    providerOrderId: text("provider_order_id"),
    plan: text("plan").notNull(),
    variantId: text("variant_id").notNull(),
    interval: billingInterval("interval").notNull(),
    status: subscriptionStatus("status").notNull(),
    renewsAt: tstz("renews_at"),
    endsAt: tstz("ends_at"),
    trialEndsAt: tstz("trial_ends_at"),
    cardBrand: text("card_brand"),
    cardLastFour: text("card_last_four"),
    /** The provider's own `updated_at`: older events never overwrite newer state. */
    providerUpdatedAt: tstz("provider_updated_at"),
    /**
     * The owner whose payment method pays: when they stop being an owner, it is cancelled at period
     * end.
     */
    subscribedById: text("subscribed_by_id").references(() => users.id, { onDelete: "set null" }),
    /**
     * Who checked out: the provider's customer, whose portal (invoices, address, other
     * subscriptions) is theirs alone. Unlike `subscribedById`, a resume never changes it.
     */
    customerUserId: text("customer_user_id").references(() => users.id, { onDelete: "set null" }),
    pauseResumesAt: tstz("pause_resumes_at"),
    cancellation: jsonb("cancellation").$type<OwnerChangeCancellation>(),
    /** While `incomplete`: the provider's checkout page, so the owner can go back to it. */
    checkoutUrl: text("checkout_url"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("subscriptions_team_id_key").on(t.teamId),
    uniqueIndex("subscriptions_provider_subscription_key").on(t.provider, t.providerSubscriptionId),
  ],
);

/**
 * Stored before processing; deduplicated by payload hash. Retention empties `payload` but keeps
 * the hash: the provider's signatures carry no timestamp, so the hash is the replay guard.
 */
export const webhookEvents = pgTable(
  "webhook_events",
  {
    id: id(),
    provider: text("provider").notNull(),
    eventName: text("event_name").notNull(),
    payloadHash: text("payload_hash").notNull(),
    payload: jsonb("payload").$type<unknown>(),
    status: webhookEventStatus("status").notNull().default("received"),
    /** No foreign key: events outlive teams. */
    teamId: text("team_id"),
    /** Why an accepted event was not applied: unknown_team, team_mismatch, unknown_store, test_mode. */
    flag: text("flag"),
    error: text("error"),
    attempts: integer("attempts").notNull().default(0),
    /** A failed event waits until then before the next retry (backoff). */
    nextAttemptAt: tstz("next_attempt_at"),
    receivedAt: tstz("received_at").notNull().defaultNow(),
    processedAt: tstz("processed_at"),
  },
  (t) => [
    uniqueIndex("webhook_events_payload_hash_key").on(t.provider, t.payloadHash),
    index("webhook_events_received_at_idx").on(t.receivedAt),
    index("webhook_events_status_idx").on(t.status),
  ],
);

/**
 * Every checkout this deployment creates, by the SHA-256 of the reference it signs into the
 * checkout's `custom_data`. The team id is no foreign key: the row outlives a deleted team, so a
 * subscription paid for it afterwards is recognised as ours and cancelled.
 */
export const checkoutReferences = pgTable("checkout_references", {
  referenceHash: text("reference_hash").primaryKey(),
  provider: text("provider").notNull(),
  teamId: text("team_id").notNull(),
  expiresAt: tstz("expires_at").notNull(),
  createdAt: createdAt(),
});

export const billingSimulatorCheckouts = pgTable("billing_simulator_checkouts", {
  id: id(),
  variantId: text("variant_id").notNull(),
  customData: jsonb("custom_data").$type<Record<string, string>>().notNull(),
  email: text("email").notNull(),
  name: text("name"),
  skipTrial: boolean("skip_trial").notNull(),
  redirectUrl: text("redirect_url").notNull(),
  subscriptionId: text("subscription_id"),
  createdAt: createdAt(),
});

export const billingSimulatorSubscriptions = pgTable("billing_simulator_subscriptions", {
  id: id(),
  attributes: jsonb("attributes").$type<Record<string, unknown>>().notNull(),
  customData: jsonb("custom_data").$type<Record<string, string>>().notNull(),
  createdAt: createdAt(),
});
