import { initTRPC, TRPCError } from "@trpc/server";
import superjson from "superjson";
import { z } from "zod";

import type { Locale } from "@teamkit/i18n";
import { redactError } from "@teamkit/db";
import { findMembership, teamNotFound } from "@teamkit/teams";
import { AppError, isAppError, TeamIdInput } from "@teamkit/validators";

import type { Context } from "./context";
import type { FieldError } from "./errors";
import { errorMessage, isZodError, toTRPCError, zodFieldErrors } from "./errors";

/**
 * Final zod issues do not carry the input, so a missing value could not be told apart from a wrong
 * one when the formatter translates them. Mark missing values with the "Required" key at parse
 * time; everything else keeps zod's default and is described by `describeIssue`. Schema-level
 * messages still take precedence over this hook.
 */
z.config({
  customError: (issue) => (issue.input === undefined ? "validation.required" : undefined),
});

export interface ErrorData {
  /** i18n key of the message, for clients that translate themselves (mobile). */
  messageKey: string;
  /** Field-by-field validation errors, already translated. */
  fieldErrors: FieldError[] | null;
  /** Seconds until a rate-limited call may be retried. */
  retryAfter: number | null;
}

/**
 * What a procedure declares about itself. `impersonation`: whether a platform admin acting as the
 * user may call it. Unset means queries yes, mutations no (an admin looks, but does not act).
 */
export interface ProcedureMeta {
  impersonation?: "allow" | "deny";
}

const t = initTRPC
  .context<Context>()
  .meta<ProcedureMeta>()
  .create({
    transformer: superjson,
    errorFormatter({ shape, error, ctx }) {
      const { message, data } = describeError(error, ctx?.locale ?? "en");
      // Never leak stack traces or internal messages to clients.
      return { ...shape, message, data: { ...shape.data, stack: undefined, ...data } };
    },
  });

/**
 * What a client is told about a failed call, translated into `locale`: the message and the
 * error data (message key, field errors, retry-after). The HTTP formatter sends this; server
 * actions that call procedures directly use it too, so both show the same texts.
 */
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
 * Turns domain errors (`AppError`) into tRPC errors. Anything else stays an internal error, with
 * its message and its causes' messages dropped (`redactError`): whoever prints it (Next prints
 * what a server component's call throws) would otherwise print a failed query's parameters.
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

/** Refuses an impersonated session a public procedure that denies it (creating mobile sessions). */
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

/** Anyone, signed in or not. */
export const publicProcedure = t.procedure.use(appErrors).use(publicImpersonation);

/**
 * A procedure that uses a mailed link (verification, magic link, reset, email change, newsletter,
 * invitation): limited per client IP. The tokens are unguessable, but no link goes unlimited.
 */
export const tokenLinkProcedure = publicProcedure.use(async ({ ctx, next }) => {
  await ctx.rateLimit.enforce("tokenUse", ctx.ip);
  return next();
});

/**
 * A signed-in user (session cookie or Bearer token); narrows `ctx.session` to non-null and adds
 * `ctx.actor` (who acts, and the admin behind them while impersonating). This is the one place
 * that refuses impersonated sessions, by each procedure's `impersonation` meta, for every tier
 * built on it.
 */
export const protectedProcedure = publicProcedure.use(({ ctx, meta, type, next }) => {
  if (!ctx.session) throw new TRPCError({ code: "UNAUTHORIZED" });
  const impersonatorId = ctx.session.impersonatorId;
  if (impersonatorId && !isAllowedWhileImpersonating(type, meta)) throw impersonationRefused();
  const user = ctx.session.user;
  return next({
    ctx: {
      ...ctx,
      session: ctx.session,
      user,
      actor: { userId: user.id, name: user.name, impersonatorId },
    },
  });
});

/** Queries are allowed while impersonating unless denied, mutations only when allowed. */
export function isAllowedWhileImpersonating(
  type: "query" | "mutation" | "subscription",
  meta: ProcedureMeta | undefined,
): boolean {
  if (meta?.impersonation) return meta.impersonation === "allow";
  return type === "query";
}

/**
 * A member of the input's team (`teamId`): loads the team and the caller's role into `ctx.team`
 * in one query. Not a member, or no such team: NOT_FOUND, never FORBIDDEN, so ids of other teams
 * reveal nothing. Platform admins get no rights in teams they do not belong to.
 */
export const teamProcedure = protectedProcedure
  .input(TeamIdInput)
  .use(async ({ ctx, input, next }) => {
    const team = await findMembership(ctx.db, input.teamId, ctx.user.id);
    if (!team) throw toTRPCError(teamNotFound());
    return next({ ctx: { ...ctx, team } });
  });

/** An owner of the input's team: FORBIDDEN for its members (they know the team exists). */
export const teamOwnerProcedure = teamProcedure.use(({ ctx, next }) => {
  if (ctx.team.role !== "owner") throw new TRPCError({ code: "FORBIDDEN" });
  return next({ ctx: { ...ctx, team: { ...ctx.team, role: "owner" as const } } });
});

/** The admin area does not exist for whoever may not use it: NOT_FOUND, never FORBIDDEN. */
function adminAreaNotFound(): TRPCError {
  return new TRPCError({
    code: "NOT_FOUND",
    cause: new AppError("NOT_FOUND", { messageKey: "errors.notFound" }),
  });
}

/**
 * A platform admin, signed in as themselves on the web. Checks the real person: an impersonated
 * session (even one started by an admin), a mobile app's session and every non-admin get
 * NOT_FOUND, so the admin area exists only in an admin's own browser. Built on `publicProcedure`
 * so that this answer comes before the impersonation refusal of mutations.
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

/**
 * An impersonated session: the admin acting as a user, who may always stop. NOT_FOUND for any
 * other session (there is nothing to stop).
 */
export const impersonationProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.session) throw new TRPCError({ code: "UNAUTHORIZED" });
  const impersonatorId = ctx.session.impersonatorId;
  if (!impersonatorId) throw adminAreaNotFound();
  return next({ ctx: { ...ctx, session: ctx.session, impersonatorId } });
});

/** Local services only (mailbox, simulator): a 404 when they are off, so they do not exist. */
export const localServicesProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.localServices) throw new TRPCError({ code: "NOT_FOUND" });
  return next({ ctx });
});
