import { createHmac } from "node:crypto";

import { z } from "zod";

import type { EnvSource } from "@teamkit/db/env";
import {
  appUrlVariable,
  baseEnvVariables,
  DEFAULT_APP_URL,
  isProductionEnv,
  localServicesEnabled,
  optionalText,
  parseEnv,
} from "@teamkit/db/env";

import type { BillingInterval, PaidPlanId } from "./plans";

const variantId = optionalText.refine((v) => v === undefined || /^\d+$/.test(v), {
  message: "Lemon Squeezy variant ids are numbers (Products › your product › variant › ID).",
});

const billingVariables = {
  ...baseEnvVariables,
  ...appUrlVariable,
  LEMONSQUEEZY_API_KEY: optionalText,
  LEMONSQUEEZY_STORE_ID: optionalText.refine((v) => v === undefined || /^\d+$/.test(v), {
    message: "LEMONSQUEEZY_STORE_ID must be your store's numeric id (Settings › Stores).",
  }),
  LEMONSQUEEZY_WEBHOOK_SECRET: optionalText.refine((v) => v === undefined || v.length >= 6, {
    message: "LEMONSQUEEZY_WEBHOOK_SECRET must be the signing secret of your webhook (6+ chars).",
  }),
  LEMONSQUEEZY_TEST_MODE: z.enum(["0", "1", ""]).optional(),
  LEMONSQUEEZY_VARIANT_PRO_MONTH: variantId,
  LEMONSQUEEZY_VARIANT_PRO_YEAR: variantId,
  LEMONSQUEEZY_VARIANT_BUSINESS_MONTH: variantId,
  LEMONSQUEEZY_VARIANT_BUSINESS_YEAR: variantId,
  AUTH_SECRET: optionalText,
};

const LEMONSQUEEZY_KEYS = [
  "LEMONSQUEEZY_API_KEY",
  "LEMONSQUEEZY_STORE_ID",
  "LEMONSQUEEZY_WEBHOOK_SECRET",
  "LEMONSQUEEZY_VARIANT_PRO_MONTH",
  "LEMONSQUEEZY_VARIANT_PRO_YEAR",
  "LEMONSQUEEZY_VARIANT_BUSINESS_MONTH",
  "LEMONSQUEEZY_VARIANT_BUSINESS_YEAR",
] as const;

export interface LemonSqueezyConfig {
  apiKey: string;
  storeId: string;
  webhookSecret: string;
  acceptTestMode: boolean;
  variants: Record<PaidPlanId, Record<BillingInterval, string>>;
}

export interface BillingEnv {
  lemonSqueezy: LemonSqueezyConfig | null;
  localServices: boolean;
  appUrl: string;
  simulatorSecret: string;
}

export class BillingConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "BillingConfigError";
  }
}

/**
 * Lemon Squeezy is all or nothing, and required in production with local services off, so no
 * deployment hands out free subscriptions through the simulator.
 */
export function readBillingEnv(source: EnvSource = process.env): BillingEnv {
  const env = parseEnv(
    "billing",
    billingVariables,
    source,
    (message) => new BillingConfigError(message),
  );
  const isProduction = isProductionEnv(env.NODE_ENV);
  const localServices = localServicesEnabled(env);
  const missing = LEMONSQUEEZY_KEYS.filter((key) => !env[key]);
  if (missing.length && missing.length < LEMONSQUEEZY_KEYS.length) {
    throw new BillingConfigError(
      `Lemon Squeezy is partly configured: ${missing.join(", ")} missing. Set all of ${LEMONSQUEEZY_KEYS.join(", ")}${isProduction ? "" : ", or none to use the local billing simulator"}.`,
    );
  }
  if (missing.length && isProduction && !localServices) {
    throw new BillingConfigError(
      `Billing is not configured for production: set ${LEMONSQUEEZY_KEYS.join(", ")} from your Lemon Squeezy store (Settings → API for the key, Settings → Webhooks for the signing secret of a webhook to APP_URL/api/webhooks/lemonsqueezy, the store's id and the variant ids of each plan and interval).`,
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
    appUrl: env.APP_URL ?? DEFAULT_APP_URL,
    simulatorSecret: createHmac("sha256", env.AUTH_SECRET ?? "teamkit-local")
      .update("billing-simulator-webhooks")
      .digest("hex"),
  };
}

export function assertBillingConfig(source: EnvSource = process.env): void {
  readBillingEnv(source);
}

let cached: BillingEnv | undefined;
export function billingEnv(): BillingEnv {
  cached ??= readBillingEnv();
  return cached;
}
