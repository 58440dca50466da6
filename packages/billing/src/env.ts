import { createHmac } from "node:crypto";

import { z } from "zod";

import { localServicesEnabled } from "@teamkit/db/env";

import type { BillingInterval, PaidPlanId } from "./plans";

/** Unset and empty mean the same thing: `.env` files often carry `KEY=`. */
const optionalString = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value === "" ? undefined : value));

const variantId = optionalString.refine((v) => v === undefined || /^\d+$/.test(v), {
  message: "Lemon Squeezy variant ids are numbers (Products › your product › variant › ID).",
});

const schema = z.object({
  LEMONSQUEEZY_API_KEY: optionalString,
  LEMONSQUEEZY_STORE_ID: optionalString.refine((v) => v === undefined || /^\d+$/.test(v), {
    message: "LEMONSQUEEZY_STORE_ID must be your store's numeric id (Settings › Stores).",
  }),
  LEMONSQUEEZY_WEBHOOK_SECRET: optionalString.refine((v) => v === undefined || v.length >= 6, {
    message: "LEMONSQUEEZY_WEBHOOK_SECRET must be the signing secret of your webhook (6+ chars).",
  }),
  LEMONSQUEEZY_TEST_MODE: z.enum(["0", "1", ""]).optional(),
  LEMONSQUEEZY_VARIANT_PRO_MONTH: variantId,
  LEMONSQUEEZY_VARIANT_PRO_YEAR: variantId,
  LEMONSQUEEZY_VARIANT_BUSINESS_MONTH: variantId,
  LEMONSQUEEZY_VARIANT_BUSINESS_YEAR: variantId,
  APP_URL: optionalString,
  AUTH_SECRET: optionalString,
  TEAMKIT_LOCAL_SERVICES: z
    .enum(["0", "1", "true", "false", ""], {
      message:
        'TEAMKIT_LOCAL_SERVICES must be "1" (on) or "0" (off); leave it unset for the default (on in development, off in production).',
    })
    .optional(),
  NODE_ENV: z.string().optional(),
});

const LEMONSQUEEZY_KEYS = [
  "LEMONSQUEEZY_API_KEY",
  "LEMONSQUEEZY_STORE_ID",
  "LEMONSQUEEZY_WEBHOOK_SECRET",
  "LEMONSQUEEZY_VARIANT_PRO_MONTH",
  "LEMONSQUEEZY_VARIANT_PRO_YEAR",
  "LEMONSQUEEZY_VARIANT_BUSINESS_MONTH",
  "LEMONSQUEEZY_VARIANT_BUSINESS_YEAR",
] as const;

/** Lemon Squeezy's configuration, complete. */
export interface LemonSqueezyConfig {
  apiKey: string;
  storeId: string;
  webhookSecret: string;
  /** Whether test-mode events are accepted (a test store); a live setup ignores them. */
  acceptTestMode: boolean;
  variants: Record<PaidPlanId, Record<BillingInterval, string>>;
}

/** The package's validated configuration. */
export interface BillingEnv {
  /** Set: Lemon Squeezy is the provider, and the simulator is never chosen. */
  lemonSqueezy: LemonSqueezyConfig | null;
  localServices: boolean;
  /** Where the app answers: the simulator posts its webhooks to this origin. */
  appUrl: string;
  /** The simulator's signing secret (derived from AUTH_SECRET when set). */
  simulatorSecret: string;
}

/** Thrown when billing cannot work with the environment; the message says what to set. */
export class BillingConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "BillingConfigError";
  }
}

/**
 * Reads and validates the billing configuration. Lemon Squeezy is all or nothing (a half
 * configuration is an error naming what is missing). In production with local services off it is
 * required, so no deployment hands out free subscriptions through the simulator.
 */
export function readBillingEnv(
  source: Record<string, string | undefined> = process.env,
): BillingEnv {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    throw new BillingConfigError(
      `Invalid billing configuration:\n${parsed.error.issues.map((i) => `  - ${i.path.join(".")}: ${i.message}`).join("\n")}`,
    );
  }
  const env = parsed.data;
  const isProduction = env.NODE_ENV === "production";
  const localServices = localServicesEnabled(env);
  const missing = LEMONSQUEEZY_KEYS.filter((key) => !env[key]);
  if (missing.length && missing.length < LEMONSQUEEZY_KEYS.length) {
    throw new BillingConfigError(
      `Lemon Squeezy is partly configured: ${missing.join(", ")} missing. Set all of ${LEMONSQUEEZY_KEYS.join(", ")}, or none to use the local billing simulator (local services only).`,
    );
  }
  if (missing.length && isProduction && !localServices) {
    throw new BillingConfigError(
      `Billing is not configured for production: set ${LEMONSQUEEZY_KEYS.join(", ")} (from your Lemon Squeezy store), or set TEAMKIT_LOCAL_SERVICES=1 to use the local billing simulator explicitly (subscriptions are then simulated and free).`,
    );
  }
  const lemonSqueezy: LemonSqueezyConfig | null = missing.length
    ? null
    : {
        apiKey: env.LEMONSQUEEZY_API_KEY ?? "",
        storeId: env.LEMONSQUEEZY_STORE_ID ?? "",
        webhookSecret: env.LEMONSQUEEZY_WEBHOOK_SECRET ?? "",
        acceptTestMode:
          env.LEMONSQUEEZY_TEST_MODE === "1" || (!env.LEMONSQUEEZY_TEST_MODE && !isProduction),
        variants: {
          pro: {
            month: env.LEMONSQUEEZY_VARIANT_PRO_MONTH ?? "",
            year: env.LEMONSQUEEZY_VARIANT_PRO_YEAR ?? "",
          },
          business: {
            month: env.LEMONSQUEEZY_VARIANT_BUSINESS_MONTH ?? "",
            year: env.LEMONSQUEEZY_VARIANT_BUSINESS_YEAR ?? "",
          },
        },
      };
  return {
    lemonSqueezy,
    localServices,
    appUrl: (env.APP_URL ?? "http://localhost:3000").replace(/\/+$/, ""),
    simulatorSecret: createHmac("sha256", env.AUTH_SECRET ?? "teamkit-local")
      .update("billing-simulator-webhooks")
      .digest("hex"),
  };
}

/** Checks the billing configuration at start-up; throws a `BillingConfigError` saying what to set. */
export function assertBillingConfig(
  source: Record<string, string | undefined> = process.env,
): void {
  readBillingEnv(source);
}

let cached: BillingEnv | undefined;
/** The process's billing configuration, read once. */
export function billingEnv(): BillingEnv {
  cached ??= readBillingEnv();
  return cached;
}
