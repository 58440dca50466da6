import type { TRPCRouterRecord } from "@trpc/server";

import { deleteOwnAccount } from "@teamkit/flows";
import { readAvatar, removeAvatar, renameAccount, updateAvatar } from "@teamkit/teams";
import {
  AvatarIdInput,
  DeleteAccountInput,
  UpdateAvatarInput,
  UpdateNameInput,
} from "@teamkit/validators";

import { enforcePasswordLimits } from "../limits";
import { protectedProcedure, publicProcedure } from "../trpc";
import { twoFactorRouter } from "./two-factor";

export const userRouter = {
  session: publicProcedure.query(({ ctx }) =>
    ctx.session
      ? {
          user: ctx.session.user,
          expires: ctx.session.expires,
          impersonating: !!ctx.session.impersonatorId,
        }
      : null,
  ),
  me: protectedProcedure.query(({ ctx }) => ctx.user),

  update: protectedProcedure
    .input(UpdateNameInput)
    .mutation(({ ctx, input }) => renameAccount(ctx.db, ctx.user.id, input.name)),

  avatar: {
    /** Anyone holding the random id may see the picture, as with any image URL. */
    get: publicProcedure
      .input(AvatarIdInput)
      .query(({ ctx, input }) => readAvatar(ctx.db, input.id)),

    update: protectedProcedure.input(UpdateAvatarInput).mutation(async ({ ctx, input }) => {
      await ctx.rateLimit.enforce("avatarUpload", ctx.user.id);
      return updateAvatar(ctx.db, ctx.user.id, Buffer.from(input.image, "base64"));
    }),

    delete: protectedProcedure.mutation(({ ctx }) => removeAvatar(ctx.db, ctx.user.id)),
  },

  twoFactor: twoFactorRouter,

  delete: protectedProcedure.input(DeleteAccountInput).mutation(async ({ ctx, input }) => {
    await enforcePasswordLimits(ctx, ctx.user.email);
    await deleteOwnAccount(ctx, ctx.actor, input.currentPassword);
    ctx.cookies.clearSession();
    return { ok: true as const };
  }),
} satisfies TRPCRouterRecord;
