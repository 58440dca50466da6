import type { BillingActor } from "@teamkit/billing";
import { ownerChangeBilling } from "@teamkit/billing";

import type { FlowContext } from "./context";

export interface OwnerLoss {
  teamId: string;
  userId: string;
  reason: "demoted" | "left" | "removed" | "accountDeleted";
}

/** `before` runs outside the transaction: the provider's webhook locks the team's row. */
export interface OwnerLossSteps {
  before(loss: OwnerLoss): Promise<void>;
  after(loss: OwnerLoss): Promise<void>;
}

export function ownerLossSteps(ctx: FlowContext, actor: BillingActor | null): OwnerLossSteps {
  return ownerChangeBilling(ctx.db, ctx.billingProvider, ctx.mail, actor);
}
