import type { TRPCRouterRecord } from "@trpc/server";

import {
  acceptInvitation,
  declineInvitation,
  inviteMember,
  listInvitations,
  listMyInvitations,
  revokeInvitation,
  viewInvitation,
} from "@teamkit/teams";
import {
  InvitationAnswerInput,
  InvitationTokenInput,
  InviteMemberInput,
  RevokeInvitationInput,
} from "@teamkit/validators";

import {
  protectedProcedure,
  teamOwnerProcedure,
  teamProcedure,
  tokenLinkProcedure,
} from "../../trpc";

export const invitationRouter = {
  list: teamProcedure.query(({ ctx }) => listInvitations(ctx.db, ctx.team.id)),

  /** Limited per team, inviter and address, so no team can be used to flood a mailbox. */
  create: teamOwnerProcedure.input(InviteMemberInput).mutation(async ({ ctx, input }) => {
    await ctx.rateLimit.enforce("invitation", ctx.team.id);
    await ctx.rateLimit.enforce("invitationUser", ctx.user.id);
    await ctx.rateLimit.enforce("invitationEmail", input.email);
    await ctx.rateLimit.enforce("mailSendPair", `${input.email}\n${ctx.team.id}`);
    return inviteMember(
      ctx.db,
      ctx.actor,
      ctx.team.id,
      { email: input.email, role: input.role, locale: ctx.locale },
      ctx.mail,
    );
  }),

  revoke: teamOwnerProcedure.input(RevokeInvitationInput).mutation(async ({ ctx, input }) => {
    await revokeInvitation(ctx.db, ctx.actor, ctx.team.id, input.invitationId);
    return { ok: true as const };
  }),

  get: tokenLinkProcedure
    .input(InvitationTokenInput)
    .query(({ ctx, input }) => viewInvitation(ctx.db, input.token)),

  /** The invitations to the signed-in user's verified address, from any team. */
  listMine: protectedProcedure.query(({ ctx }) => listMyInvitations(ctx.db, ctx.user)),

  accept: protectedProcedure.input(InvitationAnswerInput).mutation(async ({ ctx, input }) => {
    await ctx.rateLimit.enforce("tokenUse", ctx.network);
    return acceptInvitation(ctx.db, ctx.user, "token" in input ? input.token : input);
  }),

  decline: protectedProcedure.input(InvitationAnswerInput).mutation(async ({ ctx, input }) => {
    await ctx.rateLimit.enforce("tokenUse", ctx.network);
    await declineInvitation(ctx.db, ctx.user, "token" in input ? input.token : input);
    return { ok: true as const };
  }),
} satisfies TRPCRouterRecord;
