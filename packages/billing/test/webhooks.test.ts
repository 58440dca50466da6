import { beforeAll, describe, expect, it, vi } from "vitest";

import {
  and,
  billingSimulatorCheckouts,
  checkoutReferences,
  eq,
  inArray,
  sql,
  subscriptions,
  teamActivities,
  teams,
  webhookEvents,
} from "@teamkit/db";
import { makeTeam, makeWebhookEvent, useTestDatabase } from "@teamkit/db/testing";

import type { BillingProvider } from "../src/provider";
import type { BillingSimulator } from "../src/simulator";
import { getEntitlements } from "../src/entitlements";
import { reconcileBilling } from "../src/reconcile";
import { signWebhook } from "../src/signature";
import { INCOMPLETE_LIFETIME_MS } from "../src/status";
import { getBilling, startCheckout } from "../src/subscriptions";
import {
  handleWebhook,
  MAX_WEBHOOK_ATTEMPTS,
  pruneWebhookBodies,
  receiveWebhook,
  retryWebhookEvents,
  WEBHOOK_RETRY_BASE_MS,
} from "../src/webhooks";
import { billingFixtures, quiet, SECRET } from "./fixtures";

const database = useTestDatabase();

const { simulator, subscribe, localState } = billingFixtures(() => database.db);

describe("webhook signatures", () => {
  let sim: BillingSimulator;
  beforeAll(() => {
    sim = simulator({ deliver: false }).sim;
  });
  const body = JSON.stringify({
    meta: { event_name: "order_created", custom_data: {} },
    data: { type: "orders", id: "1", attributes: { store_id: 1 } },
  });
  const good = signWebhook(body, SECRET);
  const cases: [string, string, string | null][] = [
    ["is missing", body, null],
    ["is wrong", body, signWebhook(body, "another-secret")],
    ["has the wrong length", body, good.slice(0, 62)],
    ["is not hex", body, `${good.slice(0, 63)}z`],
    ["signed a body that was re-serialized", JSON.stringify(JSON.parse(body), null, 2), good],
    ["is empty", body, ""],
  ];
  for (const [name, rawBody, signature] of cases) {
    it(`answers 401 and stores nothing when the signature ${name}`, async () => {
      const before = await database.db.$count(webhookEvents);
      expect(await receiveWebhook(database.db, sim, { rawBody, signature })).toEqual({
        status: 401,
      });
      expect(await database.db.$count(webhookEvents)).toBe(before);
    });
  }

  it("accepts a body signed with the secret, in upper- or lower-case hex", async () => {
    for (const signature of [good.toUpperCase(), good.toLowerCase()]) {
      const receipt = await receiveWebhook(database.db, sim, { rawBody: body, signature });
      expect(receipt.status, signature).toBe(200);
    }
  });

  it("answers 400 for a signed body that is not an event", async () => {
    const rawBody = '{"hello":"world"}';
    const receipt = await receiveWebhook(database.db, sim, {
      rawBody,
      signature: signWebhook(rawBody, SECRET),
    });
    expect(receipt.status).toBe(400);
  });
});

