import {
  cancelSubscription,
  createCheckout,
  getSubscription,
  lemonSqueezySetup,
  updateSubscription,
} from "@lemonsqueezy/lemonsqueezy.js";

import type { LemonSqueezyConfig } from "./env";
import type { ProviderSubscription } from "./payload";
import type { BillingInterval, PaidPlanId } from "./plans";
import type { BillingProvider, CheckoutRequest, PortalUrls, ProrationMode } from "./provider";
import { SubscriptionAttributes } from "./payload";
import { checkoutCustomData, planOfVariant } from "./provider";

/** The status only: Lemon Squeezy's messages can quote customer data. */
export class LemonSqueezyError extends Error {
  constructor(
    readonly operation: string,
    readonly status: number | null,
  ) {
    super(`Lemon Squeezy ${operation} failed (${status ?? "no response"})`);
    this.name = "LemonSqueezyError";
  }
}

/**
 * The SDK's fetch has no timeout of its own: an unanswered call would hold the owner's request for
 * minutes. A change the provider still makes after this reaches the app as a webhook.
 */
export const PROVIDER_TIMEOUT_MS = 10_000;

async function call<T>(
  operation: string,
  request: Promise<{ statusCode: number | null; data: T | null; error: Error | null }>,
): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new LemonSqueezyError(operation, null)), PROVIDER_TIMEOUT_MS);
  });
  try {
    const { statusCode, data, error } = await Promise.race([request, timedOut]);
    if (error || !data) throw new LemonSqueezyError(operation, statusCode);
    return data;
  } finally {
    clearTimeout(timer);
  }
}

export class LemonSqueezyProvider implements BillingProvider {
  readonly name = "lemonsqueezy" as const;
  readonly webhookSecret: string;
  readonly storeId: string;
  readonly acceptTestMode: boolean;

  constructor(private readonly config: LemonSqueezyConfig) {
    this.webhookSecret = config.webhookSecret;
    this.storeId = config.storeId;
    this.acceptTestMode = config.acceptTestMode;
    lemonSqueezySetup({ apiKey: config.apiKey });
  }

  variantId(plan: PaidPlanId, interval: BillingInterval): string {
    return this.config.variants[plan][interval];
  }

  planOfVariant(variantId: string) {
    return planOfVariant(this.config.variants, variantId);
  }

  async createCheckout(request: CheckoutRequest): Promise<{ url: string }> {
    const checkout = await call(
      "createCheckout",
      createCheckout(this.storeId, request.variantId, {
        checkoutData: {
          email: request.email,
          name: request.name ?? undefined,
          custom: checkoutCustomData(request),
        },
        expiresAt: request.expiresAt.toISOString(),
        checkoutOptions: { skipTrial: request.skipTrial },
        productOptions: {
          redirectUrl: request.redirectUrl,
          enabledVariants: [Number(request.variantId)],
        },
      }),
    );
    return { url: checkout.data.attributes.url };
  }

  async changePlan(subscriptionId: string, variantId: string, mode: ProrationMode): Promise<void> {
    await call(
      "changePlan",
      updateSubscription(subscriptionId, {
        variantId: Number(variantId),
        ...(mode === "invoiceNow" ? { invoiceImmediately: true } : { disableProrations: false }),
      }),
    );
  }

  async cancel(subscriptionId: string): Promise<void> {
    await call("cancel", cancelSubscription(subscriptionId));
  }

  async resume(subscriptionId: string): Promise<void> {
    await call("resume", updateSubscription(subscriptionId, { cancelled: false }));
  }

  async pause(subscriptionId: string, resumesAt: Date | null): Promise<void> {
    await call(
      "pause",
      updateSubscription(subscriptionId, {
        pause: { mode: "void", resumesAt: resumesAt?.toISOString() ?? null },
      }),
    );
  }

  async unpause(subscriptionId: string): Promise<void> {
    await call("unpause", updateSubscription(subscriptionId, { pause: null }));
  }

  async portalUrls(subscriptionId: string): Promise<PortalUrls> {
    // The URLs in a fetched subscription are signed and valid for 24 hours: fetch, never store.
    const subscription = await call("portalUrls", getSubscription(subscriptionId));
    const urls = subscription.data.attributes.urls;
    return {
      customerPortal: urls.customer_portal,
      updatePaymentMethod: urls.update_payment_method,
    };
  }

  async fetchSubscription(subscriptionId: string): Promise<ProviderSubscription> {
    const subscription = await call("fetchSubscription", getSubscription(subscriptionId));
    return {
      id: String(subscription.data.id),
      attributes: SubscriptionAttributes.parse(subscription.data.attributes),
    };
  }
}
