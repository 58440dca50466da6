import { describe, expect, it } from "vitest";

import { eq, subscriptions, webhookEvents } from "@teamkit/db";
import { makeTeam, useTestDatabase } from "@teamkit/db/testing";

import { recordCheckoutReference } from "../src/checkout-reference";
import { LemonSqueezyProvider } from "../src/lemonsqueezy";
import { currentPeriodEnd } from "../src/period";
import { signWebhook } from "../src/signature";
import { getBilling } from "../src/subscriptions";
import { handleWebhook } from "../src/webhooks";
import { billingFixtures, LEMON_SQUEEZY_CONFIG } from "./fixtures";

/*
 * A trial that has turned into a paid subscription: its period ends at the renewal, whatever the
 * provider still says about the trial, and a cancellation keeps the plan until then.
 */

const database = useTestDatabase();
const { simulator, subscribe, localState } = billingFixtures(() => database.db);

const DAY_MS = 86_400_000;

function monthAfter(date: Date): Date {
  const next = new Date(date);
  next.setUTCMonth(next.getUTCMonth() + 1);
  return next;
}

async function periodOf(teamId: string) {
  const { subscription } = await getBilling(database.db, teamId);
  if (!subscription) throw new Error("no subscription");
  return { ...subscription, periodEnd: currentPeriodEnd(subscription) };
}

describe("the simulator", () => {
  it("clears the trial's end when the trial ends, and a cancellation then keeps the plan until the renewal", async () => {
    let now = new Date();
    const team = await makeTeam(database.db);
    const { sim } = simulator({ deliver: true, clock: () => now });
    await subscribe(sim, team);
    const subscriptionId = (await localState(team.id))?.id ?? "";
    expect((await periodOf(team.id)).status).toBe("trialing");

    now = new Date(now.getTime() + 14 * DAY_MS);
    await sim.advance(subscriptionId, "trialEnd");
    const renewal = monthAfter(now);
    const converted = await sim.fetchSubscription(subscriptionId);
    expect(converted.attributes).toMatchObject({
      status: "active",
      trial_ends_at: null,
      renews_at: renewal,
    });
    expect(await periodOf(team.id)).toMatchObject({
      status: "active",
      trialEndsAt: null,
      renewsAt: renewal,
      periodEnd: renewal,
    });

    now = new Date(now.getTime() + 3_600_000);
    await sim.cancel(subscriptionId);
    const cancelled = await sim.fetchSubscription(subscriptionId);
    expect(cancelled.attributes).toMatchObject({ status: "cancelled", ends_at: renewal });
    expect(await periodOf(team.id)).toMatchObject({
      status: "canceled",
      endsAt: renewal,
      periodEnd: renewal,
    });
  });

  it("ends a trial cancelled before it converts on the trial's last day, and resumes it into the trial", async () => {
    const team = await makeTeam(database.db);
    const { sim } = simulator({ deliver: true });
    await subscribe(sim, team);
    const subscriptionId = (await localState(team.id))?.id ?? "";
    const trialEnd = (await sim.fetchSubscription(subscriptionId)).attributes.trial_ends_at;
    expect(trialEnd).toBeInstanceOf(Date);

    await sim.cancel(subscriptionId);
    expect((await sim.fetchSubscription(subscriptionId)).attributes.ends_at).toEqual(trialEnd);
    expect(await localState(team.id)).toMatchObject({ status: "canceled", endsAt: trialEnd });

    await sim.resume(subscriptionId);
    expect((await sim.fetchSubscription(subscriptionId)).attributes).toMatchObject({
      status: "on_trial",
      trial_ends_at: trialEnd,
    });
    expect(await periodOf(team.id)).toMatchObject({
      status: "trialing",
      trialEndsAt: trialEnd,
      periodEnd: trialEnd,
    });
  });
});

