import type { BillingActor } from "@teamkit/billing";
import type { SoleOwnerPolicy } from "@teamkit/teams";
import { deleteUserAsAdmin as deleteUserRows, loadTarget } from "@teamkit/admin";
import { confirmCurrentPassword } from "@teamkit/auth";
import { deleteAccount as deleteAccountRows, teamsOfAccount } from "@teamkit/teams";

import type { FlowContext } from "./context";
import type { OwnerLoss, OwnerLossSteps } from "./owner-loss";
import { cancelSubscriptions } from "./delete-team";
import { ownerLossSteps } from "./owner-loss";

/**
 * An account is deleted by its user (`policy` "refuse": a sole owner of a team with members must
 * hand it over first). Before the deletion's transaction: the subscriptions of the teams that go
 * with the account are cancelled, and for each team that goes on without it the owner-loss steps
 * start (the subscription the user pays for ends with its period); if any of that fails, nothing
 * is deleted. Once the deletion committed, the remaining owners are mailed.
 */
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

/**
 * The signed-in user deletes their own account after confirming their current password (a wrong
 * one is refused before anything changes); then as `deleteAccount` with the policy "refuse".
 */
export async function deleteOwnAccount(
  ctx: FlowContext,
  actor: BillingActor,
  currentPassword: string,
): Promise<{ deletedTeamIds: string[] }> {
  await confirmCurrentPassword(ctx.db, { userId: actor.userId, currentPassword });
  return deleteAccount(ctx, actor, actor.userId, "refuse");
}

/**
 * An admin deletes a user (never an admin): as `deleteAccount`, but teams the user owned alone
 * pass to their earliest member, and the deletion's audit row is written in its transaction. The
 * admin acts outside the teams, so their logs name no one.
 */
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

/** The steps before an account's deletion; returns the owner losses to finish afterwards. */
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