describe("webhook engine", () => {
  it("applies the same event delivered 10 times, and 10 times in parallel, once", async () => {
    const team = await makeTeam(database.db);
    const { sim, sent } = simulator({ deliver: false });
    await subscribe(sim, team);
    const created = sent.find((s) => s.event === "subscription_created");
    if (!created) throw new Error("no event");
    const request = { rawBody: created.rawBody, signature: created.signature };
    for (let i = 0; i < 10; i++) await handleWebhook(database.db, sim, request);
    await Promise.all(Array.from({ length: 10 }, () => handleWebhook(database.db, sim, request)));

    expect((await localState(team.id))?.status).toBe("trialing");
    const stored = await database.db
      .select({ status: webhookEvents.status })
      .from(webhookEvents)
      .where(
        and(eq(webhookEvents.teamId, team.id), eq(webhookEvents.eventName, "subscription_created")),
      );
    expect(stored).toEqual([{ status: "processed" }]);
    const changes = await database.db.$count(
      teamActivities,
      and(
        eq(teamActivities.teamId, team.id),
        eq(teamActivities.action, "billing.subscriptionChanged"),
      ),
    );
    expect(changes).toBe(1);
  });

  // 24 orders of 4 webhooks: 3 s on an idle machine, 16 s under load beside the API suite.
  it("ends in the same state whatever the order of created, payment_success, updated and cancelled", async () => {
    const team = await makeTeam(database.db, { trialUsedAt: new Date() });
    const { sim, sent } = simulator({ deliver: false });
    await subscribe(sim, team);
    const [row] = await database.db
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(eq(subscriptions.teamId, team.id));
    const subscriptionId = (JSON.parse(sent[1]?.rawBody ?? "{}") as { data: { id: string } }).data
      .id;
    await sim.changePlan(subscriptionId, sim.variantId("business", "year"), "atRenewal");
    await sim.cancel(subscriptionId);
    const pick = (event: string) => {
      const found = sent.find((s) => s.event === event);
      if (!found) throw new Error(event);
      return found;
    };
    const events = [
      "subscription_created",
      "subscription_payment_success",
      "subscription_updated",
      "subscription_cancelled",
    ].map(pick);
    expect(row).toBeDefined();

    const outcomes = new Set<string>();
    for (const order of permutations([0, 1, 2, 3])) {
      await database.db.delete(subscriptions).where(eq(subscriptions.teamId, team.id));
      await database.db.delete(webhookEvents).where(eq(webhookEvents.teamId, team.id));
      for (const index of order) {
        const event = events[index];
        if (!event) throw new Error("index");
        await handleWebhook(database.db, sim, {
          rawBody: event.rawBody,
          signature: event.signature,
        });
      }
      const state = await localState(team.id);
      outcomes.add(JSON.stringify(state));
    }
    expect(outcomes.size).toBe(1);
    const final = await localState(team.id);
    expect(final).toMatchObject({
      status: "canceled",
      plan: "business",
      interval: "year",
      id: subscriptionId,
    });
    expect(final?.endsAt).toBeInstanceOf(Date);
  }, 120_000);

  it("ignores stale events: an older state never overwrites a newer one or revives an expired one", async () => {
    const team = await makeTeam(database.db, { trialUsedAt: new Date() });
    const { sim, sent } = simulator({ deliver: true });
    await subscribe(sim, team);
    const subscriptionId = (JSON.parse(sent[1]?.rawBody ?? "{}") as { data: { id: string } }).data
      .id;
    await sim.advance(subscriptionId, "expire");
    expect((await localState(team.id))?.status).toBe("expired");

    const created = sent.find((s) => s.event === "subscription_created");
    if (!created) throw new Error("no event");
    // The same older event, delivered again later with a different body (a new webhook id).
    const replay = JSON.parse(created.rawBody) as { meta: { webhook_id: string } };
    replay.meta.webhook_id = "redelivered";
    const rawBody = JSON.stringify(replay);
    await handleWebhook(database.db, sim, { rawBody, signature: signWebhook(rawBody, SECRET) });
    expect((await localState(team.id))?.status).toBe("expired");
    const [stored] = await database.db
      .select({ status: webhookEvents.status, flag: webhookEvents.flag })
      .from(webhookEvents)
      .where(
        eq(webhookEvents.payloadHash, (await import("../src/signature")).payloadHash(rawBody)),
      );
    expect(stored).toEqual({ status: "processed", flag: "stale" });
  });

  it("stores and flags, but does not apply, an event for an unknown team or another team's subscription", async () => {
    const team = await makeTeam(database.db);
    const other = await makeTeam(database.db);
    const { sim, sent } = simulator({ deliver: true });
    await subscribe(sim, team);
    const created = sent.find((s) => s.event === "subscription_created");
    if (!created) throw new Error("no event");
    const forge = (teamId: string, id: string, subscriptionId?: string) => {
      const payload = JSON.parse(created.rawBody) as {
        meta: { custom_data: { team_id: string }; webhook_id: string };
        data: { id: string };
      };
      payload.meta.custom_data.team_id = teamId;
      if (subscriptionId) payload.data.id = subscriptionId;
      payload.meta.webhook_id = id;
      const rawBody = JSON.stringify(payload);
      return { rawBody, signature: signWebhook(rawBody, SECRET) };
    };
    await handleWebhook(
      database.db,
      sim,
      forge("00000000-0000-4000-8000-000000000000", "a", "unknown-subscription"),
    );
    await handleWebhook(database.db, sim, forge(other.id, "b"));
    const flags = await database.db
      .select({ flag: webhookEvents.flag, status: webhookEvents.status })
      .from(webhookEvents)
      .where(eq(webhookEvents.status, "ignored"));
    expect(flags).toEqual(
      expect.arrayContaining([
        { flag: "unknown_team", status: "ignored" },
        { flag: "team_mismatch", status: "ignored" },
      ]),
    );
    expect(await localState(other.id)).toBeUndefined();
  });

  /** A subscribed team's payment event, undelivered, and a provider that is down until told. */
  async function paymentWhileProviderDown() {
    const team = await makeTeam(database.db, { trialUsedAt: new Date() });
    const { sim, sent } = simulator({ deliver: false });
    await subscribe(sim, team);
    const payment = sent.find((s) => s.event === "subscription_payment_success");
    if (!payment) throw new Error("no event");
    const provider = { down: true };
    const flaky: BillingProvider = Object.assign(Object.create(sim) as BillingSimulator, {
      fetchSubscription: (id: string) =>
        provider.down ? Promise.reject(new Error("provider down")) : sim.fetchSubscription(id),
    });
    return { team, payment, flaky, provider };
  }

  it("records a failed application and applies it on retry", async () => {
    const { team, payment, flaky, provider } = await paymentWhileProviderDown();
    const receipt = await handleWebhook(database.db, flaky, payment);
    expect(receipt.status).toBe(200);
    const [failed] = await database.db
      .select({ status: webhookEvents.status, attempts: webhookEvents.attempts })
      .from(webhookEvents)
      .where(eq(webhookEvents.id, receipt.eventId ?? ""));
    expect(failed).toEqual({ status: "failed", attempts: 1 });
    provider.down = false;
    await retryWebhookEvents(database.db, flaky, { log: quiet });
    expect((await localState(team.id))?.status).not.toBe("active");
    const afterBackoff = new Date(Date.now() + WEBHOOK_RETRY_BASE_MS + 1_000);
    await retryWebhookEvents(database.db, flaky, { log: quiet, now: afterBackoff });
    expect((await localState(team.id))?.status).toBe("active");
  });

  it("waits 1, 4, 16 and 64 minutes between failed attempts, then gives up", async () => {
    const { payment, flaky: down } = await paymentWhileProviderDown();
    const receipt = await receiveWebhook(database.db, down, payment);
    // A second on: the event's received_at is the database's clock, which may run a little ahead.
    const start = new Date(Date.now() + 1_000);
    const eventId = receipt.eventId ?? "";
    const state = async () => {
      const [row] = await database.db
        .select({ attempts: webhookEvents.attempts, next: webhookEvents.nextAttemptAt })
        .from(webhookEvents)
        .where(eq(webhookEvents.id, eventId));
      return { attempts: row?.attempts ?? -1, next: row?.next ?? start };
    };
    const waits: number[] = [];
    let now = start;
    for (let attempt = 1; attempt <= MAX_WEBHOOK_ATTEMPTS; attempt++) {
      await retryWebhookEvents(database.db, down, { log: quiet, now });
      const { attempts, next } = await state();
      expect(attempts).toBe(attempt);
      // A minute early, nothing is tried.
      await retryWebhookEvents(database.db, down, {
        log: quiet,
        now: new Date(next.getTime() - 60_000),
      });
      expect((await state()).attempts).toBe(attempt);
      waits.push((next.getTime() - now.getTime()) / 60_000);
      now = next;
    }
    expect(waits).toEqual([1, 4, 16, 64, 256]);
    await retryWebhookEvents(database.db, down, { log: quiet, now });
    expect((await state()).attempts).toBe(MAX_WEBHOOK_ATTEMPTS);
  });

  it("reconciliation repairs a state whose events were never delivered", async () => {
    const team = await makeTeam(database.db, { trialUsedAt: new Date() });
    const delivering = simulator({ deliver: true });
    await subscribe(delivering.sim, team);
    const subscriptionId = (await localState(team.id))?.id ?? "";
    // The app is down: the provider's later changes never arrive.
    const lost = simulator({ deliver: false });
    await lost.sim.updateCard(subscriptionId, { brand: "mastercard", lastFour: "5555" });
    await lost.sim.cancel(subscriptionId);
    expect((await localState(team.id))?.status).toBe("active");

    const report = await reconcileBilling(database.db, lost.sim, { log: quiet });
    expect(report.subscriptionsRepaired).toBeGreaterThanOrEqual(1);
    expect(await localState(team.id)).toMatchObject({
      status: "canceled",
      cardLastFour: "5555",
    });
  });
});

