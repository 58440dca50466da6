import type { TRPCRouterRecord } from "@trpc/server";

import {
  acceptInvitation,
  declineInvitation,
  getInvitation,
  inviteMember,
  listInvitations,
  listMyInvitations,
  resendInvitation,
  revokeInvitation,
  viewInvitation,
} from "@teamkit/teams";
import {
  InvitationAnswerInput,
  InvitationTokenInput,
  InviteMemberInput,
  ResendInvitationInput,
  RevokeInvitationInput,
} from "@teamkit/validators";

import type { Context } from "../../context";
import {
  protectedProcedure,
  teamOwnerProcedure,
  teamProcedure,
  tokenLinkProcedure,
} from "../../trpc";

/** Per team, inviter and address (sending again counts too): no team can flood a mailbox. */
async function enforceInvitationLimits(
  ctx: Pick<Context, "rateLimit"> & { team: { id: string }; user: { id: string } },
  email: string,
) {
  await ctx.rateLimit.enforce("invitation", ctx.team.id);
  await ctx.rateLimit.enforce("invitationUser", ctx.user.id);
  await ctx.rateLimit.enforce("invitationEmail", email);
  await ctx.rateLimit.enforce("mailSendPair", `${email}\n${ctx.team.id}`);
}

export const invitationRouter = {
  list: teamProcedure.query(({ ctx }) => listInvitations(ctx.db, ctx.team.id)),

  create: teamOwnerProcedure.input(InviteMemberInput).mutation(async ({ ctx, input }) => {
    await enforceInvitationLimits(ctx, input.email);
    return inviteMember(
      ctx.db,
      ctx.actor,
      ctx.team.id,
      { email: input.email, role: input.role, locale: ctx.locale },
      ctx.mail,
    );
  }),

  /** A new link and expiry for a pending or expired invitation, mailed again; the old link is void. */
  resend: teamOwnerProcedure.input(ResendInvitationInput).mutation(async ({ ctx, input }) => {
    const { email } = await getInvitation(ctx.db, ctx.team.id, input.invitationId);
    await enforceInvitationLimits(ctx, email);
    return resendInvitation(
      ctx.db,
      ctx.actor,
      ctx.team.id,
      { invitationId: input.invitationId, email, locale: ctx.locale },
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
