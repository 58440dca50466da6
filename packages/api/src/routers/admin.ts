import type { TRPCRouterRecord } from "@trpc/server";

import {
  getOverview,
  listAudit,
  resendVerificationAsAdmin,
  resetTwoFactorAsAdmin,
  retryMailAsAdmin,
  returnFromImpersonation,
  searchUsers,
  startImpersonation,
  stopImpersonation,
} from "@teamkit/admin";
import { listUndeliveredMails } from "@teamkit/email";
import { deleteUserAsAdmin } from "@teamkit/flows";
import {
  AdminAuditPageInput,
  AdminMailIdInput,
  AdminUserIdInput,
  AdminUserSearchInput,
  StartImpersonationInput,
} from "@teamkit/validators";

import { adminProcedure, impersonationProcedure } from "../trpc";

export const ADMIN_USERS_PATH = "/app/admin/users";

const adminActionProcedure = adminProcedure.use(async ({ ctx, next }) => {
  await ctx.rateLimit.enforce("adminAction", ctx.user.id);
  return next();
});

/** Who acts on which user, and from where: what an admin action checks and writes to the audit log. */
function adminActionOn(ctx: { user: { id: string }; ip: string }, userId: string) {
  return { adminId: ctx.user.id, userId, ip: ctx.ip };
}

export const adminRouter = {
  overview: adminProcedure.query(({ ctx }) => getOverview(ctx.db)),

  audit: {
    list: adminProcedure
      .input(AdminAuditPageInput)
      .query(({ ctx, input }) => listAudit(ctx.db, { cursor: input.cursor })),
  },

  user: {
    list: adminProcedure
      .input(AdminUserSearchInput)
      .query(({ ctx, input }) => searchUsers(ctx.db, input)),

    resendVerification: adminActionProcedure
      .input(AdminUserIdInput)
      .mutation(async ({ ctx, input }) => {
        await ctx.rateLimit.enforce("mailSendPair", `admin:${ctx.user.id}:${input.userId}`);
        return resendVerificationAsAdmin(ctx.db, adminActionOn(ctx, input.userId), ctx.mail);
      }),

    resetTwoFactor: adminActionProcedure
      .input(AdminUserIdInput)
      .mutation(({ ctx, input }) =>
        resetTwoFactorAsAdmin(ctx.db, adminActionOn(ctx, input.userId), ctx.mail),
      ),

    delete: adminActionProcedure
      .input(AdminUserIdInput)
      .mutation(({ ctx, input }) => deleteUserAsAdmin(ctx, adminActionOn(ctx, input.userId))),

    impersonate: adminActionProcedure
      .input(StartImpersonationInput)
      .mutation(async ({ ctx, input }) => {
        const started = await startImpersonation(ctx.db, {
          ...adminActionOn(ctx, input.userId),
          adminSessionId: ctx.session.id,
          reason: input.reason,
        });
        // As long as the admin's own session: once the hour runs out, `stop` still goes back to it.
        if (ctx.sessionToken) {
          ctx.cookies.setImpersonator(
            { token: ctx.sessionToken, returnQuery: input.returnQuery },
            ctx.session.expires,
          );
        }
        ctx.cookies.setSession(started.token, started.expires);
        return { user: started.user, expires: started.expires };
      }),
  },

  mail: {
    list: adminProcedure.query(({ ctx }) => listUndeliveredMails(ctx.db)),

    retry: adminActionProcedure
      .input(AdminMailIdInput)
      .mutation(({ ctx, input }) =>
        retryMailAsAdmin(ctx.db, { adminId: ctx.user.id, mailId: input.mailId, ip: ctx.ip }),
      ),
  },

  impersonation: {
    stop: impersonationProcedure.meta({ impersonation: "allow" }).mutation(async ({ ctx }) => {
      const adminToken = ctx.impersonator.token;
      const restored = ctx.impersonation
        ? await stopImpersonation(ctx.db, {
            session: {
              ...ctx.impersonation.session,
              impersonatorId: ctx.impersonation.impersonatorId,
            },
            adminToken,
            ip: ctx.ip,
          })
        : await returnFromImpersonation(ctx.db, { adminToken, ip: ctx.ip });
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
