import { describe, expect, it } from "vitest";

import type { QueuedEmail } from "@teamkit/email";
import { eq, subscriptions, teamActivities, users } from "@teamkit/db";
import {
  failWrites,
  isInjectedFailure,
  makeMembership,
  makeTeam,
  makeUser,
  teamLog,
  useTestDatabase,
} from "@teamkit/db/testing";

import type { BillingProvider } from "../src/provider";
import { ownerChangeBilling } from "../src/owner-change";
import { reconcileBilling } from "../src/reconcile";
import { getBilling, pauseSubscription, resumeSubscription } from "../src/subscriptions";
import { billingFixtures, quiet } from "./fixtures";

const database = useTestDatabase();

const { simulator, subscribe, localState } = billingFixtures(() => database.db);

/** A team whose first owner subscribed, with a second owner who stays. */
async function subscribedTeamWithTwoOwners(provider = simulator({ deliver: true }).sim) {
  const team = await makeTeam(database.db, {
    name: "Billing Team",
    owner: await makeUser(database.db, { name: "Owner" }),
    trialUsedAt: new Date(),
  });
  const second = await makeUser(database.db, { name: "Second Owner" });
  await makeMembership(database.db, { teamId: team.id, userId: second.id, role: "owner" });
  await subscribe(provider, team);
  return { ...team, second };
}

function mailer() {
  const sent: QueuedEmail<"SubscriptionOwnerChange">[] = [];
  return {
    sent,
    deps: {
      appUrl: "https://app.test",
      log: quiet,
      queueEmail: (input: QueuedEmail<"SubscriptionOwnerChange">) => {
        sent.push(input);
        return Promise.resolve("sent" as const);
      },
    },
  };
}

/** A subscribed team of two owners and the hooks of an ownership change made by the payer. */
async function twoOwnersWithHooks() {
  const { sim, sent: events } = simulator({ deliver: true });
  const team = await subscribedTeamWithTwoOwners(sim);
  const mail = mailer();
  const hooks = ownerChangeBilling(database.db, () => sim, mail.deps as never, team.owner);
  return { events, team, mail, hooks, sim };
}

