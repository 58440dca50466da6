import { initTRPC, TRPCError } from "@trpc/server";
import superjson from "superjson";
import { z } from "zod";

import type { Locale } from "@teamkit/i18n";
import { redactError } from "@teamkit/db";
import {
  findMembership,
  isShutOutByTwoFactor,
  listMyTeams,
  teamNotFound,
  twoFactorRequiredError,
} from "@teamkit/teams";
import { AppError, isAppError, TeamIdInput } from "@teamkit/validators";

import type { Context } from "./context";
import type { FieldError } from "./errors";
import { ContextUnavailableError } from "./context";
import { errorMessage, isZodError, toTRPCError, zodFieldErrors } from "./errors";

/** Final issues do not carry the input, so missing values get the "Required" key at parse time. */
z.config({
  customError: (issue) => (issue.input === undefined ? "validation.required" : undefined),
});

export interface ErrorData {
  messageKey: string;
  fieldErrors: FieldError[] | null;
  retryAfter: number | null;
}

/**
 * `impersonation` unset: queries yes, mutations no (an admin looks, but does not act).
 * `twoFactorPolicy: "exempt"`: a member a team's policy shuts out may still call it (switch, leave).
 */
export interface ProcedureMeta {
  impersonation?: "allow" | "deny";
  twoFactorPolicy?: "exempt";
}

const t = initTRPC
  .context<Context>()
  .meta<ProcedureMeta>()
  .create({
    transformer: superjson,
    errorFormatter({ shape, error, ctx }) {
      const locale =
        ctx?.locale ?? (error.cause instanceof ContextUnavailableError ? error.cause.locale : "en");
      const { message, data } = describeError(error, locale);
      // Never leak stack traces or internal messages to clients.
      return { ...shape, message, data: { ...shape.data, stack: undefined, ...data } };
    },
  });

/** Server actions that call procedures directly use this too, so both show the same texts. */
export function describeError(
  error: TRPCError,
  locale: Locale,
): { message: string; data: ErrorData } {
  const cause = error.cause;
  const fieldErrors = isZodError(cause) ? zodFieldErrors(cause.issues, locale) : null;
  const { key, message } = errorMessage(error.code, cause, locale);
  const appField = isAppError(cause) && cause.field ? [{ path: cause.field, message }] : null;
  return {
    message: fieldErrors ? (fieldErrors[0]?.message ?? message) : message,
    data: {
      messageKey: fieldErrors ? "errors.badRequest" : key,
      fieldErrors: fieldErrors ?? appField,
      retryAfter: isAppError(cause) ? (cause.retryAfter ?? null) : null,
    },
  };
}

export const createTRPCRouter = t.router;
export const createCallerFactory = t.createCallerFactory;
export const middleware = t.middleware;

/**
 * Any other error's message and causes are dropped: whoever prints it would print a failed query's
 * parameters.
 */
const appErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (result.ok) return result;
  if (isAppError(result.error.cause)) throw toTRPCError(result.error.cause);
  if (result.error.code === "INTERNAL_SERVER_ERROR") {
    throw new TRPCError({
      code: "INTERNAL_SERVER_ERROR",
      message: "errors.internal",
      cause: redactError(result.error.cause ?? result.error),
    });
  }
  return result;
});

const publicImpersonation = t.middleware(({ ctx, meta, next }) => {
  if (ctx.session?.impersonatorId && meta?.impersonation === "deny") throw impersonationRefused();
  return next();
});

function impersonationRefused(): TRPCError {
  return new TRPCError({
    code: "FORBIDDEN",
    cause: new AppError("FORBIDDEN", { messageKey: "errors.impersonationReadOnly" }),
  });
}

export const publicProcedure = t.procedure.use(appErrors).use(publicImpersonation);

export const tokenLinkProcedure = publicProcedure.use(async ({ ctx, next }) => {
  await ctx.rateLimit.enforce("tokenUse", ctx.network);
  return next();
});

/** The caller's teams, read once per request (see `RequestCache`). */
export function myTeams(ctx: Context & { session: NonNullable<Context["session"]> }) {
  const userId = ctx.session.user.id;
  return ctx.requestCache.read(`teams:${userId}`, () => listMyTeams(ctx.db, userId));
}

