import { cancelSubscriptionsOfTeams } from "@teamkit/billing";
import { deleteTeam as deleteTeamRows } from "@teamkit/teams";

import type { FlowContext } from "./context";

/**
 * A team is deleted: its live subscription is cancelled at the provider first, outside any
 * transaction (the provider's webhook locks the team's row); if that fails, nothing is deleted.
 * If the deletion then failed, the subscription ends with its period and can be resumed.
 */
export async function deleteTeam(ctx: FlowContext, teamId: string): Promise<void> {
  await cancelSubscriptions(ctx, [teamId]);
  await deleteTeamRows(ctx.db, teamId);
}

/** Cancels the live subscriptions of teams about to be deleted (none: no provider is built). */
export async function cancelSubscriptions(ctx: FlowContext, teamIds: string[]): Promise<void> {
  if (teamIds.length) await cancelSubscriptionsOfTeams(ctx.db, ctx.billingProvider(), teamIds);
}
