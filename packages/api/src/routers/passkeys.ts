import type { TRPCRouterRecord } from "@trpc/server";

import {
  deletePasskey,
  listPasskeys,
  passkeyRegistrationOptions,
  registerPasskey,
  renamePasskey,
  requireRecentSignIn,
} from "@teamkit/auth";
import { DeletePasskeyInput, RegisterPasskeyInput, RenamePasskeyInput } from "@teamkit/validators";

import { protectedProcedure } from "../trpc";

/** A passkey signs in as the user: an admin acting as them neither sees nor changes them. */
const ownAccount = protectedProcedure.meta({ impersonation: "deny" });

export const passkeysRouter = {
  list: ownAccount.query(({ ctx }) => listPasskeys(ctx.db, ctx.user.id)),

  /** As with two-factor sign-in, only a recent sign-in may add a way to sign in. */
  registrationOptions: ownAccount.mutation(async ({ ctx }) => {
    const now = new Date();
    requireRecentSignIn(ctx.session, now);
    await ctx.rateLimit.enforce("passkeyRegistration", ctx.user.id);
    return passkeyRegistrationOptions(ctx.db, ctx.user, now);
  }),

  register: ownAccount.input(RegisterPasskeyInput).mutation(({ ctx, input }) =>
    registerPasskey(
      ctx.db,
      {
        userId: ctx.user.id,
        name: input.name,
        response: { ...input.response, clientExtensionResults: {} },
      },
      new Date(),
      ctx.mail,
    ),
  ),

  rename: ownAccount
    .input(RenamePasskeyInput)
    .mutation(({ ctx, input }) => renamePasskey(ctx.db, { userId: ctx.user.id, ...input })),

  delete: ownAccount.input(DeletePasskeyInput).mutation(async ({ ctx, input }) => {
    await deletePasskey(ctx.db, { userId: ctx.user.id, id: input.id });
    return { ok: true as const };
  }),
} satisfies TRPCRouterRecord;
