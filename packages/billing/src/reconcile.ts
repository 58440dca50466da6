import type { Database } from "@teamkit/db";
import { and, eq, isNotNull, logLine, lt, ne, subscriptions } from "@teamkit/db";

import type { BillingProvider } from "./provider";
import { INCOMPLETE_LIFETIME_MS } from "./status";
import { applySubscriptionState } from "./subscription-state";
import { retryWebhookEvents } from "./webhooks";

export interface ReconcileReport {
  eventsRetried: number;
  eventsFailed: number;
  subscriptionsChecked: number;
  subscriptionsRepaired: number;
  subscriptionsFailed: number;
  checkoutsLapsed: number;
}

/**
 * The newest `updated_at` still wins, so this never rolls a newer state back. Safe to run at any
 * time, from several places at once. `force` retries failed events without waiting for their backoff.
 */
export async function reconcileBilling(
  db: Database,
  provider: BillingProvider,
  options: { now?: Date; force?: boolean; log?: (line: string) => void } = {},
): Promise<ReconcileReport> {
  const now = options.now ?? new Date();
  const log = options.log ?? ((line: string) => console.warn(line));
  const events = await retryWebhookEvents(db, provider, { now, log, force: options.force });

  const lapsed = await db
    .delete(subscriptions)
    .where(
      and(
        eq(subscriptions.status, "incomplete"),
        lt(subscriptions.createdAt, new Date(now.getTime() - INCOMPLETE_LIFETIME_MS)),
      ),
    )
    .returning({ id: subscriptions.id });

  const live = await db
    .select({ teamId: subscriptions.teamId, id: subscriptions.providerSubscriptionId })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.provider, provider.name),
        ne(subscriptions.status, "expired"),
        isNotNull(subscriptions.providerSubscriptionId),
      ),
    );
  let repaired = 0;
  let failed = 0;
  for (const row of live) {
    if (!row.id) continue;
    const id = row.id;
    try {
      const current = await provider.fetchSubscription(id);
      const outcome = await db.transaction((tx) =>
        applySubscriptionState(tx, provider, row.teamId, current, { fetched: true, now }),
      );
      if (outcome.result === "applied" && outcome.changed) repaired += 1;
    } catch (error) {
      failed += 1;
      log(logLine("error", "reconcile failed", { subscription: id }, error));
    }
  }
  return {
    eventsRetried: events.retried,
    eventsFailed: events.failed,
    subscriptionsChecked: live.length,
    subscriptionsRepaired: repaired,
    subscriptionsFailed: failed,
    checkoutsLapsed: lapsed.length,
  };
}