describe("webhook body retention", () => {
  it("empties the bodies of settled events past retention and still refuses their replay", async () => {
    const { sim } = simulator({ deliver: false });
    const rawBody = JSON.stringify({
      meta: { event_name: "order_created", custom_data: {} },
      data: { type: "orders", id: "retained-1", attributes: { store_id: 1 } },
    });
    const delivery = { rawBody, signature: signWebhook(rawBody, SECRET) };
    const first = await handleWebhook(database.db, sim, delivery);
    const old = new Date(Date.now() - 100 * 86_400_000);
    await database.db
      .update(webhookEvents)
      .set({ receivedAt: old })
      .where(eq(webhookEvents.id, first.eventId ?? ""));
    const retrying = await makeWebhookEvent(database.db, {
      status: "failed",
      attempts: 1,
      receivedAt: old,
      payload: { kept: true },
    });
    const recent = await makeWebhookEvent(database.db, {
      status: "processed",
      payload: { kept: 1 },
    });
    const cutoff = new Date(Date.now() - 90 * 86_400_000);

    expect(await pruneWebhookBodies(database.db, cutoff)).toBeGreaterThanOrEqual(1);
    expect(await pruneWebhookBodies(database.db, cutoff)).toBe(0);
    const rows = await database.db
      .select({ id: webhookEvents.id, payload: webhookEvents.payload })
      .from(webhookEvents)
      .where(inArray(webhookEvents.id, [first.eventId ?? "", retrying.id, recent.id]));
    const payloadOf = (id: string) => rows.find((row) => row.id === id)?.payload;
    expect(payloadOf(first.eventId ?? "")).toBeNull();
    expect(payloadOf(retrying.id)).toEqual({ kept: true });
    expect(payloadOf(recent.id)).toEqual({ kept: 1 });
    expect(await handleWebhook(database.db, sim, delivery)).toEqual({
      status: 200,
      duplicate: true,
    });
  });
});

