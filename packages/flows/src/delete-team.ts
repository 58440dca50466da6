import { cancelSubscriptionsOfTeams } from "@teamkit/billing";
import { deleteTeam as deleteTeamRows } from "@teamkit/teams";

import type { FlowContext } from "./context";

/**
 * The provider is called outside any transaction because its webhook locks the team's row. The
 * deletion itself holds only while `ownerId` is still an owner of the team.
 */
export async function deleteTeam(ctx: FlowContext, teamId: string, ownerId: string): Promise<void> {
  await cancelSubscriptions(ctx, [teamId]);
  await deleteTeamRows(ctx.db, teamId, ownerId);
}

export async function cancelSubscriptions(ctx: FlowContext, teamIds: string[]): Promise<void> {
  if (teamIds.length) await cancelSubscriptionsOfTeams(ctx.db, ctx.billingProvider, teamIds);
}
