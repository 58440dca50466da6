import type { Database } from "@teamkit/db";
import {
  and,
  eq,
  errorSummary,
  gte,
  inArray,
  isNotNull,
  isNull,
  logLine,
  lt,
  lte,
  or,
  sql,
  subscriptions,
  teams,
  webhookEvents,
} from "@teamkit/db";

import type { WebhookPayload as Payload, ProviderSubscription } from "./payload";
import type { BillingProvider } from "./provider";
import { checkoutClaim } from "./checkout-reference";
import {
  InvoiceAttributes,
  ORDER_EVENTS,
  OrderAttributes,
  PAYMENT_EVENTS,
  SUBSCRIPTION_EVENTS,
  SubscriptionAttributes,
  WebhookPayload,
} from "./payload";
import { payloadHash, verifyWebhookSignature } from "./signature";
import { applySubscriptionState } from "./subscription-state";

export const MAX_WEBHOOK_ATTEMPTS = 5;
/** The wait after the n-th failure is this times 4^(n-1): 1, 4, 16 and 64 minutes. */
export const WEBHOOK_RETRY_BASE_MS = 60_000;

/**
 * Flags of events for a team deleted here whose subscription came from our checkout: the one that
 * had it cancelled at the provider (listed for platform admins), and any after it.
 */
export const DELETED_TEAM_FLAGS = { cancelled: "deleted_team_cancelled", later: "deleted_team" };

export interface WebhookReceipt {
  status: 200 | 400 | 401;
  eventId?: string;
  duplicate?: boolean;
}

export async function receiveWebhook(
  db: Database,
  provider: BillingProvider,
  request: { rawBody: string; signature: string | null },
): Promise<WebhookReceipt> {
  if (!verifyWebhookSignature(request.rawBody, request.signature, provider.webhookSecret)) {
    return { status: 401 };
  }
  let payload: Payload;
  try {
    payload = WebhookPayload.parse(JSON.parse(request.rawBody));
  } catch {
    return { status: 400 };
  }
  const teamId = payload.meta.custom_data?.team_id;
  const [stored] = await db
    .insert(webhookEvents)
    .values({
      provider: provider.name,
      eventName: payload.meta.event_name,
      payloadHash: payloadHash(request.rawBody),
      payload,
      teamId: typeof teamId === "string" ? teamId.slice(0, 100) : null,
    })
    .onConflictDoNothing()
    .returning({ id: webhookEvents.id });
  if (!stored) return { status: 200, duplicate: true };
  return { status: 200, eventId: stored.id };
}

export type EventOutcome = "processed" | "ignored" | "failed" | "skipped";

/**
 * The event row is locked and only a `received` or `failed` one is applied, so parallel deliveries
 * never apply it twice. The provider is asked outside the transaction.
 */
export async function applyWebhookEvent(
  db: Database,
  provider: BillingProvider,
  eventId: string,
  log: (line: string) => void = (line) => console.warn(line),
  now: Date = new Date(),
): Promise<EventOutcome> {
  try {
    const [event] = await db
      .select({ payload: webhookEvents.payload, eventName: webhookEvents.eventName })
      .from(webhookEvents)
      .where(
        and(eq(webhookEvents.id, eventId), inArray(webhookEvents.status, ["received", "failed"])),
      );
    if (!event) return "skipped";
    const payload = WebhookPayload.parse(event.payload);
    let plan = await cancelIfTeamDeleted(
      db,
      provider,
      payload,
      await plan0(db, provider, payload),
      log,
    );
    for (let round = 0; round < 3; round++) {
      const current = plan;
      const result = await db.transaction(async (tx) => {
        const [locked] = await tx
          .select({ id: webhookEvents.id })
          .from(webhookEvents)
          .where(
            and(
              eq(webhookEvents.id, eventId),
              inArray(webhookEvents.status, ["received", "failed"]),
            ),
          )
          .for("update");
        if (!locked) return "skipped" as const;
        const outcome = await settle(tx, provider, payload, current);
        if ("needsFetch" in outcome) return outcome;
        if (outcome.flag && outcome.flag !== "stale") {
          log(
            logLine("warn", "webhook event not applied", {
              eventId,
              flag: outcome.flag,
              event: event.eventName,
            }),
          );
        }
        await tx
          .update(webhookEvents)
          .set({
            status: outcome.status,
            flag: outcome.flag,
            error: null,
            nextAttemptAt: null,
            processedAt: new Date(),
          })
          .where(eq(webhookEvents.id, eventId));
        return outcome.status;
      });
      if (typeof result === "string") return result;
      plan = {
        kind: "subscription",
        verified: current.kind === "subscription" && current.verified,
        subscription: await provider.fetchSubscription(result.needsFetch),
        fetched: true,
      };
    }
    throw new Error("The subscription kept changing while it was applied");
  } catch (error) {
    await db
      .update(webhookEvents)
      .set({
        status: "failed",
        attempts: sql`${webhookEvents.attempts} + 1`,
        nextAttemptAt: sql`${now}::timestamptz + ${WEBHOOK_RETRY_BASE_MS} * power(4, ${webhookEvents.attempts}) * interval '1 millisecond'`,
        error: JSON.stringify(errorSummary(error)),
      })
      .where(eq(webhookEvents.id, eventId));
    log(logLine("error", "webhook event failed", { eventId }, error));
    return "failed";
  }
}

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

