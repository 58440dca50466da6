import type { Database, OwnerChangeCancellation, Transaction } from "@teamkit/db";
import type { TeamRole } from "@teamkit/validators";
import { eq, inArray, subscriptions, teams } from "@teamkit/db";
import { AppError, isAppError } from "@teamkit/validators";

import type { BillingActivityAction, BillingActor } from "./activity";
import type { BillingInterval, PaidPlanId } from "./plans";
import type { BillingProvider, ProrationMode } from "./provider";
import type { SubscriptionStatus } from "./status";
import { recordBillingActivity } from "./activity";
import { needsOwnCard } from "./card";
import { recordCheckoutReference } from "./checkout-reference";
import { entitlementsOf } from "./entitlements";
import { getPlan, planRank } from "./plans";
import { isFinal } from "./status";

async function atProvider<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (isAppError(error)) throw error;
    throw new AppError("INTERNAL", { messageKey: "billing.errors.provider", cause: error });
  }
}

/** What an owner asked of the subscription, in the team's activity log. */
async function recordOwnerRequest(
  db: Database | Transaction,
  input: { teamId: string; actor: BillingActor },
  action: BillingActivityAction,
  details: Record<string, string | null>,
) {
  await recordBillingActivity(db, { teamId: input.teamId, actor: input.actor, action, details });
}

export interface SubscriptionView {
  plan: PaidPlanId;
  interval: BillingInterval;
  status: SubscriptionStatus;
  price: number;
  renewsAt: Date | null;
  endsAt: Date | null;
  trialEndsAt: Date | null;
  cardBrand: string | null;
  cardLastFour: string | null;
  pauseResumesAt: Date | null;
  cancellation: CancellationView | null;
}

/** Why the subscription ends, and whether it is still on the former payer's payment method. */
export type CancellationView = Omit<OwnerChangeCancellation, "card" | "cancelledBefore"> & {
  cancelledBefore: boolean;
  needsOwnCard: boolean;
};

/** The card on file is the owners' business: members see the subscription without it. */
export async function getTeamBilling(db: Database, team: { id: string; role: TeamRole }) {
  const [row] = await db
    .select(billingColumns)
    .from(teams)
    .leftJoin(subscriptions, eq(subscriptions.teamId, teams.id))
    .where(eq(teams.id, team.id));
  return teamBillingOf(row, team.role);
}

/** What the Billing page and the dashboard show a member of the team (owners: the card too). */
export function teamBillingOf(row: BillingRow | undefined, role: TeamRole, now = new Date()) {
  if (!row) throw new AppError("NOT_FOUND", { messageKey: "teams.errors.notFound" });
  const billing = billingOf(row, now);
  const canManage = role === "owner";
  const subscription =
    billing.subscription && !canManage
      ? { ...billing.subscription, cardBrand: null, cardLastFour: null }
      : billing.subscription;
  return { ...billing, subscription, entitlements: entitlementsOf(row), canManage };
}

/** The columns `billingOf` reads: from `teams` left-joined with its subscription. */
export const billingColumns = {
  plan: subscriptions.plan,
  interval: subscriptions.interval,
  status: subscriptions.status,
  renewsAt: subscriptions.renewsAt,
  endsAt: subscriptions.endsAt,
  trialEndsAt: subscriptions.trialEndsAt,
  cardBrand: subscriptions.cardBrand,
  cardLastFour: subscriptions.cardLastFour,
  pauseResumesAt: subscriptions.pauseResumesAt,
  cancellation: subscriptions.cancellation,
  createdAt: subscriptions.createdAt,
  trialUsedAt: teams.trialUsedAt,
};

type BillingRow = {
  [K in keyof typeof billingColumns]: (typeof billingColumns)[K]["_"]["data"] | null;
};

export async function getBilling(
  db: Database,
  teamId: string,
  now: Date = new Date(),
): Promise<{ subscription: SubscriptionView | null; trialAvailable: boolean }> {
  const [row] = await db
    .select(billingColumns)
    .from(teams)
    .leftJoin(subscriptions, eq(subscriptions.teamId, teams.id))
    .where(eq(teams.id, teamId));
  if (!row) throw new AppError("NOT_FOUND", { messageKey: "teams.errors.notFound" });
  return billingOf(row, now);
}

function billingOf(
  row: BillingRow,
  now: Date,
): { subscription: SubscriptionView | null; trialAvailable: boolean } {
  const trialAvailable = !row.trialUsedAt;
  if (!row.plan || !row.interval || !row.status || !row.createdAt) {
    return { subscription: null, trialAvailable };
  }
  const lapsed =
    row.status === "incomplete" && isFinal({ status: row.status, createdAt: row.createdAt }, now);
  if (lapsed || (row.plan !== "pro" && row.plan !== "business")) {
    return { subscription: null, trialAvailable };
  }
  return {
    subscription: {
      plan: row.plan,
      interval: row.interval,
      status: row.status,
      price: getPlan(row.plan).prices[row.interval],
      renewsAt: row.renewsAt,
      endsAt: row.endsAt,
      trialEndsAt: row.status === "trialing" ? row.trialEndsAt : null,
      cardBrand: row.cardBrand,
      cardLastFour: row.cardLastFour,
      pauseResumesAt: row.status === "paused" ? row.pauseResumesAt : null,
      cancellation:
        row.status === "canceled" && row.cancellation
          ? {
              reason: row.cancellation.reason,
              formerOwner: row.cancellation.formerOwner,
              at: row.cancellation.at,
              cancelledBefore: row.cancellation.cancelledBefore ?? false,
              needsOwnCard: needsOwnCard({ ...row, status: row.status }),
            }
          : null,
    },
    trialAvailable,
  };
}

