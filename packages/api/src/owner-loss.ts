import type { BillingActor } from "@teamkit/billing";
import type { OwnerLossHooks } from "@teamkit/teams";
import { authEnv } from "@teamkit/auth";
import { ownerChangeBilling } from "@teamkit/billing";
import { sendEmail } from "@teamkit/email";

import type { Context } from "./context";

/**
 * What happens when someone stops being an owner of a team that goes on: billing cancels the
 * subscription that person pays for (a provider failure refuses the change) and mails the other
 * owners. The provider is only built when there is something to cancel.
 */
export function ownerLossHooks(
  ctx: Pick<Context, "db" | "billingProvider">,
  actor: BillingActor | null,
): OwnerLossHooks {
  // The local mailbox (when it is the transport) lives in the request's database.
  const send: typeof sendEmail = (input) => sendEmail({ db: ctx.db, ...input });
  return ownerChangeBilling(
    ctx.db,
    ctx.billingProvider,
    { sendEmail: send, appUrl: authEnv().APP_URL },
    actor,
  );
}
