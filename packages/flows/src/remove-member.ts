import type { Database } from "@teamkit/db";
import type { Actor, OwnerLoss, OwnerLossHooks } from "@teamkit/teams";
import { unassignMember } from "@teamkit/tasks";
import { peekMember, removeMember as removeMembership } from "@teamkit/teams";

/**
 * A member is removed, or leaves: the membership ends and the person is unassigned from the
 * team's tasks in one transaction. The last owner can do neither (`teams.errors.lastOwner`).
 * `ownerLoss` runs around the change when an owner of a team that goes on leaves.
 */
export async function removeMember(
  db: Database,
  actor: Actor,
  teamId: string,
  userId: string,
  options: { ownerLoss?: OwnerLossHooks } = {},
): Promise<void> {
  const peek = await peekMember(db, teamId, userId);
  const loss: OwnerLoss | null =
    peek && (peek.role !== "owner" || peek.owners > 1)
      ? { teamId, userId, reason: userId === actor.userId ? "left" : "removed" }
      : null;
  if (loss) await options.ownerLoss?.before(loss);
  await db.transaction(async (tx) => {
    await removeMembership(tx, actor, teamId, userId);
    await unassignMember(tx, teamId, userId);
  });
  if (loss) await options.ownerLoss?.after(loss);
}