export async function startCheckout(
  db: Database,
  provider: BillingProvider,
  input: {
    teamId: string;
    actor: BillingActor;
    email: string;
    name: string | null;
    plan: PaidPlanId;
    interval: BillingInterval;
    redirectUrl: string;
  },
): Promise<{ url: string }> {
  /**
   * One checkout at a time, or two paid ones would charge the team twice: the open one is handed
   * back for the same plan, any other waits until it lapses (INCOMPLETE_LIFETIME_MS).
   */
  const openCheckout = async (db: Database | Transaction): Promise<{ url: string } | null> => {
    const [current] = await db
      .select({
        status: subscriptions.status,
        createdAt: subscriptions.createdAt,
        plan: subscriptions.plan,
        interval: subscriptions.interval,
        checkoutUrl: subscriptions.checkoutUrl,
      })
      .from(subscriptions)
      .where(eq(subscriptions.teamId, input.teamId));
    if (!current || isFinal(current)) return null;
    if (current.status !== "incomplete") {
      throw new AppError("CONFLICT", { messageKey: "billing.errors.subscriptionExists" });
    }
    if (current.checkoutUrl && current.plan === input.plan && current.interval === input.interval) {
      return { url: current.checkoutUrl };
    }
    throw new AppError("CONFLICT", { messageKey: "billing.errors.checkoutOpen" });
  };
  const [team] = await db
    .select({ trialUsedAt: teams.trialUsedAt })
    .from(teams)
    .where(eq(teams.id, input.teamId));
  if (!team) throw new AppError("NOT_FOUND", { messageKey: "teams.errors.notFound" });
  const open = await openCheckout(db);
  if (open) return open;
  const variantId = provider.variantId(input.plan, input.interval);
  const reference = await recordCheckoutReference(db, provider, input.teamId);
  // The provider is asked before the transaction: no row stays locked during a network call. A
  // checkout created for a request that then loses the race below is never paid, and lapses.
  const checkout = await atProvider(
    provider.createCheckout({
      teamId: input.teamId,
      variantId,
      email: input.email,
      name: input.name,
      skipTrial: !!team.trialUsedAt,
      redirectUrl: input.redirectUrl,
      ...reference,
    }),
  );
  return db.transaction(async (tx) => {
    await tx.select({ id: teams.id }).from(teams).where(eq(teams.id, input.teamId)).for("update");
    // A request that lost the race hands out the winner's checkout; its own is never paid.
    const opened = await openCheckout(tx);
    if (opened) return opened;
    const values = {
      teamId: input.teamId,
      provider: provider.name,
      providerSubscriptionId: null,
      providerCustomerId: null,
      providerOrderId: null,
      plan: input.plan,
      variantId,
      interval: input.interval,
      status: "incomplete" as const,
      renewsAt: null,
      endsAt: null,
      trialEndsAt: null,
      cardBrand: null,
      cardLastFour: null,
      providerUpdatedAt: null,
      subscribedById: input.actor.userId,
      customerUserId: input.actor.userId,
      pauseResumesAt: null,
      cancellation: null,
      checkoutUrl: checkout.url,
      createdAt: new Date(),
    };
    await tx
      .insert(subscriptions)
      .values(values)
      .onConflictDoUpdate({ target: subscriptions.teamId, set: values });
    await recordOwnerRequest(tx, input, "billing.checkoutStarted", {
      plan: input.plan,
      interval: input.interval,
    });
    return checkout;
  });
}

async function liveSubscription(db: Database, teamId: string) {
  const [row] = await db
    .select({
      id: subscriptions.providerSubscriptionId,
      status: subscriptions.status,
      plan: subscriptions.plan,
      interval: subscriptions.interval,
      cardBrand: subscriptions.cardBrand,
      cardLastFour: subscriptions.cardLastFour,
      cancellation: subscriptions.cancellation,
      customerUserId: subscriptions.customerUserId,
    })
    .from(subscriptions)
    .where(eq(subscriptions.teamId, teamId));
  if (!row?.id || row.status === "expired" || row.status === "incomplete") {
    throw new AppError("CONFLICT", { messageKey: "billing.errors.noSubscription" });
  }
  return { ...row, id: row.id };
}

