import { initTRPC, TRPCError } from "@trpc/server";
import superjson from "superjson";
import { z } from "zod";

import type { Locale } from "@teamkit/i18n";
import { isAppError } from "@teamkit/validators";

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

const t = initTRPC.context<Context>().create({
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

/** Turns domain errors (`AppError`) into tRPC errors; anything else stays an internal error. */
const appErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok && isAppError(result.error.cause)) throw toTRPCError(result.error.cause);
  return result;
});

/** Anyone, signed in or not. */
export const publicProcedure = t.procedure.use(appErrors);

/** A signed-in user (session cookie or Bearer token); narrows `ctx.session` to non-null. */
export const protectedProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.session) throw new TRPCError({ code: "UNAUTHORIZED" });
  return next({ ctx: { ...ctx, session: ctx.session, user: ctx.session.user } });
});

/** A platform admin. */
export const adminProcedure = protectedProcedure.use(({ ctx, next }) => {
  if (ctx.user.role !== "admin") throw new TRPCError({ code: "FORBIDDEN" });
  return next({ ctx });
});

/** Local services only (mailbox, simulator): a 404 when they are off, so they do not exist. */
export const localServicesProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.localServices) throw new TRPCError({ code: "NOT_FOUND" });
  return next({ ctx });
});