type Plan =
  | { kind: "ignore"; flag: string }
  | { kind: "record" }
  | {
      kind: "subscription";
      subscription: ProviderSubscription;
      fetched: boolean;
      /** `custom_data` names its team with our checkout's reference. */
      verified?: boolean;
    };

async function plan0(db: Database, provider: BillingProvider, payload: Payload): Promise<Plan> {
  const name = payload.meta.event_name;
  const attributes = payload.data.attributes;
  const storeId = attributes.store_id;
  if (
    (typeof storeId !== "string" && typeof storeId !== "number") ||
    String(storeId) !== provider.storeId
  ) {
    return { kind: "ignore", flag: "unknown_store" };
  }
  if ((payload.meta.test_mode || attributes.test_mode === true) && !provider.acceptTestMode) {
    return { kind: "ignore", flag: "test_mode" };
  }
  if ((SUBSCRIPTION_EVENTS as readonly string[]).includes(name)) {
    const subscription = {
      id: payload.data.id,
      attributes: SubscriptionAttributes.parse(attributes),
    };
    return { kind: "subscription", subscription, fetched: false };
  }
  if ((PAYMENT_EVENTS as readonly string[]).includes(name)) {
    // Invoices say nothing about the subscription's state: ask the provider for it.
    const invoice = InvoiceAttributes.parse(attributes);
    const subscription = await provider.fetchSubscription(invoice.subscription_id);
    return { kind: "subscription", subscription, fetched: true };
  }
  if ((ORDER_EVENTS as readonly string[]).includes(name)) {
    OrderAttributes.parse(attributes);
    if (name === "order_created") return { kind: "record" };
    // A refund (the money-back guarantee) may end the subscription: fetch the one of this order.
    const [local] = await db
      .select({ id: subscriptions.providerSubscriptionId })
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.provider, provider.name),
          eq(subscriptions.providerOrderId, payload.data.id),
        ),
      );
    if (!local?.id) return { kind: "record" };
    return {
      kind: "subscription",
      subscription: await provider.fetchSubscription(local.id),
      fetched: true,
    };
  }
  return { kind: "ignore", flag: "unknown_event" };
}

/**
 * A subscription paid through a checkout of ours for a team deleted since is cancelled at the
 * provider: nobody here could use or cancel it. Without our reference an unknown team is left alone,
 * as the store may sell other products or serve another deployment.
 */
