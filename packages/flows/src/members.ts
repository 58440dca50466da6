import type { Actor } from "@teamkit/teams";
import type { TeamRole } from "@teamkit/validators";
import { unassignMember } from "@teamkit/tasks";
import {
  peekMember,
  removeMember as removeMembership,
  updateMembership as updateRole,
} from "@teamkit/teams";

import type { FlowContext } from "./context";
import type { OwnerLoss, OwnerLossSteps } from "./owner-loss";
import { ownerLossSteps } from "./owner-loss";

export async function updateMembership(
  ctx: FlowContext,
  actor: Actor,
  teamId: string,
  input: { userId: string; role: TeamRole },
  steps: OwnerLossSteps = ownerLossSteps(ctx, actor),
): Promise<{ userId: string; role: TeamRole }> {
  const peek = await peekMember(ctx.db, teamId, input.userId);
  const loss: OwnerLoss | null =
    peek?.role === "owner" && input.role !== "owner" && peek.owners > 1
      ? { teamId, userId: input.userId, reason: "demoted" }
      : null;
  if (loss) await steps.before(loss);
  const result = await updateRole(ctx.db, actor, teamId, input);
  if (loss) await steps.after(loss);
  return result;
}

export async function removeMember(
  ctx: FlowContext,
  actor: Actor,
  teamId: string,
  userId: string,
  steps: OwnerLossSteps = ownerLossSteps(ctx, actor),
): Promise<void> {
  const peek = await peekMember(ctx.db, teamId, userId);
  const loss: OwnerLoss | null =
    peek && (peek.role !== "owner" || peek.owners > 1)
      ? { teamId, userId, reason: userId === actor.userId ? "left" : "removed" }
      : null;
  if (loss) await steps.before(loss);
  await ctx.db.transaction(async (tx) => {
    await removeMembership(tx, actor, teamId, userId);
    await unassignMember(tx, teamId, userId);
  });
  if (loss) await steps.after(loss);
}