const openCheckout = (
  sim: BillingSimulator,
  team: Awaited<ReturnType<typeof makeTeam>>,
  interval: "month" | "year" = "month",
) =>
  startCheckout(database.db, sim, {
    teamId: team.id,
    actor: team.owner,
    email: "owner@example.com",
    name: null,
    plan: "pro",
    interval,
    redirectUrl: "/",
  });

describe("checkout and entitlements", () => {
  it("hands an open checkout back for its plan, refuses another until it lapses, and any once a subscription runs", async () => {
    const team = await makeTeam(database.db);
    const { sim } = simulator({ deliver: true });
    const first = await openCheckout(sim, team, "year");
    // Left unpaid: the same plan continues that checkout; a second one could be paid as well.
    await expect(openCheckout(sim, team, "year")).resolves.toEqual(first);
    await expect(openCheckout(sim, team, "month")).rejects.toMatchObject({
      code: "CONFLICT",
      messageKey: "billing.errors.checkoutOpen",
    });
    await database.db
      .update(subscriptions)
      .set({ createdAt: new Date(Date.now() - INCOMPLETE_LIFETIME_MS - 60_000) })
      .where(eq(subscriptions.teamId, team.id));
    const second = await openCheckout(sim, team, "month");
    expect(second.url).not.toBe(first.url);
    await sim.completeCheckout(new URL(second.url, "http://x").searchParams.get("id") ?? "", {
      brand: "visa",
      lastFour: "4242",
    });
    expect((await localState(team.id))?.status).toBe("trialing");
    await expect(openCheckout(sim, team, "year")).rejects.toMatchObject({
      messageKey: "billing.errors.subscriptionExists",
    });
  });

  it("starts Pro and Business with a trial that ends 14 days after the checkout", async () => {
    const started = new Date("2026-03-01T09:30:00.000Z");
    const { sim } = simulator({ deliver: true, clock: () => started });
    for (const plan of ["pro", "business"] as const) {
      const team = await makeTeam(database.db);
      await subscribe(sim, team, plan);
      const { subscription } = await getBilling(database.db, team.id);
      expect([subscription?.plan, subscription?.status]).toEqual([plan, "trialing"]);
      expect(subscription?.trialEndsAt?.toISOString()).toBe("2026-03-15T09:30:00.000Z");
    }
  });

  it("gives one trial per team: the second subscription starts without one", async () => {
    const team = await makeTeam(database.db);
    const { sim } = simulator({ deliver: true });
    await subscribe(sim, team);
    expect((await localState(team.id))?.status).toBe("trialing");
    const subscriptionId = (await localState(team.id))?.id ?? "";
    await sim.advance(subscriptionId, "expire");
    await subscribe(sim, team);
    expect((await localState(team.id))?.status).toBe("active");
  });

  it("follows the subscription: plan limits while active, Free limits once paused or expired", async () => {
    const team = await makeTeam(database.db, { trialUsedAt: new Date() });
    expect(await getEntitlements(database.db, team.id)).toMatchObject({
      planId: "free",
      maxMembers: 3,
    });
    const { sim } = simulator({ deliver: true });
    await subscribe(sim, team, "business");
    expect(await getEntitlements(database.db, team.id)).toMatchObject({
      planId: "business",
      status: "active",
      maxMembers: null,
      features: { auditLog: true, twoFactorPolicy: true },
    });
    const subscriptionId = (await localState(team.id))?.id ?? "";
    await sim.pause(subscriptionId, null);
    expect(await getEntitlements(database.db, team.id)).toMatchObject({
      planId: "free",
      status: "paused",
    });
    await sim.unpause(subscriptionId);
    await sim.changePlan(subscriptionId, sim.variantId("pro", "month"), "atRenewal");
    expect(await getEntitlements(database.db, team.id)).toMatchObject({
      planId: "pro",
      maxMembers: 15,
      features: { auditLog: false, twoFactorPolicy: false },
    });
    await sim.advance(subscriptionId, "paymentFailed");
    expect((await getEntitlements(database.db, team.id)).planId).toBe("pro");
    await sim.advance(subscriptionId, "paymentFailed");
    expect(await getEntitlements(database.db, team.id)).toMatchObject({
      planId: "free",
      status: "unpaid",
    });
    await sim.advance(subscriptionId, "refund");
    expect(await getEntitlements(database.db, team.id)).toMatchObject({
      planId: "free",
      status: "expired",
    });
  });
});

