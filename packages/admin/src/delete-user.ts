import type { Database } from "@teamkit/db";
import type { BeforeTeamsDeleted } from "@teamkit/teams";
import { deleteAccount, teamsGoingWithAccount } from "@teamkit/teams";

import { recordAudit } from "./audit";
import { loadPerson, loadTarget } from "./targets";

/**
 * Deletes a user as an admin, in one transaction with its audit row: teams they were alone in
 * go, teams they owned alone pass to the member who joined first, their sessions end with the
 * account. `beforeDelete` (billing cancels the subscriptions of the teams that go) runs first,
 * outside the transaction, once the target is known to be deletable: a payment provider's
 * webhooks need the rows the transaction would hold. If any step fails, nothing is deleted.
 */
export async function deleteUserAsAdmin(
  db: Database,
  input: { adminId: string; userId: string; ip: string },
  options: { beforeDelete?: BeforeTeamsDeleted } = {},
): Promise<{ deletedTeamIds: string[] }> {
  if (options.beforeDelete) {
    const target = await loadTarget(db, input.adminId, input.userId);
    await options.beforeDelete(await teamsGoingWithAccount(db, target.id, "promoteEarliestMember"));
  }
  return db.transaction(async (tx) => {
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
}
