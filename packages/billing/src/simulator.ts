import { createHmac, timingSafeEqual } from "node:crypto";

import type { Database } from "@teamkit/db";
import type { SimulatorStep } from "@teamkit/validators/values";
import {
  billingSimulatorCheckouts as checkouts,
  eq,
  logLine,
  billingSimulatorSubscriptions as simSubscriptions,
} from "@teamkit/db";
import { AppError } from "@teamkit/validators";

import type { ProviderSubscription } from "./payload";
import type { BillingInterval, PaidPlanId } from "./plans";
import type { BillingProvider, CheckoutRequest, PortalUrls, ProrationMode } from "./provider";
import { SubscriptionAttributes } from "./payload";
import { getPlan } from "./plans";
import { checkoutCustomData, planOfVariant } from "./provider";
import { signWebhook } from "./signature";
import { INCOMPLETE_LIFETIME_MS } from "./status";

export const SIMULATOR_STORE_ID = "1";
export const SIMULATOR_VARIANTS: Record<PaidPlanId, Record<BillingInterval, string>> = {
  pro: { month: "101", year: "102" },
  business: { month: "201", year: "202" },
};

export type WebhookTransport = (rawBody: string, signature: string) => Promise<void>;

export function httpTransport(webhookUrl: string): WebhookTransport {
  return async (rawBody, signature) => {
    const response = await fetch(webhookUrl, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-signature": signature,
        "x-event-name": (JSON.parse(rawBody) as { meta: { event_name: string } }).meta.event_name,
      },
      body: rawBody,
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`Webhook answered ${response.status}`);
  };
}

export { SIMULATOR_STEPS } from "@teamkit/validators/values";
export type { SimulatorStep };

export interface SimulatedCard {
  brand: string;
  lastFour: string;
}

const PORTAL_LIFETIME_MS = 60 * 60 * 1000;
const TRIAL_KEEPING_STATUSES = ["on_trial", "cancelled", "paused"];
const DAY_MS = 86_400_000;

type Attributes = Record<string, unknown> & {
  updated_at: string;
  status: string;
  renews_at?: string | null;
  trial_ends_at?: string | null;
  pause?: { mode: string; resumes_at: string | null } | null;
};

/**
 * State lives in the database, so every app instance sees it; every change goes out as a signed
 * webhook.
 */
export class BillingSimulator implements BillingProvider {
  readonly name = "simulator" as const;
  readonly storeId = SIMULATOR_STORE_ID;
  readonly acceptTestMode = true;

  constructor(
    private readonly db: Database,
    readonly webhookSecret: string,
    private readonly transport: WebhookTransport,
    private readonly log: (line: string) => void = (line) => console.warn(line),
    private readonly clock: () => Date = () => new Date(),
  ) {}

  variantId(plan: PaidPlanId, interval: BillingInterval): string {
    return SIMULATOR_VARIANTS[plan][interval];
  }

  planOfVariant(variantId: string) {
    return planOfVariant(SIMULATOR_VARIANTS, variantId);
  }

  async createCheckout(request: CheckoutRequest): Promise<{ url: string }> {
    const [row] = await this.db
      .insert(checkouts)
      .values({
        variantId: request.variantId,
        customData: checkoutCustomData(request),
        email: request.email,
        name: request.name,
        skipTrial: request.skipTrial,
        redirectUrl: request.redirectUrl,
      })
      .returning({ id: checkouts.id });
    if (!row) throw new Error("no checkout");
    return { url: `/dev/billing/checkout?id=${row.id}` };
  }

  async getCheckout(id: string) {
    const [row] = await this.db.select().from(checkouts).where(eq(checkouts.id, id));
    if (!row || row.subscriptionId) return null;
    if (this.clock().getTime() - row.createdAt.getTime() > INCOMPLETE_LIFETIME_MS) return null;
    const target = this.planOfVariant(row.variantId);
    if (!target) return null;
    const plan = getPlan(target.plan);
    return {
      id: row.id,
      plan: target.plan,
      interval: target.interval,
      price: plan.prices[target.interval],
      trialDays: row.skipTrial ? 0 : plan.trialDays,
      email: row.email,
    };
  }

