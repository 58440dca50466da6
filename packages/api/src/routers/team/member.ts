import type { TRPCRouterRecord } from "@trpc/server";

import { removeMember, updateMembership } from "@teamkit/flows";
import { listMembers } from "@teamkit/teams";
import { RemoveMemberInput, UpdateMembershipInput } from "@teamkit/validators";

import { teamOwnerProcedure, teamProcedure } from "../../trpc";

/** `team.member.*`: the people in a team. */
export const memberRouter = {
  /** Every member with their role (members see each other). */
  list: teamProcedure.query(({ ctx }) => listMembers(ctx.db, ctx.team.id)),

  /**
   * Changes a member's role (owners only; the last owner stays an owner). Demoting the owner who
   * pays for the subscription cancels it at the end of its period.
   */
  update: teamOwnerProcedure
    .input(UpdateMembershipInput)
    .mutation(({ ctx, input }) =>
      updateMembership(ctx, ctx.actor, ctx.team.id, { userId: input.userId, role: input.role }),
    ),

  /** Removes a member (owners only; the last owner cannot be removed). */
  delete: teamOwnerProcedure.input(RemoveMemberInput).mutation(async ({ ctx, input }) => {
    await removeMember(ctx, ctx.actor, ctx.team.id, input.userId);
    return { ok: true as const };
  }),
} satisfies TRPCRouterRecord;
