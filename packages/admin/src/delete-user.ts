import type { Database } from "@teamkit/db";
import type { BeforeTeamsDeleted, OwnerLoss, OwnerLossHooks } from "@teamkit/teams";
import { deleteAccount, teamsOfAccount } from "@teamkit/teams";

import { recordAudit } from "./audit";
import { loadPerson, loadTarget } from "./targets";

/**
 * Deletes a user as an admin, in one transaction with its audit row: teams they were alone in
 * go, teams they owned alone pass to the member who joined first, their sessions end with the
 * account. `beforeDelete` (billing cancels the subscriptions of the teams that go) runs first,
 * outside the transaction, once the target is known to be deletable: a payment provider's
 * webhooks need the rows the transaction would hold; so does `ownerLoss.before` for the teams
 * that go on without the user (billing ends the subscription they pay for), and `ownerLoss.after`
 * runs once the deletion committed. If any step fails, nothing is deleted.
 */
export async function deleteUserAsAdmin(
  db: Database,
  input: { adminId: string; userId: string; ip: string },
  options: { beforeDelete?: BeforeTeamsDeleted; ownerLoss?: OwnerLossHooks } = {},
): Promise<{ deletedTeamIds: string[] }> {
  let losses: OwnerLoss[] = [];
  if (options.beforeDelete || options.ownerLoss) {
    const target = await loadTarget(db, input.adminId, input.userId);
    const teams = await teamsOfAccount(db, target.id, "promoteEarliestMember");
    await options.beforeDelete?.(teams.alone);
    losses = teams.outliving.map((teamId) => ({
      teamId,
      userId: target.id,
      reason: "accountDeleted",
    }));
    for (const loss of losses) await options.ownerLoss?.before(loss);
  }
  const result = await db.transaction(async (tx) => {
    const admin = await loadPerson(tx, input.adminId);
    const target = await loadTarget(tx, input.adminId, input.userId);
    const result = await deleteAccount(tx, target.id, "promoteEarliestMember");
    await recordAudit(tx, {
      actor: admin,
      action: "user.deleted",
      target,
      ip: input.ip,
      details: { deletedTeamIds: result.deletedTeamIds },
    });
    return result;
  });
  for (const loss of losses) await options.ownerLoss?.after(loss);
  return result;
}