  async completeCheckout(id: string, card: SimulatedCard): Promise<{ redirectUrl: string }> {
    const checkout = await this.getCheckout(id);
    const [row] = await this.db.select().from(checkouts).where(eq(checkouts.id, id));
    if (!checkout || !row)
      throw new AppError("NOT_FOUND", { messageKey: "billing.errors.checkoutNotFound" });
    const now = this.clock();
    const onTrial = checkout.trialDays > 0;
    const trialEnds = onTrial ? new Date(now.getTime() + checkout.trialDays * DAY_MS) : null;
    const attributes: Attributes = {
      store_id: Number(SIMULATOR_STORE_ID),
      customer_id: 9000 + Math.floor(Math.random() * 1000),
      order_id: Math.floor(Math.random() * 1_000_000),
      variant_id: Number(row.variantId),
      status: onTrial ? "on_trial" : "active",
      cancelled: false,
      pause: null,
      card_brand: card.brand,
      card_last_four: card.lastFour,
      trial_ends_at: trialEnds?.toISOString() ?? null,
      renews_at: (trialEnds ?? addInterval(now, checkout.interval)).toISOString(),
      ends_at: null,
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
      test_mode: true,
    };
    const [subscription] = await this.db
      .insert(simSubscriptions)
      .values({ attributes, customData: row.customData })
      .returning({ id: simSubscriptions.id });
    if (!subscription) throw new Error("no subscription");
    await this.db
      .update(checkouts)
      .set({ subscriptionId: subscription.id })
      .where(eq(checkouts.id, id));
    const sub = { id: subscription.id, attributes, customData: row.customData };
    await this.deliver("order_created", this.order(sub, "paid"), row.customData);
    await this.deliver("subscription_created", this.subscriptionData(sub), row.customData);
    if (!onTrial)
      await this.deliver("subscription_payment_success", this.invoice(sub, "paid"), row.customData);
    return { redirectUrl: row.redirectUrl };
  }

  async changePlan(subscriptionId: string, variantId: string, mode: ProrationMode): Promise<void> {
    const sub = await this.update(subscriptionId, (a) => ({ ...a, variant_id: Number(variantId) }));
    await this.deliver("subscription_updated", this.subscriptionData(sub), sub.customData);
    if (mode === "invoiceNow" && sub.attributes.status === "active") {
      await this.deliver("subscription_payment_success", this.invoice(sub, "paid"), sub.customData);
    }
  }

  async cancel(subscriptionId: string): Promise<void> {
    const sub = await this.update(subscriptionId, (a) => {
      if (a.status === "expired") return a;
      return {
        ...a,
        status: "cancelled",
        cancelled: true,
        // The current period ends with the trial only while on trial; a converted subscription
        // has paid up to its renewal.
        ends_at: a.status === "on_trial" ? (a.trial_ends_at ?? a.renews_at) : a.renews_at,
      };
    });
    await this.deliver("subscription_cancelled", this.subscriptionData(sub), sub.customData);
  }

  async resume(subscriptionId: string): Promise<void> {
    const sub = await this.update(subscriptionId, (a) => {
      if (a.status !== "cancelled")
        throw new AppError("CONFLICT", { messageKey: "billing.errors.notCanceled" });
      return { ...a, status: this.runningStatus(a), cancelled: false, ends_at: null };
    });
    await this.deliver("subscription_resumed", this.subscriptionData(sub), sub.customData);
  }

  async pause(subscriptionId: string, resumesAt: Date | null): Promise<void> {
    const sub = await this.update(subscriptionId, (a) => ({
      ...a,
      status: "paused",
      pause: { mode: "void", resumes_at: resumesAt?.toISOString() ?? null },
    }));
    await this.deliver("subscription_paused", this.subscriptionData(sub), sub.customData);
  }

  async unpause(subscriptionId: string): Promise<void> {
    const sub = await this.update(subscriptionId, (a) => ({
      ...a,
      status: this.runningStatus(a),
      pause: null,
    }));
    await this.deliver("subscription_unpaused", this.subscriptionData(sub), sub.customData);
  }

  portalUrls(subscriptionId: string): Promise<PortalUrls> {
    const expires = this.clock().getTime() + PORTAL_LIFETIME_MS;
    const query = `id=${subscriptionId}&expires=${expires}&signature=${this.portalSignature(subscriptionId, expires)}`;
    return Promise.resolve({
      customerPortal: `/dev/billing/portal?${query}`,
      updatePaymentMethod: `/dev/billing/portal?${query}&section=payment`,
    });
  }

