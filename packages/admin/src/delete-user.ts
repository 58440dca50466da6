import type { Database } from "@teamkit/db";
import { deleteAccount } from "@teamkit/teams";

import { recordAudit } from "./audit";
import { loadPerson, loadTarget } from "./targets";

/**
 * Deletes a user as an admin, in one transaction with its audit row: teams they were alone in
 * go, teams they owned alone pass to the member who joined first, their sessions end with the
 * account. If any step fails, nothing is deleted. The account-deletion flow cancels the
 * subscriptions concerned before it calls this.
 */
export async function deleteUserAsAdmin(
  db: Database,
  input: { adminId: string; userId: string; ip: string },
): Promise<{ deletedTeamIds: string[] }> {
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