/** The one place that refuses impersonated sessions, by each procedure's `impersonation` meta. */
export const protectedProcedure = publicProcedure.use(async ({ ctx, meta, type, next }) => {
  if (!ctx.session) throw new TRPCError({ code: "UNAUTHORIZED" });
  const session = ctx.session;
  const impersonatorId = session.impersonatorId;
  if (impersonatorId && !isAllowedWhileImpersonating(type, meta)) throw impersonationRefused();
  const user = session.user;
  const isQuery = type === "query";
  // Queries answer "is the caller in this team?" from the request's one read of their teams;
  // mutations (and everything they call) read it afresh.
  const membershipOf = isQuery
    ? async (teamId: string) =>
        (await myTeams({ ...ctx, session })).teams.find((team) => team.id === teamId) ?? null
    : undefined;
  if (!isQuery) ctx.requestCache.clear();
  try {
    return await next({
      ctx: {
        ...ctx,
        session,
        user,
        actor: { userId: user.id, name: user.name, impersonatorId, membershipOf },
      },
    });
  } finally {
    if (!isQuery) ctx.requestCache.clear();
  }
});

export function isAllowedWhileImpersonating(
  type: "query" | "mutation" | "subscription",
  meta: ProcedureMeta | undefined,
): boolean {
  if (meta?.impersonation) return meta.impersonation === "allow";
  return type === "query";
}

/**
 * Not a member, or no such team: NOT_FOUND, never FORBIDDEN, so other teams' ids reveal nothing.
 * A member of a team that requires two-factor sign-in, without it: FORBIDDEN, for cookie and bearer
 * sessions alike.
 */
export const teamProcedure = protectedProcedure
  .input(TeamIdInput)
  .use(async ({ ctx, input, meta, next }) => {
    const team = ctx.actor.membershipOf
      ? await ctx.actor.membershipOf(input.teamId)
      : await findMembership(ctx.db, input.teamId, ctx.user.id);
    if (!team) throw toTRPCError(teamNotFound());
    if (meta?.twoFactorPolicy !== "exempt" && isShutOutByTwoFactor(team, ctx.user)) {
      throw toTRPCError(twoFactorRequiredError(team));
    }
    return next({ ctx: { ...ctx, team } });
  });

export const teamOwnerProcedure = teamProcedure.use(({ ctx, next }) => {
  if (ctx.team.role !== "owner") throw new TRPCError({ code: "FORBIDDEN" });
  return next({ ctx: { ...ctx, team: { ...ctx.team, role: "owner" as const } } });
});

function adminAreaNotFound(): TRPCError {
  return new TRPCError({
    code: "NOT_FOUND",
    cause: new AppError("NOT_FOUND", { messageKey: "errors.notFound" }),
  });
}

/**
 * Checks the real person: an impersonated session or a mobile app's gets NOT_FOUND. On
 * `publicProcedure` so this answer comes before the refusal of impersonated mutations.
 */
export const adminProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.session) throw new TRPCError({ code: "UNAUTHORIZED" });
  const { impersonatorId, kind, user } = ctx.session;
  if (impersonatorId || kind !== "web" || user.role !== "admin") throw adminAreaNotFound();
  return next({
    ctx: {
      ...ctx,
      session: ctx.session,
      user,
      actor: { userId: user.id, name: user.name, impersonatorId: null },
    },
  });
});

/** An impersonated session, or (`impersonation: null`) one that ran out but left its cookie. */
export const impersonationProcedure = publicProcedure.use(({ ctx, next }) => {
  let impersonation: {
    session: NonNullable<Context["session"]>;
    impersonatorId: string;
  } | null = null;
  if (ctx.session) {
    const impersonatorId = ctx.session.impersonatorId;
    if (!impersonatorId) throw adminAreaNotFound();
    impersonation = { session: ctx.session, impersonatorId };
  } else if (!ctx.impersonator.token) {
    throw new TRPCError({ code: "UNAUTHORIZED" });
  }
  return next({ ctx: { ...ctx, impersonation } });
});

export const localServicesProcedure = publicProcedure.use(({ ctx, next }) => {
  // In production only from the server's own machine: the mailbox holds everyone's sign-in links.
  if (!ctx.localServices || !ctx.localRequest) throw new TRPCError({ code: "NOT_FOUND" });
  return next({ ctx });
});
