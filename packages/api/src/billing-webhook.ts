import {
  billingProvider,
  handleWebhook,
  reconcileBilling,
  retryWebhookEvents,
} from "@teamkit/billing";
import { getDb } from "@teamkit/db";

/** Bodies larger than this are no Lemon Squeezy event. */
export const WEBHOOK_MAX_BYTES = 512 * 1024;

/**
 * The billing webhook endpoint's work for the route handler, which holds no database: verify the
 * raw body's signature, store the event (deduplicated), apply it. Answers 401 for a bad signature
 * and 200 once the event is stored, whatever applying it does.
 */
export async function receiveBillingWebhook(
  rawBody: string,
  signature: string | null,
): Promise<{ status: 200 | 400 | 401 }> {
  const db = await getDb();
  const receipt = await handleWebhook(db, billingProvider(db), { rawBody, signature });
  return { status: receipt.status };
}

/**
 * Retries stored events that failed (start-up), or with `full` also fetches every live
 * subscription from the provider and repairs local state (the reconcile command, a scheduler).
 */
export async function reconcileBillingState(options: { full: boolean }) {
  const db = await getDb();
  const provider = billingProvider(db);
  if (options.full) return reconcileBilling(db, provider);
  return retryWebhookEvents(db, provider);
}
