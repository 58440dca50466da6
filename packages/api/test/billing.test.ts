import { beforeAll, describe, expect, it } from "vitest";

import type { BillingProvider } from "@teamkit/billing";
import { SESSION_COOKIE } from "@teamkit/auth";
import { BillingSimulator, handleWebhook, LemonSqueezyProvider } from "@teamkit/billing";
import { eq, memberships, subscriptions, teams, users } from "@teamkit/db";
import { useTestDatabase } from "@teamkit/db/testing";
import { latestMailTo } from "@teamkit/email";

import type { World } from "./fixtures";
import { createCaller } from "../src/root";
import { freshLimiter, makeWorld } from "./fixtures";
import { testContext } from "./helpers";

/*
 * The billing router on the simulator, whose webhooks go straight into the engine (the signed
 * body and the code path of the HTTP endpoint, without the HTTP hop).
 */

const SECRET = "api-billing-test-secret";
const database = useTestDatabase();
let sim: BillingSimulator;

beforeAll(() => {
  sim = new BillingSimulator(
    database.db,
    SECRET,
    async (rawBody, signature) => {
      await handleWebhook(database.db, sim, { rawBody, signature });
    },
    () => undefined,
  );
});

async function caller(token: string, provider: BillingProvider = sim) {
  const headers = new Headers({
    cookie: `${SESSION_COOKIE}=${token}`,
    "x-forwarded-for": "203.0.113.7",
  });
  const ctx = await testContext(
    database.db,
    headers,
    { billingProvider: () => provider },
    { rateLimiter: freshLimiter() },
  );
  return createCaller(ctx);
}

/** The simulator, except that it refuses to cancel. */
function refusingCancel(): BillingProvider {
  return Object.assign(Object.create(sim) as BillingSimulator, {
    cancel: () => Promise.reject(new Error("provider down")),
  });
}

async function providerSubscriptionId(teamId: string): Promise<string> {
  const [row] = await database.db
    .select({ id: subscriptions.providerSubscriptionId })
    .from(subscriptions)
    .where(eq(subscriptions.teamId, teamId));
  return row?.id ?? "";
}

async function subscribe(world: World, plan: "pro" | "business" = "pro") {
  const owner = await caller(world.tokens.owner);
  const { url } = await owner.billing.subscribe({
    teamId: world.teamA.id,
    plan,
    interval: "month",
  });
  const id = new URL(url, "http://x").searchParams.get("id") ?? "";
  const anyone = createCaller(
    await testContext(database.db, new Headers(), { billingProvider: () => sim }),
  );
  const { redirectUrl } = await anyone.dev.billing.pay({
    id,
    cardBrand: "visa",
    cardLastFour: "4242",
  });
  return { owner, redirectUrl };
}

