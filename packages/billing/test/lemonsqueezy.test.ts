import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { readBillingEnv } from "../src/env";
import { LemonSqueezyError, LemonSqueezyProvider, PROVIDER_TIMEOUT_MS } from "../src/lemonsqueezy";
import { LEMON_SQUEEZY_CONFIG } from "./fixtures";

/*
 * The Lemon Squeezy adapter against the API's documented JSON:API shapes, with fetch mocked: what
 * it sends for each operation, and how it reads answers and failures.
 */

/** A subscription as GET /v1/subscriptions/:id returns it. */
const SUBSCRIPTION = {
  jsonapi: { version: "1.0" },
  links: { self: "https://api.lemonsqueezy.com/v1/subscriptions/1" },
  data: {
    type: "subscriptions",
    id: "1",
    attributes: {
      store_id: 4242,
      customer_id: 7,
      order_id: 8,
      order_item_id: 9,
      product_id: 10,
      variant_id: 12,
      product_name: "Teamkit",
      variant_name: "Pro yearly",
      user_name: "Olga Owner",
      user_email: "olga@example.com",
      status: "on_trial",
      status_formatted: "On Trial",
      card_brand: "visa",
      card_last_four: "4242",
      pause: null,
      cancelled: false,
      trial_ends_at: "2026-12-09T10:00:00.000000Z",
      billing_anchor: 9,
      first_subscription_item: null,
      urls: {
        update_payment_method:
          "https://teamkit.lemonsqueezy.com/subscription/1/payment-details?signature=a",
        customer_portal: "https://teamkit.lemonsqueezy.com/billing?signature=b",
      },
      renews_at: "2026-12-09T10:00:00.000000Z",
      ends_at: null,
      created_at: "2026-11-25T10:00:00.000000Z",
      updated_at: "2026-11-25T10:00:05.000000Z",
      test_mode: true,
    },
  },
};

let requests: { url: string; method: string; body: unknown }[];
let respond: (url: string) => Response;

beforeEach(() => {
  requests = [];
  respond = () => Response.json(SUBSCRIPTION);
  vi.stubGlobal("fetch", (input: string | URL | Request, init?: RequestInit) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    requests.push({
      url,
      method: init?.method ?? "GET",
      body: typeof init?.body === "string" ? (JSON.parse(init.body) as unknown) : null,
    });
    return Promise.resolve(respond(url));
  });
});
afterEach(() => vi.unstubAllGlobals());

