import type { ProviderSubscription } from "./payload";
import type { BillingInterval, PaidPlanId } from "./plans";
import { BILLING_INTERVALS } from "./plans";

/** What a checkout is for; `teamId` travels as `custom_data.team_id` into every webhook. */
export interface CheckoutRequest {
  teamId: string;
  variantId: string;
  email: string;
  name: string | null;
  /** The team used its one trial already. */
  skipTrial: boolean;
  /** Where the provider sends the buyer after paying. */
  redirectUrl: string;
}

/**
 * How a plan change is billed: `invoiceNow` (an upgrade: prorated and invoiced at once) or
 * `atRenewal` (a downgrade or interval switch: the proration is settled at the next renewal).
 */
export type ProrationMode = "invoiceNow" | "atRenewal";

/** The customer portal and the update-payment-method page: pre-signed, short-lived, never stored. */
export interface PortalUrls {
  customerPortal: string;
  updatePaymentMethod: string;
}

/**
 * A payment provider: Lemon Squeezy, or the local simulator with the same behaviour. Every change
 * reaches the app as a signed webhook, never as a return value.
 */
export interface BillingProvider {
  readonly name: "lemonsqueezy" | "simulator";
  /** The secret webhooks are signed with. */
  readonly webhookSecret: string;
  /** The store whose events are accepted (others are ignored). */
  readonly storeId: string;
  /** Whether test-mode events are applied. */
  readonly acceptTestMode: boolean;
  variantId(plan: PaidPlanId, interval: BillingInterval): string;
  /** The plan and interval of a variant id, or null for a variant this app does not sell. */
  planOfVariant(variantId: string): { plan: PaidPlanId; interval: BillingInterval } | null;
  createCheckout(request: CheckoutRequest): Promise<{ url: string }>;
  changePlan(subscriptionId: string, variantId: string, mode: ProrationMode): Promise<void>;
  cancel(subscriptionId: string): Promise<void>;
  resume(subscriptionId: string): Promise<void>;
  /** Pauses with mode `void` (service suspended, nothing charged), until `resumesAt` if given. */
  pause(subscriptionId: string, resumesAt: Date | null): Promise<void>;
  unpause(subscriptionId: string): Promise<void>;
  portalUrls(subscriptionId: string): Promise<PortalUrls>;
  fetchSubscription(subscriptionId: string): Promise<ProviderSubscription>;
}

/** Looks a variant id up in a plan × interval table. */
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
