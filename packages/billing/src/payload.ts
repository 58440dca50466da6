import { z } from "zod";

// Ids arrive as numbers from the API and as strings in some payloads.

const idString = z.union([z.string(), z.number()]).transform(String);
const nullableDate = z
  .string()
  .nullish()
  .transform((v) => (v ? new Date(v) : null));

export const SubscriptionAttributes = z.object({
  store_id: idString,
  customer_id: idString.nullish(),
  order_id: idString.nullish(),
  variant_id: idString,
  status: z.enum(["on_trial", "active", "paused", "past_due", "unpaid", "cancelled", "expired"]),
  cancelled: z.boolean().optional().default(false),
  pause: z
    .object({ mode: z.string(), resumes_at: z.string().nullish() })
    .nullish()
    .transform((v) => v ?? null),
  card_brand: z.string().nullish(),
  card_last_four: z.string().nullish(),
  trial_ends_at: nullableDate,
  renews_at: nullableDate,
  ends_at: nullableDate,
  updated_at: z.string().transform((v) => new Date(v)),
  test_mode: z.boolean().optional().default(false),
});
export type SubscriptionAttributes = z.infer<typeof SubscriptionAttributes>;
export type ProviderSubscriptionStatus = SubscriptionAttributes["status"];

export interface ProviderSubscription {
  id: string;
  attributes: SubscriptionAttributes;
}

export const InvoiceAttributes = z.object({
  store_id: idString,
  subscription_id: idString,
  test_mode: z.boolean().optional().default(false),
});

export const OrderAttributes = z.object({
  store_id: idString,
  test_mode: z.boolean().optional().default(false),
});

export const WebhookPayload = z.object({
  meta: z.object({
    event_name: z.string().min(1).max(100),
    test_mode: z.boolean().optional().default(false),
    custom_data: z.record(z.string(), z.unknown()).nullish(),
  }),
  data: z.object({
    type: z.string(),
    id: idString,
    attributes: z.record(z.string(), z.unknown()),
  }),
});
export type WebhookPayload = z.infer<typeof WebhookPayload>;

export const SUBSCRIPTION_EVENTS = [
  "subscription_created",
  "subscription_updated",
  "subscription_cancelled",
  "subscription_resumed",
  "subscription_expired",
  "subscription_paused",
  "subscription_unpaused",
] as const;
export const PAYMENT_EVENTS = [
  "subscription_payment_success",
  "subscription_payment_failed",
  "subscription_payment_recovered",
  "subscription_payment_refunded",
] as const;
export const ORDER_EVENTS = ["order_created", "order_refunded"] as const;
export type WebhookEventName =
  | (typeof SUBSCRIPTION_EVENTS)[number]
  | (typeof PAYMENT_EVENTS)[number]
  | (typeof ORDER_EVENTS)[number];