function permutations<T>(items: T[]): T[][] {
  if (items.length <= 1) return [items];
  return items.flatMap((item, i) =>
    permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]),
  );
}

describe("checkout references", () => {
  async function checkoutOf(
    sim: BillingSimulator,
    teamId: string,
    reference: string | null,
    pay = true,
  ) {
    const { url } = await sim.createCheckout({
      teamId,
      variantId: sim.variantId("pro", "month"),
      email: "buyer@example.com",
      name: null,
      skipTrial: false,
      redirectUrl: "/",
      reference,
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    const id = new URL(url, "http://x").searchParams.get("id") ?? "";
    if (pay) await sim.completeCheckout(id, { brand: "visa", lastFour: "4242" });
    return id;
  }

  async function flagsOf(teamId: string) {
    const rows = await database.db
      .select({ event: webhookEvents.eventName, flag: webhookEvents.flag })
      .from(webhookEvents)
      .where(eq(webhookEvents.teamId, teamId));
    return rows
      .filter((row) => row.event.startsWith("subscription_"))
      .sort((a, b) => a.event.localeCompare(b.event));
  }

  async function simulatorStatus(sim: BillingSimulator, sent: { rawBody: string }[]) {
    const created = sent
      .map((s) => JSON.parse(s.rawBody) as { meta: { event_name: string }; data: { id: string } })
      .find((s) => s.meta.event_name === "subscription_created");
    if (!created) throw new Error("no subscription");
    return (await sim.fetchSubscription(created.data.id)).attributes.status;
  }

  it("stores each checkout's reference hashed, and expires the checkout with the local row", async () => {
    const team = await makeTeam(database.db);
    const { sim } = simulator({ deliver: false });
    await subscribe(sim, team);
    const [stored] = await database.db
      .select()
      .from(checkoutReferences)
      .where(eq(checkoutReferences.teamId, team.id));
    const [checkout] = await database.db
      .select({ customData: billingSimulatorCheckouts.customData })
      .from(billingSimulatorCheckouts)
      .where(sql`${billingSimulatorCheckouts.customData}->>'team_id' = ${team.id}`);
    const reference = checkout?.customData.checkout_ref ?? "";
    expect(reference).toMatch(/^[\w-]{32}$/);
    expect(stored?.referenceHash).not.toContain(reference);
    expect((stored?.expiresAt.getTime() ?? 0) - (stored?.createdAt.getTime() ?? 0)).toBeCloseTo(
      INCOMPLETE_LIFETIME_MS,
      -4,
    );
  });

  it("cancels at the provider a subscription paid through our checkout after its team was deleted, and logs it", async () => {
    const team = await makeTeam(database.db);
    const { sim, sent } = simulator({ deliver: true });
    const { url } = await openCheckout(sim, team);
    await database.db.delete(teams).where(eq(teams.id, team.id));
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    try {
      const id = new URL(url, "http://x").searchParams.get("id") ?? "";
      await sim.completeCheckout(id, { brand: "visa", lastFour: "4242" });
      expect(await simulatorStatus(sim, sent)).toBe("cancelled");
      expect(await flagsOf(team.id)).toEqual([
        { event: "subscription_cancelled", flag: "deleted_team" },
        { event: "subscription_created", flag: "deleted_team_cancelled" },
      ]);
      const logged = warn.mock.calls.map(([line]) => String(line));
      expect(
        logged.filter((line) => line.includes("subscription of a deleted team cancelled")),
      ).toHaveLength(1);
    } finally {
      warn.mockRestore();
    }
  });

  it("stores and flags, but never cancels, a subscription for an unknown team without our reference", async () => {
    const { sim, sent } = simulator({ deliver: true });
    const stranger = "00000000-0000-4000-8000-0000000000ff";
    await checkoutOf(sim, stranger, null);
    await checkoutOf(sim, stranger, "a-reference-we-never-made");
    expect(await simulatorStatus(sim, sent)).toBe("on_trial");
    expect((await flagsOf(stranger)).map((row) => row.flag)).toEqual([
      "unknown_team",
      "unknown_team",
    ]);
  });

  it("does not attach a subscription that names another team without our reference", async () => {
    const victim = await makeTeam(database.db);
    const { sim } = simulator({ deliver: true });
    await checkoutOf(sim, victim.id, null);
    await checkoutOf(sim, victim.id, "guessed");
    expect(await localState(victim.id)).toBeUndefined();
    expect((await flagsOf(victim.id)).map((row) => row.flag)).toEqual([
      "unverified_team",
      "unverified_team",
    ]);
  });

  it("does not attach through our reference for one team an event that names another", async () => {
    const mine = await makeTeam(database.db);
    const victim = await makeTeam(database.db);
    const { sim } = simulator({ deliver: true });
    await subscribe(sim, mine);
    const [checkout] = await database.db
      .select({ customData: billingSimulatorCheckouts.customData })
      .from(billingSimulatorCheckouts)
      .where(sql`${billingSimulatorCheckouts.customData}->>'team_id' = ${mine.id}`);
    await checkoutOf(sim, victim.id, checkout?.customData.checkout_ref ?? "");
    expect(await localState(victim.id)).toBeUndefined();
  });

  it("still attaches an event without a reference to a team waiting on an open checkout of ours", async () => {
    const team = await makeTeam(database.db);
    const { sim } = simulator({ deliver: true });
    await openCheckout(sim, team);
    // A checkout made before references existed carries the team only.
    await checkoutOf(sim, team.id, null);
    expect(await localState(team.id)).toMatchObject({ status: "trialing", plan: "pro" });
  });
});