describe("Lemon Squeezy adapter", () => {
  it("creates a checkout for the variant with the team and our reference in custom data, expiring with the local checkout, the trial skipped once used", async () => {
    respond = () =>
      Response.json(
        {
          data: {
            type: "checkouts",
            id: "c1",
            attributes: { url: "https://teamkit.lemonsqueezy.com/checkout/c1" },
          },
        },
        { status: 201 },
      );
    const provider = new LemonSqueezyProvider(LEMON_SQUEEZY_CONFIG);
    const { url } = await provider.createCheckout({
      teamId: "team-1",
      variantId: provider.variantId("pro", "year"),
      email: "olga@example.com",
      name: "Olga",
      skipTrial: true,
      redirectUrl: "https://app.example.com/app/settings/team/billing?checkout=done",
      reference: "ref-1",
      expiresAt: new Date("2030-01-02T03:04:05.000Z"),
    });
    expect(url).toBe("https://teamkit.lemonsqueezy.com/checkout/c1");
    const [request] = requests;
    expect(request?.url).toBe("https://api.lemonsqueezy.com/v1/checkouts");
    expect(request?.method).toBe("POST");
    expect(request?.body).toMatchObject({
      data: {
        type: "checkouts",
        attributes: {
          checkout_data: {
            email: "olga@example.com",
            custom: { team_id: "team-1", checkout_ref: "ref-1" },
          },
          checkout_options: { skip_trial: true },
          expires_at: "2030-01-02T03:04:05.000Z",
          product_options: {
            redirect_url: "https://app.example.com/app/settings/team/billing?checkout=done",
          },
        },
        relationships: {
          store: { data: { type: "stores", id: "4242" } },
          variant: { data: { type: "variants", id: "12" } },
        },
      },
    });
  });

  it("reads a fetched subscription in our terms", async () => {
    const provider = new LemonSqueezyProvider(LEMON_SQUEEZY_CONFIG);
    const subscription = await provider.fetchSubscription("1");
    expect(subscription.id).toBe("1");
    expect(subscription.attributes).toMatchObject({
      store_id: "4242",
      variant_id: "12",
      status: "on_trial",
      card_last_four: "4242",
    });
    expect(subscription.attributes.updated_at).toEqual(new Date("2026-11-25T10:00:05.000Z"));
    expect(provider.planOfVariant(subscription.attributes.variant_id)).toEqual({
      plan: "pro",
      interval: "year",
    });
  });

  it("upgrades with an immediate invoice, switches without one, pauses with mode void and resumes", async () => {
    const provider = new LemonSqueezyProvider(LEMON_SQUEEZY_CONFIG);
    await provider.changePlan("1", "22", "invoiceNow");
    await provider.changePlan("1", "11", "atRenewal");
    await provider.pause("1", new Date("2027-01-01T00:00:00Z"));
    await provider.unpause("1");
    await provider.resume("1");
    await provider.cancel("1");
    const attributes = requests.map(
      (r) => (r.body as { data?: { attributes?: unknown } } | null)?.data?.attributes,
    );
    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      "PATCH https://api.lemonsqueezy.com/v1/subscriptions/1",
      "PATCH https://api.lemonsqueezy.com/v1/subscriptions/1",
      "PATCH https://api.lemonsqueezy.com/v1/subscriptions/1",
      "PATCH https://api.lemonsqueezy.com/v1/subscriptions/1",
      "PATCH https://api.lemonsqueezy.com/v1/subscriptions/1",
      "DELETE https://api.lemonsqueezy.com/v1/subscriptions/1",
    ]);
    expect(attributes[0]).toMatchObject({ variant_id: 22, invoice_immediately: true });
    expect(attributes[1]).toMatchObject({ variant_id: 11 });
    expect(attributes[1]).not.toHaveProperty("invoice_immediately");
    expect(attributes[2]).toMatchObject({
      pause: { mode: "void", resumes_at: "2027-01-01T00:00:00.000Z" },
    });
    expect(attributes[3]).toEqual({ pause: null });
    expect(attributes[4]).toEqual({ cancelled: false });
  });

  it("fetches the portal URLs fresh from the subscription", async () => {
    const provider = new LemonSqueezyProvider(LEMON_SQUEEZY_CONFIG);
    expect(await provider.portalUrls("1")).toEqual({
      customerPortal: "https://teamkit.lemonsqueezy.com/billing?signature=b",
      updatePaymentMethod:
        "https://teamkit.lemonsqueezy.com/subscription/1/payment-details?signature=a",
    });
  });

  it("turns a refused call into a LemonSqueezyError with the status and no message from the provider", async () => {
    respond = () =>
      Response.json({ errors: [{ detail: "olga@example.com is unknown" }] }, { status: 404 });
    const provider = new LemonSqueezyProvider(LEMON_SQUEEZY_CONFIG);
    const failure = await provider.cancel("1").catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(LemonSqueezyError);
    expect((failure as LemonSqueezyError).status).toBe(404);
    expect((failure as Error).message).not.toContain("olga");
  });
  it("gives up on a call the provider does not answer, as a LemonSqueezyError without a status", async () => {
    vi.stubGlobal("fetch", () => new Promise<Response>(() => undefined));
    vi.useFakeTimers();
    try {
      const provider = new LemonSqueezyProvider(LEMON_SQUEEZY_CONFIG);
      const failure = provider.cancel("1").catch((error: unknown) => error);
      await vi.advanceTimersByTimeAsync(PROVIDER_TIMEOUT_MS);
      expect(await failure).toMatchObject({
        name: "LemonSqueezyError",
        operation: "cancel",
        status: null,
      });
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("billing configuration", () => {
  const ls = {
    LEMONSQUEEZY_API_KEY: "key",
    LEMONSQUEEZY_STORE_ID: "1",
    LEMONSQUEEZY_WEBHOOK_SECRET: "secret-123",
    LEMONSQUEEZY_VARIANT_PRO_MONTH: "11",
    LEMONSQUEEZY_VARIANT_PRO_YEAR: "12",
    LEMONSQUEEZY_VARIANT_BUSINESS_MONTH: "21",
    LEMONSQUEEZY_VARIANT_BUSINESS_YEAR: "22",
  };

  it("refuses production without Lemon Squeezy unless local services are on explicitly", () => {
    expect(() => readBillingEnv({ NODE_ENV: "production" })).toThrow(/LEMONSQUEEZY_API_KEY/);
    expect(() => readBillingEnv({ NODE_ENV: "production" })).toThrow(/Settings → Webhooks/);
    expect(() => readBillingEnv({ NODE_ENV: "production" })).not.toThrow(/TEAMKIT_LOCAL_SERVICES/);
    expect(readBillingEnv({ NODE_ENV: "production", TEAMKIT_LOCAL_SERVICES: "1" })).toMatchObject({
      lemonSqueezy: null,
      localServices: true,
    });
    expect(readBillingEnv({ NODE_ENV: "production", ...ls }).lemonSqueezy).toMatchObject({
      storeId: "1",
      acceptTestMode: false,
    });
  });

  it("refuses a half configuration, naming what is missing", () => {
    const { LEMONSQUEEZY_VARIANT_BUSINESS_YEAR: _missing, ...partial } = ls;
    expect(() => readBillingEnv(partial)).toThrow(/LEMONSQUEEZY_VARIANT_BUSINESS_YEAR missing/);
    expect(() => readBillingEnv({ ...partial, NODE_ENV: "production" })).not.toThrow(/simulator/);
  });

  it("uses the simulator in development without configuration", () => {
    expect(readBillingEnv({ NODE_ENV: "development" })).toMatchObject({
      lemonSqueezy: null,
      localServices: true,
    });
  });
});
