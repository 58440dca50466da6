import type { Database } from "@teamkit/db";
import { deleteAccount } from "@teamkit/teams";

import { recordAudit } from "./audit";
import { loadPerson, loadTarget } from "./targets";

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
