import "server-only";

import { TRPCError } from "@trpc/server";
import { getLocale } from "next-intl/server";

import { describeError, errorSummary } from "@teamkit/api";

/** What a failed action shows: the message, and the fields it belongs to when the input was at fault. */
export interface ActionError {
  message: string;
  fieldErrors?: { path: string; message: string }[];
}

/**
 * The API refused this input (validation, a rate limit, an unknown or expired link): an answer for
 * the user. Anything else is a bug.
 */
export function isRefusal(error: unknown): error is TRPCError {
  return error instanceof TRPCError && error.code !== "INTERNAL_SERVER_ERROR";
}

/** In the request's language, as the HTTP API says it; a bug is logged without its message (it may quote parameters). */
export async function actionError(error: unknown, action: string): Promise<ActionError> {
  if (!isRefusal(error)) {
    console.error(
      JSON.stringify({ level: "error", msg: `${action} failed`, ...errorSummary(error) }),
    );
  }
  const failure =
    error instanceof TRPCError
      ? error
      : new TRPCError({ code: "INTERNAL_SERVER_ERROR", cause: error });
  const { message, data } = describeError(failure, await getLocale());
  return data.fieldErrors ? { message, fieldErrors: data.fieldErrors } : { message };
}

/** The call's result, or null when the API refused the input; a bug still throws. */
export async function unlessRefused<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if (isRefusal(error)) return null;
    throw error;
  }
}
