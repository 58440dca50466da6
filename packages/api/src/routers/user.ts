import type { TRPCRouterRecord } from "@trpc/server";

import { confirmCurrentPassword } from "@teamkit/auth";
import { cancelSubscriptionsOfTeams } from "@teamkit/billing";
import { deleteAccount, renameAccount } from "@teamkit/teams";
import { DeleteAccountInput, UpdateNameInput } from "@teamkit/validators";

import { enforcePasswordLimits } from "../limits";
import { protectedProcedure, publicProcedure } from "../trpc";

/** The signed-in user. */
export const userRouter = {
  /** The current session's user, or null when signed out (never throws for anonymous callers). */
  session: publicProcedure.query(({ ctx }) =>
    ctx.session
      ? {
          user: ctx.session.user,
          expires: ctx.session.expires,
          impersonating: !!ctx.session.impersonatorId,
        }
      : null,
  ),
  /** The current user; UNAUTHORIZED without a session. */
  me: protectedProcedure.query(({ ctx }) => ctx.user),

  /** Renames the signed-in user. */
  update: protectedProcedure
    .input(UpdateNameInput)
    .mutation(({ ctx, input }) => renameAccount(ctx.db, ctx.user.id, input.name)),

  /**
   * Deletes the signed-in user's account after the current password. Teams they were alone in go
   * with it; as the only owner of a team with other members they are told to hand it over first.
   */
  delete: protectedProcedure.input(DeleteAccountInput).mutation(async ({ ctx, input }) => {
    await enforcePasswordLimits(ctx, ctx.user.email);
    await confirmCurrentPassword(ctx.db, {
      userId: ctx.user.id,
      currentPassword: input.currentPassword,
    });
    await deleteAccount(ctx.db, ctx.user.id, "refuse", {
      beforeDelete: (teamIds) => cancelSubscriptionsOfTeams(ctx.db, ctx.billingProvider(), teamIds),
    });
    ctx.cookies.clearSession();
    return { ok: true as const };
  }),
} satisfies TRPCRouterRecord;