describe("ownership change", () => {
  it("cancels at the end of the period when the paying owner stops being an owner, logs it and mails the other owners", async () => {
    const { events, team, mail, hooks } = await twoOwnersWithHooks();
    const change = { teamId: team.id, userId: team.owner.userId, reason: "demoted" as const };

    await hooks.before(change);
    expect(events.map((e) => e.event)).toContain("subscription_cancelled");
    const state = await localState(team.id);
    expect(state?.status).toBe("canceled");
    const billing = await getBilling(database.db, team.id);
    expect(billing.subscription?.cancellation).toMatchObject({
      reason: "demoted",
      formerOwner: "Owner",
    });
    expect(billing.subscription?.endsAt).toBeInstanceOf(Date);
    const log = await teamLog(database.db, team.id, "billing.canceledOnOwnerChange");
    expect(log.map(({ action, details }) => ({ action, details }))).toEqual([
      {
        action: "billing.canceledOnOwnerChange",
        details: { plan: "pro", reason: "demoted", formerOwner: "Owner" },
      },
    ]);

    await hooks.after(change);
    expect(mail.sent).toHaveLength(1);
    expect(mail.sent[0]).toMatchObject({
      template: "SubscriptionOwnerChange",
      to: team.second.email,
      props: { reason: "demoted", plan: "pro", formerOwner: "Owner", teamName: "Billing Team" },
    });
    expect(mail.sent[0]?.props.endsAt).toBe(state?.endsAt?.toISOString());
  });

  it("leaves the subscription alone when the member who stops being an owner does not pay for it", async () => {
    const { events, team, mail, hooks } = await twoOwnersWithHooks();
    const change = { teamId: team.id, userId: team.second.id, reason: "left" as const };
    await hooks.before(change);
    await hooks.after(change);
    expect(events.map((e) => e.event)).not.toContain("subscription_cancelled");
    expect((await localState(team.id))?.status).toBe("active");
    expect(mail.sent).toEqual([]);
  });

  it("records a payer who cancelled and then deleted their account, without cancelling again, logging or mailing", async () => {
    const { events, team, mail, hooks, sim } = await twoOwnersWithHooks();
    const [row] = await database.db
      .select({ id: subscriptions.providerSubscriptionId })
      .from(subscriptions)
      .where(eq(subscriptions.teamId, team.id));
    await sim.cancel(row?.id ?? "");
    const cancels = events.filter((e) => e.event === "subscription_cancelled").length;
    const change = {
      teamId: team.id,
      userId: team.owner.userId,
      reason: "accountDeleted" as const,
    };

    await hooks.before(change);
    // Not recorded before the change has happened: it may still be refused.
    expect((await getBilling(database.db, team.id)).subscription?.cancellation).toBeNull();
    await database.db.delete(users).where(eq(users.id, team.owner.userId));
    await hooks.after(change);

    expect((await getBilling(database.db, team.id)).subscription?.cancellation).toMatchObject({
      reason: "accountDeleted",
      formerOwner: "Owner",
      cancelledBefore: true,
      needsOwnCard: true,
    });
    expect(events.filter((e) => e.event === "subscription_cancelled")).toHaveLength(cancels);
    expect(await teamLog(database.db, team.id, "billing.canceledOnOwnerChange")).toEqual([]);
    expect(mail.sent).toEqual([]);
  });

  it("refuses with a translated error and keeps the subscription running when the provider cannot cancel", async () => {
    const { sim } = simulator({ deliver: true });
    const team = await subscribedTeamWithTwoOwners(sim);
    const failing: BillingProvider = Object.assign(Object.create(sim) as BillingProvider, {
      cancel: () => Promise.reject(new Error("provider down")),
    });
    const hooks = ownerChangeBilling(database.db, () => failing, mailer().deps as never, null);
    await expect(
      hooks.before({ teamId: team.id, userId: team.owner.userId, reason: "left" }),
    ).rejects.toMatchObject({ code: "INTERNAL", messageKey: "billing.errors.cancelOnOwnerChange" });
    expect((await localState(team.id))?.status).toBe("active");
    const [row] = await database.db
      .select({ cancellation: subscriptions.cancellation })
      .from(subscriptions)
      .where(eq(subscriptions.teamId, team.id));
    expect(row?.cancellation).toBeNull();
  });

  it("makes the owner who resumes the payer and drops the reason once the subscription runs again", async () => {
    const { sim } = simulator({ deliver: true });
    const team = await subscribedTeamWithTwoOwners(sim);
    const hooks = ownerChangeBilling(database.db, () => sim, mailer().deps as never, null);
    await hooks.before({ teamId: team.id, userId: team.owner.userId, reason: "removed" });
    // Not on the former payer's card: the new payer puts theirs on it first.
    await expect(
      resumeSubscription(database.db, sim, { teamId: team.id, actor: team.second }),
    ).rejects.toMatchObject({ messageKey: "billing.errors.resumeNeedsOwnCard" });
    const [{ id } = { id: "" }] = await database.db
      .select({ id: subscriptions.providerSubscriptionId })
      .from(subscriptions)
      .where(eq(subscriptions.teamId, team.id));
    await sim.updateCard(id ?? "", { brand: "amex", lastFour: "0005" });
    await resumeSubscription(database.db, sim, { teamId: team.id, actor: team.second });
    const [row] = await database.db
      .select({
        status: subscriptions.status,
        subscribedById: subscriptions.subscribedById,
        cancellation: subscriptions.cancellation,
      })
      .from(subscriptions)
      .where(eq(subscriptions.teamId, team.id));
    expect(row).toEqual({ status: "active", subscribedById: team.second.id, cancellation: null });
    // The former payer leaving now changes nothing; the new one leaving would.
    await hooks.before({ teamId: team.id, userId: team.owner.userId, reason: "left" });
    expect((await localState(team.id))?.status).toBe("active");
  });

  it("keeps the payer and logs nothing when the resumption's entry cannot be stored", async () => {
    const { sim } = simulator({ deliver: true });
    const team = await subscribedTeamWithTwoOwners(sim);
    await sim.cancel((await localState(team.id))?.id ?? "");
    const restore = await failWrites(database.db, teamActivities, "INSERT", {
      when: "NEW.action = 'billing.resumeRequested'",
    });
    try {
      const failure = await resumeSubscription(database.db, sim, {
        teamId: team.id,
        actor: team.second,
      }).catch((error: unknown) => error);
      expect(isInjectedFailure(failure)).toBe(true);
    } finally {
      await restore();
    }
    const [row] = await database.db
      .select({ subscribedById: subscriptions.subscribedById })
      .from(subscriptions)
      .where(eq(subscriptions.teamId, team.id));
    expect(row?.subscribedById).toBe(team.owner.userId);
    expect(await teamLog(database.db, team.id, "billing.resumeRequested")).toEqual([]);
  });
});

