import type { TRPCRouterRecord } from "@trpc/server";

import {
  confirmSignIn,
  endListedSession,
  endOtherListedSessions,
  forgetTrustedBrowser,
  listSessions,
} from "@teamkit/auth";
import { deleteOwnAccount } from "@teamkit/flows";
import { LOCALES } from "@teamkit/i18n";
import {
  readAvatar,
  removeAvatar,
  renameAccount,
  setAccountLocale,
  updateAvatar,
} from "@teamkit/teams";
import {
  AvatarIdInput,
  ConfirmSignInInput,
  DeleteAccountInput,
  EndSessionInput,
  ForgetTrustedBrowserInput,
  setLocaleInput,
  UpdateAvatarInput,
  UpdateNameInput,
} from "@teamkit/validators";

import { enforcePasswordLimits } from "../limits";
import { protectedProcedure, publicProcedure } from "../trpc";
import { passkeysRouter } from "./passkeys";
import { twoFactorRouter } from "./two-factor";

/** The key of the caller's own session: the one the list marks and `end` refuses. */
const currentKey = (ctx: { session: { id: string } }) => ctx.session.id;

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

  /** The user's own choice of language: their mails follow it from then on. */
  setLocale: protectedProcedure.input(setLocaleInput(LOCALES)).mutation(async ({ ctx, input }) => {
    await setAccountLocale(ctx.db, ctx.user.id, input.locale);
    return { locale: input.locale };
  }),

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

  /** The password typed again: this session may add a second factor or a passkey for a while. */
  confirmSignIn: protectedProcedure
    .meta({ impersonation: "deny" })
    .input(ConfirmSignInInput)
    .mutation(async ({ ctx, input }) => {
      await enforcePasswordLimits(ctx, ctx.user.email);
      return confirmSignIn(ctx.db, {
        userId: ctx.user.id,
        key: currentKey(ctx),
        currentPassword: input.currentPassword,
      });
    }),

  twoFactor: twoFactorRouter,

  passkeys: passkeysRouter,

  /**
   * Where the user is signed in (`user.session` is the current session alone). An impersonating
   * admin may look, as at every page, but not end or forget anything: that acts as the user.
   * Every query names the caller's id, so another user's id finds nothing.
   */
  sessions: {
    list: protectedProcedure.query(({ ctx }) =>
      listSessions(ctx.db, { userId: ctx.user.id, currentKey: currentKey(ctx) }),
    ),

    end: protectedProcedure
      .meta({ impersonation: "deny" })
      .input(EndSessionInput)
      .mutation(async ({ ctx, input }) => {
        await endListedSession(ctx.db, {
          userId: ctx.user.id,
          currentKey: currentKey(ctx),
          id: input.id,
        });
        return { ok: true as const };
      }),

    endOthers: protectedProcedure
      .meta({ impersonation: "deny" })
      .mutation(({ ctx }) =>
        endOtherListedSessions(ctx.db, { userId: ctx.user.id, currentKey: currentKey(ctx) }),
      ),

    forgetBrowser: protectedProcedure
      .meta({ impersonation: "deny" })
      .input(ForgetTrustedBrowserInput)
      .mutation(async ({ ctx, input }) => {
        await forgetTrustedBrowser(ctx.db, { userId: ctx.user.id, id: input.id });
        return { ok: true as const };
      }),
  },

  delete: protectedProcedure.input(DeleteAccountInput).mutation(async ({ ctx, input }) => {
    await enforcePasswordLimits(ctx, ctx.user.email);
    await deleteOwnAccount(ctx, ctx.actor, input.currentPassword);
    ctx.cookies.clearSession();
    return { ok: true as const };
  }),
} satisfies TRPCRouterRecord;
