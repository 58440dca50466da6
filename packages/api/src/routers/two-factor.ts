import type { TRPCRouterRecord } from "@trpc/server";

import {
  beginTwoFactor,
  confirmTwoFactor,
  disableTwoFactor,
  regenerateRecoveryCodes,
  requireRecentSignIn,
  twoFactorStatus,
} from "@teamkit/auth";
import { AppCodeForm, TwoFactorCodeForm } from "@teamkit/validators";

import type { Context } from "../context";
import { protectedProcedure } from "../trpc";

/** Codes typed while signed in: a stolen session must not become a code oracle. */
async function enforceCodeLimit(ctx: Context & { user: { id: string } }): Promise<void> {
  await ctx.rateLimit.enforce("twoFactorCode", ctx.user.id);
}

/** Turning the factor on or off keeps this session and ends the others. */
function ownCode(ctx: Context & { user: { id: string } }, code: string) {
  return { userId: ctx.user.id, code, keepSessionToken: ctx.sessionToken };
}

/** An admin acting as the user can neither see nor change the user's second factor. */
const ownAccount = protectedProcedure.meta({ impersonation: "deny" });

export const twoFactorRouter = {
  status: ownAccount.query(({ ctx }) => twoFactorStatus(ctx.db, ctx.user.id)),

  /** Only a recent sign-in may enrol an authenticator: an older, stolen session must not. */
  begin: ownAccount.mutation(async ({ ctx }) => {
    const now = new Date();
    requireRecentSignIn(ctx.session, now);
    return beginTwoFactor(ctx.db, ctx.user, now);
  }),

  confirm: ownAccount.input(AppCodeForm).mutation(async ({ ctx, input }) => {
    await enforceCodeLimit(ctx);
    return confirmTwoFactor(ctx.db, ownCode(ctx, input.code), new Date());
  }),

  regenerateRecoveryCodes: ownAccount.input(TwoFactorCodeForm).mutation(async ({ ctx, input }) => {
    await enforceCodeLimit(ctx);
    return regenerateRecoveryCodes(ctx.db, { userId: ctx.user.id, code: input.code }, new Date());
  }),

  disable: ownAccount.input(TwoFactorCodeForm).mutation(async ({ ctx, input }) => {
    await enforceCodeLimit(ctx);
    await disableTwoFactor(ctx.db, ownCode(ctx, input.code), new Date());
    return { ok: true as const };
  }),
} satisfies TRPCRouterRecord;
