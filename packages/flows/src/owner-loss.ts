import type { BillingActor } from "@teamkit/billing";
import { ownerChangeBilling } from "@teamkit/billing";

import type { FlowContext } from "./context";

/** A member whose ownership (or membership) of a team that goes on ends. */
export interface OwnerLoss {
  teamId: string;
  userId: string;
  reason: "demoted" | "left" | "removed" | "accountDeleted";
}

/**
 * The steps around a change that ends someone's ownership of a team that goes on. `before` runs
 * outside the change's transaction, since it may call a payment provider whose webhook locks the
 * team's row; if it throws, nothing changes. `after` runs once the change committed.
 */
export interface OwnerLossSteps {
  before(loss: OwnerLoss): Promise<void>;
  after(loss: OwnerLoss): Promise<void>;
}

/**
 * Billing's steps: `before` cancels the subscription the former owner pays for at the end of its
 * period (a provider failure refuses the change), `after` mails the remaining owners.
 */
export function ownerLossSteps(ctx: FlowContext, actor: BillingActor | null): OwnerLossSteps {
  return ownerChangeBilling(ctx.db, ctx.billingProvider, ctx.mail, actor);
}
