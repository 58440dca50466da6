import type { TRPCRouterRecord } from "@trpc/server";

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
} satisfies TRPCRouterRecord;