describe("pause with a resume date", () => {
  const DAY_MS = 86_400_000;

  it("shows the date while paused and resumes by itself (with its webhook) once time passes it", async () => {
    const { sim } = simulator({ deliver: true });
    const team = await makeTeam(database.db, { trialUsedAt: new Date() });
    await subscribe(sim, team);
    const resumesAt = new Date(
      `${new Date(Date.now() + 10 * DAY_MS).toISOString().slice(0, 10)}T00:00:00.000Z`,
    );
    await pauseSubscription(database.db, sim, {
      teamId: team.id,
      actor: team.owner,
      resumesAt,
    });
    const paused = await getBilling(database.db, team.id);
    expect(paused.subscription?.status).toBe("paused");
    expect(paused.subscription?.pauseResumesAt?.toISOString()).toBe(resumesAt.toISOString());

    // Before the date, nothing happens; after it, reconciliation's fetch lets the pause end.
    const early = simulator({ deliver: true, clock: () => new Date(resumesAt.getTime() - 1000) });
    await reconcileBilling(database.db, early.sim, { log: quiet });
    expect(early.sent.map((e) => e.event)).not.toContain("subscription_unpaused");
    expect((await localState(team.id))?.status).toBe("paused");

    const later = simulator({ deliver: true, clock: () => new Date(resumesAt.getTime() + 1000) });
    await reconcileBilling(database.db, later.sim, { log: quiet });
    expect(later.sent.map((e) => e.event)).toContain("subscription_unpaused");
    const resumed = await getBilling(database.db, team.id);
    expect(resumed.subscription?.status).toBe("active");
    expect(resumed.subscription?.pauseResumesAt).toBeNull();
  });

  it("lets the portal jump to the resume date, and refuses that step for a pause without one", async () => {
    const { sim, sent } = simulator({ deliver: true });
    const team = await makeTeam(database.db, { trialUsedAt: new Date() });
    await subscribe(sim, team);
    const id = (await localState(team.id))?.id ?? "";
    await pauseSubscription(database.db, sim, {
      teamId: team.id,
      actor: team.owner,
      resumesAt: null,
    });
    await expect(sim.advance(id, "pauseEnd")).rejects.toMatchObject({
      messageKey: "billing.errors.simulatorStep",
    });
    await sim.unpause(id);
    const resumesAt = new Date(Date.now() + 30 * DAY_MS);
    await pauseSubscription(database.db, sim, {
      teamId: team.id,
      actor: team.owner,
      resumesAt,
    });
    await sim.advance(id, "pauseEnd");
    expect(sent.at(-1)?.event).toBe("subscription_unpaused");
    expect((await localState(team.id))?.status).toBe("active");
  });
});
