import type { TRPCRouterRecord } from "@trpc/server";

import { removeMember, updateMembership } from "@teamkit/flows";
import { listMembers } from "@teamkit/teams";
import { RemoveMemberInput, UpdateMembershipInput } from "@teamkit/validators";

import { teamOwnerProcedure, teamProcedure } from "../../trpc";

export const memberRouter = {
  list: teamProcedure.query(({ ctx }) => listMembers(ctx.db, ctx.team.id)),

  update: teamOwnerProcedure
    .input(UpdateMembershipInput)
    .mutation(({ ctx, input }) =>
      updateMembership(ctx, ctx.actor, ctx.team.id, { userId: input.userId, role: input.role }),
    ),

  delete: teamOwnerProcedure.input(RemoveMemberInput).mutation(async ({ ctx, input }) => {
    await removeMember(ctx, ctx.actor, ctx.team.id, input.userId);
    return { ok: true as const };
  }),
} satisfies TRPCRouterRecord;