  verifyPortalLink(subscriptionId: string, expires: number, signature: string): boolean {
    if (!Number.isSafeInteger(expires) || expires < this.clock().getTime()) return false;
    const expected = Buffer.from(this.portalSignature(subscriptionId, expires));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  async fetchSubscription(subscriptionId: string): Promise<ProviderSubscription> {
    await this.endDuePause(subscriptionId);
    const sub = await this.load(subscriptionId);
    return { id: sub.id, attributes: SubscriptionAttributes.parse(sub.attributes) };
  }

  async describe(subscriptionId: string) {
    const sub = await this.fetchSubscription(subscriptionId);
    return { ...sub, target: this.planOfVariant(sub.attributes.variant_id) };
  }

  async updateCard(subscriptionId: string, card: SimulatedCard): Promise<void> {
    const sub = await this.update(subscriptionId, (a) => ({
      ...a,
      card_brand: card.brand,
      card_last_four: card.lastFour,
    }));
    await this.deliver("subscription_updated", this.subscriptionData(sub), sub.customData);
  }

  /** Lemon Squeezy resumes such a subscription by itself and sends `subscription_unpaused`. */
  async endDuePause(subscriptionId: string): Promise<boolean> {
    const current = await this.load(subscriptionId);
    const resumesAt = current.attributes.pause?.resumes_at;
    if (current.attributes.status !== "paused" || !resumesAt) return false;
    if (new Date(resumesAt).getTime() > this.clock().getTime()) return false;
    const sub = await this.update(subscriptionId, (a) => ({
      ...a,
      status: this.runningStatus(a),
      pause: null,
    }));
    await this.deliver("subscription_unpaused", this.subscriptionData(sub), sub.customData);
    return true;
  }

  async advance(subscriptionId: string, step: SimulatorStep): Promise<void> {
    const now = this.clock();
    if (step === "pauseEnd") {
      const current = await this.load(subscriptionId);
      const resumesAt = current.attributes.pause?.resumes_at;
      if (current.attributes.status !== "paused" || !resumesAt) throw conflict();
      // Time jumps to the resume date; the subscription then resumes as it would by itself.
      const later = new BillingSimulator(
        this.db,
        this.webhookSecret,
        this.transport,
        this.log,
        () => new Date(Math.max(now.getTime(), new Date(resumesAt).getTime())),
      );
      await later.endDuePause(subscriptionId);
      return;
    }
    const interval = (a: Attributes) =>
      this.planOfVariant(String(a.variant_id))?.interval ?? "month";
    if (step === "trialEnd") {
      const sub = await this.update(subscriptionId, (a) => {
        if (a.status !== "on_trial") throw conflict();
        return {
          ...a,
          status: "active",
          trial_ends_at: null,
          renews_at: addInterval(now, interval(a)).toISOString(),
        };
      });
      await this.deliver("subscription_updated", this.subscriptionData(sub), sub.customData);
      await this.deliver("subscription_payment_success", this.invoice(sub, "paid"), sub.customData);
      return;
    }
    if (step === "renewal") {
      const current = await this.load(subscriptionId);
      if (current.attributes.status === "cancelled") return this.advance(subscriptionId, "expire");
      const sub = await this.update(subscriptionId, (a) => {
        if (a.status !== "active") throw conflict();
        const from = new Date(a.renews_at ?? now.toISOString());
        return { ...a, renews_at: addInterval(from, interval(a)).toISOString() };
      });
      await this.deliver("subscription_payment_success", this.invoice(sub, "paid"), sub.customData);
      return;
    }
    if (step === "paymentFailed") {
      const sub = await this.update(subscriptionId, (a) => {
        if (a.status === "active" || a.status === "on_trial") return { ...a, status: "past_due" };
        if (a.status === "past_due") return { ...a, status: "unpaid" };
        throw conflict();
      });
      await this.deliver(
        "subscription_payment_failed",
        this.invoice(sub, "pending"),
        sub.customData,
      );
      await this.deliver("subscription_updated", this.subscriptionData(sub), sub.customData);
      return;
    }
    if (step === "paymentRecovered") {
      const sub = await this.update(subscriptionId, (a) => {
        if (a.status !== "past_due" && a.status !== "unpaid") throw conflict();
        return { ...a, status: "active" };
      });
      await this.deliver(
        "subscription_payment_recovered",
        this.invoice(sub, "paid"),
        sub.customData,
      );
      return;
    }
    if (step === "expire") {
      const sub = await this.update(subscriptionId, (a) => ({
        ...a,
        status: "expired",
        ends_at: now.toISOString(),
        renews_at: null,
      }));
      await this.deliver("subscription_expired", this.subscriptionData(sub), sub.customData);
      return;
    }
    // A refund under the money-back guarantee ends the subscription at once.
    const sub = await this.update(subscriptionId, (a) => ({
      ...a,
      status: "expired",
      cancelled: true,
      ends_at: now.toISOString(),
      renews_at: null,
    }));
    await this.deliver(
      "subscription_payment_refunded",
      this.invoice(sub, "refunded"),
      sub.customData,
    );
    await this.deliver("order_refunded", this.order(sub, "refunded"), sub.customData);
    await this.deliver("subscription_expired", this.subscriptionData(sub), sub.customData);
  }

  private runningStatus(a: Attributes): string {
    const trialEnds = a.trial_ends_at ? new Date(a.trial_ends_at).getTime() : 0;
    return trialEnds > this.clock().getTime() ? "on_trial" : "active";
  }

  private portalSignature(subscriptionId: string, expires: number): string {
    return createHmac("sha256", this.webhookSecret)
      .update(`portal:${subscriptionId}:${expires}`)
      .digest("hex");
  }

  private async load(subscriptionId: string) {
    const [row] = await this.db
      .select()
      .from(simSubscriptions)
      .where(eq(simSubscriptions.id, subscriptionId));
    if (!row) throw new AppError("NOT_FOUND", { messageKey: "billing.errors.noSubscription" });
    return { id: row.id, attributes: row.attributes as Attributes, customData: row.customData };
  }

  /**
   * Like Lemon Squeezy, `trial_ends_at` goes once a subscription leaves its trial; a cancelled or
   * paused trial keeps it, so resuming before that date returns to the trial.
   */
  private async update(subscriptionId: string, change: (a: Attributes) => Attributes) {
    const current = await this.load(subscriptionId);
    const previous = new Date(current.attributes.updated_at).getTime();
    const updatedAt = new Date(Math.max(this.clock().getTime(), previous + 1));
    const changed = change(current.attributes);
    const trialKept = TRIAL_KEEPING_STATUSES.includes(changed.status);
    const attributes = {
      ...changed,
      trial_ends_at: trialKept ? (changed.trial_ends_at ?? null) : null,
      updated_at: updatedAt.toISOString(),
    };
    await this.db
      .update(simSubscriptions)
      .set({ attributes })
      .where(eq(simSubscriptions.id, subscriptionId));
    return { ...current, attributes };
  }

  private subscriptionData(sub: { id: string; attributes: Attributes }) {
    return { type: "subscriptions", id: sub.id, attributes: sub.attributes };
  }

  private invoice(sub: { id: string; attributes: Attributes }, status: string) {
    const target = this.planOfVariant(String(sub.attributes.variant_id));
    return {
      type: "subscription-invoices",
      id: String(Math.floor(Math.random() * 1_000_000_000)),
      attributes: {
        store_id: Number(SIMULATOR_STORE_ID),
        subscription_id: sub.id,
        customer_id: sub.attributes.customer_id,
        status,
        billing_reason: "renewal",
        currency: "EUR",
        total: target ? getPlan(target.plan).prices[target.interval] : 0,
        card_brand: sub.attributes.card_brand,
        card_last_four: sub.attributes.card_last_four,
        refunded: status === "refunded",
        created_at: sub.attributes.updated_at,
        updated_at: sub.attributes.updated_at,
        test_mode: true,
      },
    };
  }

  private order(sub: { id: string; attributes: Attributes }, status: string) {
    return {
      type: "orders",
      id: String(sub.attributes.order_id),
      attributes: {
        store_id: Number(SIMULATOR_STORE_ID),
        customer_id: sub.attributes.customer_id,
        status,
        currency: "EUR",
        refunded: status === "refunded",
        first_order_item: {
          variant_id: sub.attributes.variant_id,
          order_id: sub.attributes.order_id,
        },
        created_at: sub.attributes.updated_at,
        updated_at: sub.attributes.updated_at,
        test_mode: true,
      },
    };
  }

  /** A failed delivery is logged; reconciliation repairs it. */
  private async deliver(eventName: string, data: unknown, customData: Record<string, string>) {
    const rawBody = JSON.stringify({
      meta: {
        event_name: eventName,
        custom_data: customData,
        test_mode: true,
        webhook_id: crypto.randomUUID(),
      },
      data,
    });
    try {
      await this.transport(rawBody, signWebhook(rawBody, this.webhookSecret));
    } catch (error) {
      this.log(
        logLine("warn", "simulator webhook not delivered", {
          event: eventName,
          error: error instanceof Error ? error.name : "unknown",
        }),
      );
    }
  }
}

function conflict(): AppError {
  return new AppError("CONFLICT", { messageKey: "billing.errors.simulatorStep" });
}

function addInterval(from: Date, interval: BillingInterval): Date {
  const next = new Date(from);
  if (interval === "year") next.setUTCFullYear(next.getUTCFullYear() + 1);
  else next.setUTCMonth(next.getUTCMonth() + 1);
  return next;
}
