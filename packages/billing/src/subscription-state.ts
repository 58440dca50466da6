import type { Transaction } from "@teamkit/db";
import { and, eq, subscriptions, teams } from "@teamkit/db";

import type { ProviderSubscription } from "./payload";
import type { BillingProvider } from "./provider";
import { recordBillingActivity } from "./activity";
import { isFinal, mapProviderStatus } from "./status";

export type ApplyOutcome =
  | { result: "applied"; teamId: string; changed: boolean }
  | { result: "stale"; teamId: string }
  | { result: "needsFetch"; subscriptionId: string }
  | {
      result: "flagged";
      flag: "unknown_team" | "team_mismatch" | "unverified_team" | "superseded" | "unknown_variant";
    };

/**
 * The team's row is locked so one team's events apply one at a time. A stale event never revives an
 * expired subscription, and an event for another subscription never replaces a live one.
 */
export async function applySubscriptionState(
  tx: Transaction,
  provider: BillingProvider,
  claimedTeamId: string | null,
  incoming: ProviderSubscription,
  options: {
    fetched?: boolean;
    now?: Date;
    /** The claim came with our checkout's reference for that team. */
    verified?: boolean;
  } = {},
): Promise<ApplyOutcome> {
  const [known] = await tx
    .select({ teamId: subscriptions.teamId })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.provider, provider.name),
        eq(subscriptions.providerSubscriptionId, incoming.id),
      ),
    );
  if (known && claimedTeamId && known.teamId !== claimedTeamId) {
    return { result: "flagged", flag: "team_mismatch" };
  }
  const teamId = claimedTeamId ?? known?.teamId;
  if (!teamId) return { result: "flagged", flag: "unknown_team" };
  const [team] = await tx
    .select({ id: teams.id, trialUsedAt: teams.trialUsedAt })
    .from(teams)
    .where(eq(teams.id, teamId))
    .for("update");
  if (!team) return { result: "flagged", flag: "unknown_team" };

  const target = provider.planOfVariant(incoming.attributes.variant_id);
  if (!target) return { result: "flagged", flag: "unknown_variant" };
  const status = mapProviderStatus(incoming.attributes.status);

  const [local] = await tx.select().from(subscriptions).where(eq(subscriptions.teamId, teamId));
  // Anyone can name a team in a checkout of the store; without our reference only a team waiting
  // on a checkout of ours (made before references existed) takes a subscription it does not know.
  if (!known && claimedTeamId && !options.verified && local?.status !== "incomplete") {
    return { result: "flagged", flag: "unverified_team" };
  }
  if (local?.providerSubscriptionId === incoming.id) {
    if (local.status === "expired" && status !== "expired") return { result: "stale", teamId };
    const stored = local.providerUpdatedAt?.getTime() ?? 0;
    const received = incoming.attributes.updated_at.getTime();
    if (received < stored) return { result: "stale", teamId };
    // Two states with one timestamp: only the provider knows which is current.
    if (received === stored && !options.fetched) {
      return { result: "needsFetch", subscriptionId: incoming.id };
    }
  } else if (local?.providerSubscriptionId && !isFinal(local, options.now)) {
    return { result: "flagged", flag: "superseded" };
  }

  const a = incoming.attributes;
  const values = {
    teamId,
    provider: provider.name,
    providerSubscriptionId: incoming.id,
    providerCustomerId: a.customer_id ?? null,
    providerOrderId: a.order_id ?? null,
    plan: target.plan,
    variantId: a.variant_id,
    interval: target.interval,
    status,
    renewsAt: a.renews_at,
    endsAt: a.ends_at,
    // Only a running trial has an end date of its own: a converted subscription may still carry
    // the past one, which must never pass for the end of the paid period.
    trialEndsAt: status === "trialing" ? a.trial_ends_at : null,
    cardBrand: a.card_brand ?? null,
    cardLastFour: a.card_last_four ?? null,
    providerUpdatedAt: a.updated_at,
    pauseResumesAt:
      status === "paused" && a.pause?.resumes_at ? new Date(a.pause.resumes_at) : null,
    checkoutUrl: null,
  };
  const changed =
    local?.providerSubscriptionId !== incoming.id ||
    local.status !== status ||
    local.plan !== target.plan ||
    local.interval !== target.interval;
  await tx
    .insert(subscriptions)
    .values(values)
    .onConflictDoUpdate({
      target: subscriptions.teamId,
      // The reason for an owner-change cancellation lasts only while the subscription is cancelled.
      set: status === "canceled" ? values : { ...values, cancellation: null },
    });
  if (status === "trialing" && !team.trialUsedAt) {
    await tx.update(teams).set({ trialUsedAt: new Date() }).where(eq(teams.id, teamId));
  }
  if (changed) {
    await recordBillingActivity(tx, {
      teamId,
      actor: null,
      action: "billing.subscriptionChanged",
      details: {
        plan: target.plan,
        interval: target.interval,
        status,
        previousStatus: local?.status ?? null,
      },
    });
  }
  return { result: "applied", teamId, changed };
}
