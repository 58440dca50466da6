import type { ProviderSubscription } from "./payload";
import type { BillingInterval, PaidPlanId } from "./plans";
import { BILLING_INTERVALS } from "./plans";

export interface CheckoutRequest {
  teamId: string;
  variantId: string;
  email: string;
  name: string | null;
  skipTrial: boolean;
  redirectUrl: string;
  /** Signed into `custom_data` as `checkout_ref`; null only for checkouts made before references. */
  reference: string | null;
  /** When the provider stops taking payment: the local incomplete row's lifetime. */
  expiresAt: Date;
}

export type ProrationMode = "invoiceNow" | "atRenewal";

export interface PortalUrls {
  customerPortal: string;
  updatePaymentMethod: string;
}

/** Every change reaches the app as a signed webhook, never as a return value. */
export interface BillingProvider {
  readonly name: "lemonsqueezy" | "simulator";
  readonly webhookSecret: string;
  readonly storeId: string;
  readonly acceptTestMode: boolean;
  variantId(plan: PaidPlanId, interval: BillingInterval): string;
  planOfVariant(variantId: string): { plan: PaidPlanId; interval: BillingInterval } | null;
  createCheckout(request: CheckoutRequest): Promise<{ url: string }>;
  changePlan(subscriptionId: string, variantId: string, mode: ProrationMode): Promise<void>;
  cancel(subscriptionId: string): Promise<void>;
  resume(subscriptionId: string): Promise<void>;
  pause(subscriptionId: string, resumesAt: Date | null): Promise<void>;
  unpause(subscriptionId: string): Promise<void>;
  portalUrls(subscriptionId: string): Promise<PortalUrls>;
  fetchSubscription(subscriptionId: string): Promise<ProviderSubscription>;
}

export function planOfVariant(
  variants: Record<PaidPlanId, Record<BillingInterval, string>>,
  variantId: string,
): { plan: PaidPlanId; interval: BillingInterval } | null {
  for (const plan of ["pro", "business"] as const) {
    for (const interval of BILLING_INTERVALS) {
      if (variants[plan][interval] === variantId) return { plan, interval };
    }
  }
  return null;
}

/** What a checkout carries back in every event of the subscription it creates. */
export function checkoutCustomData(request: CheckoutRequest): Record<string, string> {
  return request.reference
    ? { team_id: request.teamId, checkout_ref: request.reference }
    : { team_id: request.teamId };
}
