import type { TRPCRouterRecord } from "@trpc/server";

import {
  getOverview,
  resendVerificationAsAdmin,
  searchUsers,
  startImpersonation,
  stopImpersonation,
} from "@teamkit/admin";
import { deleteUserAsAdmin } from "@teamkit/flows";
import {
  AdminUserIdInput,
  AdminUserSearchInput,
  StartImpersonationInput,
} from "@teamkit/validators";

import { adminProcedure, impersonationProcedure } from "../trpc";

/** Where stopping an impersonation returns the admin to. */
export const ADMIN_USERS_PATH = "/app/admin/users";

/** The platform admin area: figures, the user list and its actions, impersonation. */
export const adminRouter = {
  /** User, team and subscription figures and the newest audit entries. */
  overview: adminProcedure.query(({ ctx }) => getOverview(ctx.db)),

  user: {
    /** One page of users matching the search, with their teams. */
    list: adminProcedure
      .input(AdminUserSearchInput)
      .query(({ ctx, input }) => searchUsers(ctx.db, input)),

    /** Mails an unverified user a new verification link (limited per admin and address). */
    resendVerification: adminProcedure.input(AdminUserIdInput).mutation(async ({ ctx, input }) => {
      await ctx.rateLimit.enforce("mailSendPair", `admin:${ctx.user.id}:${input.userId}`);
      return resendVerificationAsAdmin(
        ctx.db,
        { adminId: ctx.user.id, userId: input.userId, ip: ctx.ip },
        ctx.mail,
      );
    }),

    /** Deletes a user (never an admin); teams they owned alone pass to their earliest member. */
    delete: adminProcedure
      .input(AdminUserIdInput)
      .mutation(({ ctx, input }) =>
        deleteUserAsAdmin(ctx, { adminId: ctx.user.id, userId: input.userId, ip: ctx.ip }),
      ),

    /**
     * Signs this browser in as the user for an hour, keeping the admin's own session in a cookie
     * of its own to come back to.
     */
    impersonate: adminProcedure.input(StartImpersonationInput).mutation(async ({ ctx, input }) => {
      const started = await startImpersonation(ctx.db, {
        adminId: ctx.user.id,
        userId: input.userId,
        reason: input.reason,
        ip: ctx.ip,
      });
      if (ctx.sessionToken) {
        ctx.cookies.setImpersonator(
          { token: ctx.sessionToken, returnQuery: input.returnQuery },
          started.expires,
        );
      }
      ctx.cookies.setSession(started.token, started.expires);
      return { user: started.user, expires: started.expires };
    }),
  },

  impersonation: {
    /**
     * Ends the impersonation: the impersonated session is deleted and the admin's own session is
     * restored when it is still live. `redirectTo`: the user list as the admin left it, or the
     * sign-in page when their session is gone.
     */
    stop: impersonationProcedure.meta({ impersonation: "allow" }).mutation(async ({ ctx }) => {
      const restored = await stopImpersonation(ctx.db, {
        session: { ...ctx.session, impersonatorId: ctx.impersonatorId },
        adminToken: ctx.impersonator.token,
        ip: ctx.ip,
      });
      ctx.cookies.clearImpersonator();
      if (restored) ctx.cookies.setSession(restored.token, restored.expires);
      else ctx.cookies.clearSession();
      return {
        restored: !!restored,
        redirectTo: restored ? `${ADMIN_USERS_PATH}${ctx.impersonator.returnQuery}` : "/auth/login",
      };
    }),
  },
} satisfies TRPCRouterRecord;
