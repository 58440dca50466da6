import type { BillingActor } from "@teamkit/billing";
import type { SoleOwnerPolicy } from "@teamkit/teams";
import { deleteUserAsAdmin as deleteUserRows, loadTarget } from "@teamkit/admin";
import { confirmCurrentPassword } from "@teamkit/auth";
import { deleteAccount as deleteAccountRows, teamsOfAccount } from "@teamkit/teams";

import type { FlowContext } from "./context";
import type { OwnerLoss, OwnerLossSteps } from "./owner-loss";
import { cancelSubscriptions } from "./delete-team";
import { ownerLossSteps } from "./owner-loss";

/** Cancelling and owner-loss steps run before the transaction; if they fail, nothing is deleted. */
export async function deleteAccount(
  ctx: FlowContext,
  actor: BillingActor | null,
  userId: string,
  policy: SoleOwnerPolicy,
  steps: OwnerLossSteps = ownerLossSteps(ctx, actor),
): Promise<{ deletedTeamIds: string[] }> {
  const losses = await prepareAccountDeletion(ctx, userId, policy, steps);
  const result = await deleteAccountRows(ctx.db, userId, policy);
  for (const loss of losses) await steps.after(loss);
  return result;
}

export async function deleteOwnAccount(
  ctx: FlowContext,
  actor: BillingActor,
  currentPassword: string,
): Promise<{ deletedTeamIds: string[] }> {
  await confirmCurrentPassword(ctx.db, { userId: actor.userId, currentPassword });
  return deleteAccount(ctx, actor, actor.userId, "refuse");
}

/** Admin deletion: teams the user owned alone pass to their earliest member. */
export async function deleteUserAsAdmin(
  ctx: FlowContext,
  input: { adminId: string; userId: string; ip: string },
  steps: OwnerLossSteps = ownerLossSteps(ctx, null),
): Promise<{ deletedTeamIds: string[] }> {
  const target = await loadTarget(ctx.db, input.adminId, input.userId);
  const losses = await prepareAccountDeletion(ctx, target.id, "promoteEarliestMember", steps);
  const result = await deleteUserRows(ctx.db, input);
  for (const loss of losses) await steps.after(loss);
  return result;
}

async function prepareAccountDeletion(
  ctx: FlowContext,
  userId: string,
  policy: SoleOwnerPolicy,
  steps: OwnerLossSteps,
): Promise<OwnerLoss[]> {
  const teams = await teamsOfAccount(ctx.db, userId, policy);
  await cancelSubscriptions(ctx, teams.alone);
  const losses = teams.outliving.map((teamId) => ({
    teamId,
    userId,
    reason: "accountDeleted" as const,
  }));
  for (const loss of losses) await steps.before(loss);
  return losses;
}
