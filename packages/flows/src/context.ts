import type { BillingProvider } from "@teamkit/billing";
import type { Database } from "@teamkit/db";
import type { QueueEmail, sendEmail } from "@teamkit/email";

export interface FlowContext {
  db: Database;
  /** Built on first use: only when there is something to cancel. */
  billingProvider: () => BillingProvider;
  mail: { sendEmail: typeof sendEmail; queueEmail: QueueEmail; appUrl: string };
}
