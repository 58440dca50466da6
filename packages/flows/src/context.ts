import type { BillingProvider } from "@teamkit/billing";
import type { Database } from "@teamkit/db";
import type { sendEmail } from "@teamkit/email";

/** What a flow needs from its caller: the API's request context satisfies it. */
export interface FlowContext {
  db: Database;
  /** The payment provider, built on first use: only when there is something to cancel. */
  billingProvider: () => BillingProvider;
  /** The mail sender and the app's URL for the links in the mails. */
  mail: { sendEmail: typeof sendEmail; appUrl: string };
}
