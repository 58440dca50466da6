import type { Database, Transaction } from "@teamkit/db";
import { recordActivity } from "@teamkit/activity";

/** Who acted in a team (null: the payment provider, through a webhook). */
export interface BillingActor {
  userId: string;
  name: string | null;
  impersonatorId: string | null;
}

export type BillingActivityAction =
  | "billing.checkoutStarted"
  | "billing.subscriptionChanged"
  | "billing.planSwitched"
  | "billing.cancelRequested"
  | "billing.resumeRequested"
  | "billing.pauseRequested"
  | "billing.canceledOnOwnerChange";

export async function recordBillingActivity(
  db: Database | Transaction,
  entry: {
    teamId: string;
    actor: BillingActor | null;
    action: BillingActivityAction;
    details: Record<string, string | number | boolean | null>;
  },
): Promise<void> {
  await recordActivity(db, {
    ...entry,
    target: { type: "subscription", id: null, label: null },
  });
}
