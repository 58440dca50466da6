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

  /** `user.avatar.*`: the user's picture. */
  avatar: {
    /**
     * An avatar's image by id, for the cacheable avatar route (`/api/avatar/{id}`): anyone holding
     * the random id may see the picture, as anyone holding an image URL may; null when unknown.
     */
    get: publicProcedure
      .input(AvatarIdInput)
      .query(({ ctx, input }) => readAvatar(ctx.db, input.id)),

    /**
     * Replaces the user's avatar with an uploaded image (base64 of PNG, JPEG or WebP): checked by
     * its bytes, re-encoded as a square WebP and stored in the database.
     */
    update: protectedProcedure.input(UpdateAvatarInput).mutation(async ({ ctx, input }) => {
      await ctx.rateLimit.enforce("avatarUpload", ctx.user.id);
      return updateAvatar(ctx.db, ctx.user.id, Buffer.from(input.image, "base64"));
    }),

    /** Removes the user's avatar. */
    delete: protectedProcedure.mutation(({ ctx }) => removeAvatar(ctx.db, ctx.user.id)),
  },

  /**
   * Deletes the signed-in user's account after the current password. Teams they were alone in go
   * with it; as the only owner of a team with other members they are told to hand it over first.
   */
  delete: protectedProcedure.input(DeleteAccountInput).mutation(async ({ ctx, input }) => {
    await enforcePasswordLimits(ctx, ctx.user.email);
    await deleteOwnAccount(ctx, ctx.actor, input.currentPassword);
    ctx.cookies.clearSession();
    return { ok: true as const };
  }),
} satisfies TRPCRouterRecord;