describe("Lemon Squeezy webhooks of a converted subscription", () => {
  const provider = new LemonSqueezyProvider(LEMON_SQUEEZY_CONFIG);
  const TRIAL_END = "2026-11-26T10:00:00.000000Z";
  const RENEWAL = "2026-12-26T10:00:00.000000Z";

  /** A subscription object as Lemon Squeezy's webhooks carry it, Pro monthly. */
  function attributes(changes: Record<string, unknown>) {
    return {
      store_id: 4242,
      customer_id: 7,
      order_id: 8,
      order_item_id: 9,
      product_id: 10,
      variant_id: 11,
      product_name: "Teamkit",
      variant_name: "Pro monthly",
      user_name: "Olga Owner",
      user_email: "olga@example.com",
      card_brand: "visa",
      card_last_four: "4242",
      pause: null,
      cancelled: false,
      billing_anchor: 26,
      first_subscription_item: null,
      urls: {
        update_payment_method:
          "https://teamkit.lemonsqueezy.com/subscription/1/payment-details?signature=a",
        customer_portal: "https://teamkit.lemonsqueezy.com/billing?signature=b",
      },
      ends_at: null,
      created_at: "2026-11-12T10:00:00.000000Z",
      test_mode: true,
      ...changes,
    };
  }

  /** Each team's checkout reference, as our checkout signed it into the events. */
  const references = new Map<string, string>();

  async function deliver(teamId: string, id: string, event: string, data: object) {
    const reference =
      references.get(teamId) ??
      (await recordCheckoutReference(database.db, provider, teamId)).reference;
    references.set(teamId, reference);
    const rawBody = JSON.stringify({
      meta: {
        event_name: event,
        custom_data: { team_id: teamId, checkout_ref: reference },
        test_mode: true,
        webhook_id: crypto.randomUUID(),
      },
      data: { type: "subscriptions", id, attributes: data },
    });
    const receipt = await handleWebhook(database.db, provider, {
      rawBody,
      signature: signWebhook(rawBody, provider.webhookSecret),
    });
    const [stored] = await database.db
      .select({ status: webhookEvents.status, flag: webhookEvents.flag })
      .from(webhookEvents)
      .where(eq(webhookEvents.id, receipt.eventId ?? ""));
    expect(stored).toEqual({ status: "processed", flag: null });
  }

  const cases = [
    ["null, as Lemon Squeezy sends it", null, "5001"],
    ["the past end of the trial", TRIAL_END, "5002"],
  ] as const;
  for (const [name, staleTrialEnd, id] of cases) {
    it(`stores the renewal as the end of the period when trial_ends_at is ${name}`, async () => {
      const team = await makeTeam(database.db);
      await deliver(
        team.id,
        id,
        "subscription_created",
        attributes({
          status: "on_trial",
          trial_ends_at: TRIAL_END,
          renews_at: TRIAL_END,
          updated_at: "2026-11-12T10:00:05.000000Z",
        }),
      );
      expect(await periodOf(team.id)).toMatchObject({
        status: "trialing",
        periodEnd: new Date(TRIAL_END),
      });

      await deliver(
        team.id,
        id,
        "subscription_updated",
        attributes({
          status: "active",
          trial_ends_at: staleTrialEnd,
          renews_at: RENEWAL,
          updated_at: "2026-11-26T10:00:07.000000Z",
        }),
      );
      const [row] = await database.db
        .select({ trialEndsAt: subscriptions.trialEndsAt })
        .from(subscriptions)
        .where(eq(subscriptions.teamId, team.id));
      expect(row).toEqual({ trialEndsAt: null });
      expect(await periodOf(team.id)).toMatchObject({
        status: "active",
        trialEndsAt: null,
        renewsAt: new Date(RENEWAL),
        periodEnd: new Date(RENEWAL),
      });

      await deliver(
        team.id,
        id,
        "subscription_cancelled",
        attributes({
          status: "cancelled",
          cancelled: true,
          trial_ends_at: staleTrialEnd,
          renews_at: RENEWAL,
          ends_at: RENEWAL,
          updated_at: "2026-11-26T12:00:00.000000Z",
        }),
      );
      expect(await periodOf(team.id)).toMatchObject({
        status: "canceled",
        trialEndsAt: null,
        endsAt: new Date(RENEWAL),
        periodEnd: new Date(RENEWAL),
      });
    });
  }
});

describe("currentPeriodEnd", () => {
  it("counts the trial's end only while the subscription is trialing", () => {
    const trialEndsAt = new Date("2026-11-26T10:00:00Z");
    const renewsAt = new Date("2026-12-26T10:00:00Z");
    expect(currentPeriodEnd({ status: "trialing", trialEndsAt, renewsAt: trialEndsAt })).toEqual(
      trialEndsAt,
    );
    for (const status of ["active", "past_due", "canceled", "paused"] as const) {
      expect(currentPeriodEnd({ status, trialEndsAt, renewsAt })).toEqual(renewsAt);
    }
  });
});