describe("billing router", () => {
  it("billing.subscribe › starts a checkout for the caller's team; paying it starts the trial", async () => {
    const world = await makeWorld(database.db);
    const owner = await caller(world.tokens.owner);
    expect(await owner.billing.get({ teamId: world.teamA.id })).toMatchObject({
      subscription: null,
      trialAvailable: true,
      entitlements: { planId: "free" },
      canManage: true,
    });
    const { redirectUrl } = await subscribe(world);
    expect(redirectUrl).toMatch(/\/app\/settings\/team\/billing\?checkout=done$/);
    const state = await owner.billing.get({ teamId: world.teamA.id });
    expect(state).toMatchObject({
      subscription: {
        plan: "pro",
        interval: "month",
        status: "trialing",
        price: 1900,
        cardLastFour: "4242",
      },
      trialAvailable: false,
      entitlements: { planId: "pro", maxMembers: 15 },
    });
    expect(state.subscription?.trialEndsAt?.getTime()).toBeGreaterThan(
      Date.now() + 13 * 86_400_000,
    );
  });

  it("billing.get › shows members the plan without the card or the actions", async () => {
    const world = await makeWorld(database.db);
    await subscribe(world);
    const member = await caller(world.tokens.member);
    expect(await member.billing.get({ teamId: world.teamA.id })).toMatchObject({
      subscription: { plan: "pro", cardBrand: null, cardLastFour: null },
      canManage: false,
    });
  });

  it("billing.subscribe › refuses a second checkout while a subscription is live", async () => {
    const world = await makeWorld(database.db);
    const { owner } = await subscribe(world);
    await expect(
      owner.billing.subscribe({ teamId: world.teamA.id, plan: "business", interval: "year" }),
    ).rejects.toMatchObject({ code: "CONFLICT" });
  });

  it("walks switch → cancel → resume → pause → (no cancel while paused) → resume → cancel, each state coming back through a webhook", async () => {
    const world = await makeWorld(database.db);
    const { owner } = await subscribe(world);
    const teamId = world.teamA.id;
    const status = async () => (await owner.billing.get({ teamId })).subscription;

    expect(await owner.billing.switchPlan({ teamId, plan: "pro", interval: "year" })).toEqual({
      mode: "atRenewal",
    });
    expect(await status()).toMatchObject({ interval: "year", price: 19000 });
    expect(await owner.billing.switchPlan({ teamId, plan: "business", interval: "year" })).toEqual({
      mode: "invoiceNow",
    });
    await owner.billing.cancel({ teamId });
    expect(await status()).toMatchObject({ status: "canceled", plan: "business" });
    expect((await status())?.endsAt).toBeInstanceOf(Date);
    await owner.billing.resume({ teamId });
    expect(await status()).toMatchObject({ status: "trialing", endsAt: null });
    const { url } = await owner.billing.portal({ teamId, kind: "paymentMethod" });
    expect(url).toMatch(/^\/dev\/billing\/portal\?id=.+&section=payment$/);
    const link = new URL(url, "http://x").searchParams;
    await createCaller(
      await testContext(database.db, new Headers(), { billingProvider: () => sim }),
    ).dev.billing.advance({
      id: link.get("id") ?? "",
      expires: Number(link.get("expires")),
      signature: link.get("signature") ?? "",
      step: "trialEnd",
    });
    await owner.billing.pause({ teamId });
    expect(await status()).toMatchObject({ status: "paused" });
    expect((await owner.billing.get({ teamId })).entitlements.planId).toBe("free");
    // Paused, the way to cancel is through resuming: cancelled, the plan would come back.
    await expect(owner.billing.cancel({ teamId })).rejects.toMatchObject({
      code: "CONFLICT",
      message: "billing.errors.cancelWhilePaused",
    });
    expect(await status()).toMatchObject({ status: "paused" });
    await owner.billing.resume({ teamId });
    expect(await status()).toMatchObject({ status: "active" });
    await owner.billing.cancel({ teamId });
    expect(await status()).toMatchObject({ status: "canceled" });
  });

  it("billing.pause › pauses until a date the schema bounds (tomorrow to a year ahead, UTC) and shows it", async () => {
    const world = await makeWorld(database.db);
    await database.db
      .update(teams)
      .set({ trialUsedAt: new Date() })
      .where(eq(teams.id, world.teamA.id));
    const { owner } = await subscribe(world);
    const teamId = world.teamA.id;
    const day = (days: number) =>
      new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    for (const resumesOn of [day(0), day(-3), day(366), "2027-02-30", "tomorrow"]) {
      await expect(owner.billing.pause({ teamId, resumesOn })).rejects.toMatchObject({
        code: "BAD_REQUEST",
      });
    }
    expect((await owner.billing.get({ teamId })).subscription?.status).toBe("active");
    await owner.billing.pause({ teamId, resumesOn: day(1) });
    const paused = (await owner.billing.get({ teamId })).subscription;
    expect(paused?.status).toBe("paused");
    expect(paused?.pauseResumesAt?.toISOString()).toBe(`${day(1)}T00:00:00.000Z`);
    await owner.billing.resume({ teamId });
    await owner.billing.pause({ teamId, resumesOn: day(365) });
    expect((await owner.billing.get({ teamId })).subscription?.pauseResumesAt?.toISOString()).toBe(
      `${day(365)}T00:00:00.000Z`,
    );
  });

  it("after the payer leaves, the heir resumes on the former payer's card only when saying so", async () => {
    const world = await makeWorld(database.db);
    await subscribe(world);
    const teamId = world.teamA.id;
    const owner = await caller(world.tokens.owner);
    await owner.team.member.update({ teamId, userId: world.teamA.memberId, role: "owner" });
    await owner.team.member.update({ teamId, userId: world.teamA.ownerId, role: "member" });
    const heir = await caller(world.tokens.member);
    await expect(heir.billing.resume({ teamId, keepCard: false })).rejects.toMatchObject({
      message: "billing.errors.resumeNeedsOwnCard",
    });
    await heir.billing.resume({ teamId, keepCard: true });
    expect((await heir.billing.get({ teamId })).subscription).toMatchObject({
      status: "trialing",
      cancellation: null,
      cardLastFour: "4242",
    });
  });

  it("a payer who cancels and then leaves leaves the heir the same question before resuming on their card", async () => {
    const world = await makeWorld(database.db);
    await subscribe(world);
    const teamId = world.teamA.id;
    const owner = await caller(world.tokens.owner);
    await owner.team.member.update({ teamId, userId: world.teamA.memberId, role: "owner" });
    await owner.billing.cancel({ teamId });
    expect((await owner.billing.get({ teamId })).subscription?.cancellation).toBeNull();

    await owner.team.leave({ teamId });
    const heir = await caller(world.tokens.member);
    expect((await heir.billing.get({ teamId })).subscription).toMatchObject({
      status: "canceled",
      cancellation: { reason: "left", cancelledBefore: true, needsOwnCard: true },
    });
    await expect(heir.billing.resume({ teamId })).rejects.toMatchObject({
      message: "billing.errors.resumeNeedsOwnCard",
    });
    await heir.billing.resume({ teamId, keepCard: true });
    expect((await heir.billing.get({ teamId })).subscription).toMatchObject({
      status: "trialing",
      cancellation: null,
    });
  });

  it("after the payer's demotion, resuming is refused until the heir's own card is on file or they confirm; only the customer gets the customer portal", async () => {
    const world = await makeWorld(database.db);
    await subscribe(world);
    const teamId = world.teamA.id;
    const owner = await caller(world.tokens.owner);
    await owner.team.member.update({ teamId, userId: world.teamA.memberId, role: "owner" });
    const heir = await caller(world.tokens.member);
    const portal = async (who: typeof owner) =>
      new URL((await who.billing.portal({ teamId, kind: "portal" })).url, "http://x").searchParams;
    expect((await portal(owner)).get("section")).toBeNull();
    expect((await portal(heir)).get("section")).toBe("payment");

    await owner.team.member.update({ teamId, userId: world.teamA.ownerId, role: "member" });
    expect((await heir.billing.get({ teamId })).subscription?.cancellation).toMatchObject({
      needsOwnCard: true,
    });
    // Only when the owner says the former payer's card keeps paying (a company card, say).
    await expect(heir.billing.resume({ teamId })).rejects.toMatchObject({
      code: "CONFLICT",
      message: "billing.errors.resumeNeedsOwnCard",
    });
    expect((await heir.billing.get({ teamId })).subscription?.status).toBe("canceled");

    await sim.updateCard(await providerSubscriptionId(teamId), {
      brand: "mastercard",
      lastFour: "5555",
    });
    expect((await heir.billing.get({ teamId })).subscription?.cancellation).toMatchObject({
      needsOwnCard: false,
    });
    await heir.billing.resume({ teamId });
    expect((await heir.billing.get({ teamId })).subscription).toMatchObject({
      status: "trialing",
      cancellation: null,
    });
    // The provider's customer is still the owner who checked out: the heir never gets that portal.
    expect((await portal(heir)).get("section")).toBe("payment");
  });

  it("team.member.update › the paying owner's demotion cancels at period end, tells the new owner why, and is refused when the provider cannot cancel", async () => {
    const world = await makeWorld(database.db);
    await subscribe(world);
    const teamId = world.teamA.id;
    const owner = await caller(world.tokens.owner);
    await owner.team.member.update({ teamId, userId: world.teamA.memberId, role: "owner" });

    const refused = await caller(world.tokens.owner, refusingCancel());
    await expect(
      refused.team.member.update({ teamId, userId: world.teamA.ownerId, role: "member" }),
    ).rejects.toMatchObject({
      code: "INTERNAL_SERVER_ERROR",
      message: "billing.errors.cancelOnOwnerChange",
    });
    const heir = await caller(world.tokens.member);
    expect((await heir.billing.get({ teamId })).subscription?.status).toBe("trialing");
    expect((await heir.team.member.list({ teamId })).map((m) => m.role)).toEqual([
      "owner",
      "owner",
    ]);

    await owner.team.member.update({ teamId, userId: world.teamA.ownerId, role: "member" });
    const seen = (await heir.billing.get({ teamId })).subscription;
    expect(seen).toMatchObject({
      status: "canceled",
      cancellation: { reason: "demoted", formerOwner: "Owner" },
    });
    expect(seen?.endsAt).toBeInstanceOf(Date);
    const mail = await latestMailTo(
      database.db,
      world.users.member.email,
      "SubscriptionOwnerChange",
    );
    expect(mail?.subject).toContain("subscription of");
    expect(
      await latestMailTo(database.db, world.users.owner.email, "SubscriptionOwnerChange"),
    ).toBeNull();
    const activity = await heir.team.activity({ teamId });
    expect(JSON.stringify(activity)).toContain("billing.canceledOnOwnerChange");
  });

  it("team.invitation.create › enforces the plan's member limit on the server", async () => {
    const world = await makeWorld(database.db);
    const owner = await caller(world.tokens.owner);
    // Owner, member and one pending invitation fill the Free plan's three seats.
    await expect(
      owner.team.invitation.create({
        teamId: world.teamA.id,
        email: "fourth@example.com",
        role: "member",
      }),
    ).rejects.toMatchObject({ code: "CONFLICT" });
    await subscribe(world);
    await expect(
      owner.team.invitation.create({
        teamId: world.teamA.id,
        email: "fourth@example.com",
        role: "member",
      }),
    ).resolves.toBeDefined();
  });

  it("team.delete › cancels the live subscription first, and deletes nothing when the provider refuses", async () => {
    const world = await makeWorld(database.db);
    await subscribe(world);
    const refused = await caller(world.tokens.owner, refusingCancel());
    await expect(refused.team.delete({ teamId: world.teamA.id })).rejects.toMatchObject({
      code: "INTERNAL_SERVER_ERROR",
    });
    expect(await database.db.$count(teams, eq(teams.id, world.teamA.id))).toBe(1);

    const providerId = await providerSubscriptionId(world.teamA.id);
    const owner = await caller(world.tokens.owner);
    await owner.team.delete({ teamId: world.teamA.id });
    expect(await database.db.$count(teams, eq(teams.id, world.teamA.id))).toBe(0);
    expect((await sim.fetchSubscription(providerId)).attributes.status).toBe("cancelled");
  });

  it("admin.user.delete › cancels the subscription of a team that goes with the user first, and deletes nothing when the provider refuses", async () => {
    const world = await makeWorld(database.db);
    await subscribe(world);
    // The owner alone in team A: deleting them deletes the team.
    await database.db.delete(memberships).where(eq(memberships.userId, world.teamA.memberId));
    const refused = await caller(world.tokens.admin, refusingCancel());
    await expect(refused.admin.user.delete({ userId: world.teamA.ownerId })).rejects.toMatchObject({
      code: "INTERNAL_SERVER_ERROR",
    });
    expect(await database.db.$count(teams, eq(teams.id, world.teamA.id))).toBe(1);
    expect(await database.db.$count(users, eq(users.id, world.teamA.ownerId))).toBe(1);

    const providerId = await providerSubscriptionId(world.teamA.id);
    const admin = await caller(world.tokens.admin);
    await admin.admin.user.delete({ userId: world.teamA.ownerId });
    expect(await database.db.$count(teams, eq(teams.id, world.teamA.id))).toBe(0);
    expect((await sim.fetchSubscription(providerId)).attributes.status).toBe("cancelled");
  });

  it("dev.billing › does not exist without local services, with Lemon Squeezy, or for a portal link it did not sign", async () => {
    const world = await makeWorld(database.db);
    const { owner } = await subscribe(world);
    const { url } = await owner.billing.portal({ teamId: world.teamA.id, kind: "portal" });
    const params = new URL(url, "http://x").searchParams;
    const link = {
      id: params.get("id") ?? "",
      expires: Number(params.get("expires")),
      signature: params.get("signature") ?? "",
    };
    const as = async (overrides: Parameters<typeof testContext>[2]) =>
      createCaller(await testContext(database.db, new Headers(), overrides));

    const simulated = await as({ billingProvider: () => sim });
    await expect(simulated.dev.billing.subscription(link)).resolves.toMatchObject({ id: link.id });
    await expect(
      simulated.dev.billing.subscription({ ...link, signature: "0".repeat(64) }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(
      simulated.dev.billing.subscription({ ...link, expires: link.expires + 1 }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });

    const off = await as({ localServices: false, billingProvider: () => sim });
    await expect(off.dev.billing.subscription(link)).rejects.toMatchObject({ code: "NOT_FOUND" });

    const lemonSqueezy = new LemonSqueezyProvider({
      apiKey: "key",
      storeId: "1",
      webhookSecret: "secret-123",
      acceptTestMode: false,
      variants: { pro: { month: "11", year: "12" }, business: { month: "21", year: "22" } },
    });
    const live = await as({ billingProvider: () => lemonSqueezy });
    await expect(live.dev.billing.subscription(link)).rejects.toMatchObject({ code: "NOT_FOUND" });
  });
});