export async function switchPlan(
  db: Database,
  provider: BillingProvider,
  input: { teamId: string; actor: BillingActor; plan: PaidPlanId; interval: BillingInterval },
): Promise<{ mode: ProrationMode }> {
  const current = await liveSubscription(db, input.teamId);
  if (!["active", "trialing", "past_due"].includes(current.status)) {
    throw new AppError("CONFLICT", { messageKey: "billing.errors.cannotSwitch" });
  }
  if (current.plan === input.plan && current.interval === input.interval) {
    throw new AppError("CONFLICT", { messageKey: "billing.errors.samePlan" });
  }
  const from = current.plan === "business" ? "business" : "pro";
  const mode: ProrationMode = planRank(input.plan) > planRank(from) ? "invoiceNow" : "atRenewal";
  await atProvider(
    provider.changePlan(current.id, provider.variantId(input.plan, input.interval), mode),
  );
  await recordOwnerRequest(db, input, "billing.planSwitched", {
    from: current.plan,
    to: input.plan,
    interval: input.interval,
    mode,
  });
  return { mode };
}

export async function cancelSubscription(
  db: Database,
  provider: BillingProvider,
  input: { teamId: string; actor: BillingActor },
): Promise<void> {
  const current = await liveSubscription(db, input.teamId);
  if (current.status === "canceled") {
    throw new AppError("CONFLICT", { messageKey: "billing.errors.alreadyCanceled" });
  }
  // Cancelled, a paused subscription would keep its plan until the period's end again (and the
  // provider cancels only a running one): it is resumed first, then cancelled.
  if (current.status === "paused") {
    throw new AppError("CONFLICT", { messageKey: "billing.errors.cancelWhilePaused" });
  }
  await atProvider(provider.cancel(current.id));
  await recordOwnerRequest(db, input, "billing.cancelRequested", { plan: current.plan });
}

/** `keepCard`: the owner was told whose card pays and resumes on it anyway (a company card). */
export async function resumeSubscription(
  db: Database,
  provider: BillingProvider,
  input: { teamId: string; actor: BillingActor; keepCard?: boolean },
): Promise<void> {
  const current = await liveSubscription(db, input.teamId);
  if (needsOwnCard(current) && !input.keepCard) {
    throw new AppError("CONFLICT", {
      messageKey: "billing.errors.resumeNeedsOwnCard",
      values: { name: current.cancellation?.formerOwner ?? "" },
    });
  }
  if (current.status === "canceled") await atProvider(provider.resume(current.id));
  else if (current.status === "paused") await atProvider(provider.unpause(current.id));
  else throw new AppError("CONFLICT", { messageKey: "billing.errors.notResumable" });
  // Whoever keeps the subscription running answers for it from now on: their leaving ends it.
  await db.transaction(async (tx) => {
    await tx
      .update(subscriptions)
      .set({ subscribedById: input.actor.userId, cancellation: null })
      .where(eq(subscriptions.teamId, input.teamId));
    await recordOwnerRequest(tx, input, "billing.resumeRequested", { from: current.status });
  });
}

export async function pauseSubscription(
  db: Database,
  provider: BillingProvider,
  input: { teamId: string; actor: BillingActor; resumesAt: Date | null },
): Promise<void> {
  const current = await liveSubscription(db, input.teamId);
  if (current.status !== "active") {
    throw new AppError("CONFLICT", { messageKey: "billing.errors.cannotPause" });
  }
  await atProvider(provider.pause(current.id, input.resumesAt));
  await recordOwnerRequest(db, input, "billing.pauseRequested", {
    resumesAt: input.resumesAt?.toISOString() ?? null,
  });
}

export async function portalUrl(
  db: Database,
  provider: BillingProvider,
  input: { teamId: string; userId: string; kind: "portal" | "paymentMethod" },
): Promise<{ url: string }> {
  const current = await liveSubscription(db, input.teamId);
  const urls = await atProvider(provider.portalUrls(current.id));
  // The provider's portal is its customer's (who checked out): their invoices, address and any
  // other subscription. Another owner gets this subscription's payment method, for their own card.
  const isCustomer = current.customerUserId === input.userId;
  return {
    url: input.kind === "portal" && isCustomer ? urls.customerPortal : urls.updatePaymentMethod,
  };
}

/** Throws when the provider refuses, so the deletion rolls back and nothing is deleted. */
export async function cancelSubscriptionsOfTeams(
  db: Database,
  provider: () => BillingProvider,
  teamIds: string[],
): Promise<void> {
  if (!teamIds.length) return;
  const rows = await db
    .select({ id: subscriptions.providerSubscriptionId, status: subscriptions.status })
    .from(subscriptions)
    .where(inArray(subscriptions.teamId, teamIds));
  for (const row of rows) {
    if (!row.id || ["expired", "canceled", "incomplete"].includes(row.status)) continue;
    try {
      await provider().cancel(row.id);
    } catch (error) {
      throw new AppError("INTERNAL", {
        messageKey: "billing.errors.cancelBeforeDelete",
        cause: error,
      });
    }
  }
}