async function cancelIfTeamDeleted(
  db: Database,
  provider: BillingProvider,
  payload: Payload,
  plan: Plan,
  log: (line: string) => void,
): Promise<Plan> {
  if (plan.kind !== "subscription") return plan;
  const claim = await checkoutClaim(db, provider, payload.meta.custom_data);
  if (claim.reference !== "ours" || !claim.teamId) return plan;
  const [team] = await db.select({ id: teams.id }).from(teams).where(eq(teams.id, claim.teamId));
  if (team) return { ...plan, verified: true };
  const current = plan.fetched
    ? plan.subscription
    : await provider.fetchSubscription(plan.subscription.id);
  if (current.attributes.status === "cancelled" || current.attributes.status === "expired") {
    return { kind: "ignore", flag: DELETED_TEAM_FLAGS.later };
  }
  await provider.cancel(current.id);
  log(
    logLine("warn", "subscription of a deleted team cancelled at the provider", {
      subscriptionId: current.id,
      teamId: claim.teamId,
    }),
  );
  return { kind: "ignore", flag: DELETED_TEAM_FLAGS.cancelled };
}

async function settle(
  tx: Tx,
  provider: BillingProvider,
  payload: Payload,
  plan: Plan,
): Promise<{ status: "processed" | "ignored"; flag: string | null } | { needsFetch: string }> {
  if (plan.kind === "ignore") return { status: "ignored", flag: plan.flag };
  if (plan.kind === "record") return { status: "processed", flag: null };
  const claimed = payload.meta.custom_data?.team_id;
  const teamId = typeof claimed === "string" ? claimed : null;
  const outcome = await applySubscriptionState(tx, provider, teamId, plan.subscription, {
    fetched: plan.fetched,
    verified: plan.verified,
  });
  if (outcome.result === "needsFetch") return { needsFetch: outcome.subscriptionId };
  if (outcome.result === "flagged") return { status: "ignored", flag: outcome.flag };
  return { status: "processed", flag: outcome.result === "stale" ? "stale" : null };
}

/** A stored event is acknowledged even if applying it fails: it is retried from the store. */
export async function handleWebhook(
  db: Database,
  provider: BillingProvider,
  request: { rawBody: string; signature: string | null },
): Promise<WebhookReceipt> {
  const receipt = await receiveWebhook(db, provider, request);
  if (receipt.eventId) await applyWebhookEvent(db, provider, receipt.eventId);
  return receipt;
}

/** Events whose backoff has passed, oldest first; `force` ignores the backoff (an operator's run). */
export async function retryWebhookEvents(
  db: Database,
  provider: BillingProvider,
  options: { minAgeMs?: number; now?: Date; force?: boolean; log?: (line: string) => void } = {},
): Promise<{ retried: number; failed: number }> {
  const now = options.now ?? new Date();
  const cutoff = new Date(now.getTime() - (options.minAgeMs ?? 0));
  const pending = await db
    .select({ id: webhookEvents.id })
    .from(webhookEvents)
    .where(
      and(
        eq(webhookEvents.provider, provider.name),
        inArray(webhookEvents.status, ["received", "failed"]),
        lt(webhookEvents.attempts, MAX_WEBHOOK_ATTEMPTS),
        lte(webhookEvents.receivedAt, cutoff),
        options.force
          ? undefined
          : or(isNull(webhookEvents.nextAttemptAt), lte(webhookEvents.nextAttemptAt, now)),
      ),
    )
    .orderBy(webhookEvents.receivedAt)
    .limit(500);
  let failed = 0;
  for (const { id } of pending) {
    if ((await applyWebhookEvent(db, provider, id, options.log, now)) === "failed") failed += 1;
  }
  return { retried: pending.length, failed };
}

/**
 * Empties the bodies of settled events received before `before`; the row and its hash stay, so a
 * replayed delivery is still recognised as a duplicate.
 */
export async function pruneWebhookBodies(db: Database, before: Date): Promise<number> {
  const pruned = await db
    .update(webhookEvents)
    .set({ payload: null })
    .where(
      and(
        isNotNull(webhookEvents.payload),
        lt(webhookEvents.receivedAt, before),
        or(
          inArray(webhookEvents.status, ["processed", "ignored"]),
          and(
            eq(webhookEvents.status, "failed"),
            gte(webhookEvents.attempts, MAX_WEBHOOK_ATTEMPTS),
          ),
        ),
      ),
    )
    .returning({ id: webhookEvents.id });
  return pruned.length;
}
