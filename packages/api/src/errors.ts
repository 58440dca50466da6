import type { TRPC_ERROR_CODE_KEY } from "@trpc/server/rpc";
import type { z } from "zod";

import { TRPCError } from "@trpc/server";

import type { Locale } from "@teamkit/i18n";
import type { AppError, AppErrorCode } from "@teamkit/validators";
import { getTranslator } from "@teamkit/i18n";
import { isAppError, translateIssue } from "@teamkit/validators";

export const APP_TO_TRPC: Record<AppErrorCode, TRPC_ERROR_CODE_KEY> = {
  BAD_REQUEST: "BAD_REQUEST",
  UNAUTHORIZED: "UNAUTHORIZED",
  FORBIDDEN: "FORBIDDEN",
  NOT_FOUND: "NOT_FOUND",
  CONFLICT: "CONFLICT",
  TOO_MANY_REQUESTS: "TOO_MANY_REQUESTS",
  INTERNAL: "INTERNAL_SERVER_ERROR",
};

export const CODE_MESSAGE_KEYS: Partial<Record<TRPC_ERROR_CODE_KEY, string>> = {
  BAD_REQUEST: "errors.badRequest",
  PARSE_ERROR: "errors.badRequest",
  UNAUTHORIZED: "errors.unauthorized",
  FORBIDDEN: "errors.forbidden",
  NOT_FOUND: "errors.notFound",
  TOO_MANY_REQUESTS: "errors.tooManyRequests",
  PAYLOAD_TOO_LARGE: "errors.payloadTooLarge",
  TIMEOUT: "errors.requestTimeout",
  UNSUPPORTED_MEDIA_TYPE: "errors.unsupportedMediaType",
  INTERNAL_SERVER_ERROR: "errors.internal",
};

export function toTRPCError(error: AppError): TRPCError {
  return new TRPCError({
    code: APP_TO_TRPC[error.code],
    message: error.messageKey ?? error.code,
    cause: error,
  });
}

export interface FieldError {
  path: string;
  message: string;
}

type Translate = (key: string, values?: Record<string, string | number>) => string;

function translator(locale: Locale): Translate {
  const t = getTranslator(locale);
  return (key, values) => (t.has(key as never) ? t(key as never, values as never) : key);
}

/** By shape rather than `instanceof`: a second copy of zod in a bundle would lose field errors. */
export function isZodError(error: unknown): error is { issues: z.core.$ZodIssue[] } {
  return (
    error instanceof Error &&
    error.name === "ZodError" &&
    Array.isArray((error as { issues?: unknown }).issues)
  );
}

export function zodFieldErrors(issues: z.core.$ZodIssue[], locale: Locale): FieldError[] {
  const t = translator(locale);
  const label = (name: string) => {
    const key = `fields.${name}`;
    return t(key) === key ? name : t(key);
  };
  return issues.map((issue) => ({
    path: issue.path.join("."),
    message: translateIssue(issue, t, label),
  }));
}

function retryValues(seconds: number): { unit: "second" | "minute"; count: number } {
  return seconds < 60
    ? { unit: "second", count: Math.ceil(seconds) }
    : { unit: "minute", count: Math.ceil(seconds / 60) };
}

export function errorMessage(
  code: TRPC_ERROR_CODE_KEY,
  cause: unknown,
  locale: Locale,
): { key: string; message: string } {
  const t = translator(locale);
  const key =
    (isAppError(cause) && cause.messageKey) || CODE_MESSAGE_KEYS[code] || "errors.internal";
  if (key === CODE_MESSAGE_KEYS.TOO_MANY_REQUESTS && isAppError(cause) && cause.retryAfter) {
    return { key, message: t("errors.tooManyRequestsRetry", retryValues(cause.retryAfter)) };
  }
  if (!isAppError(cause)) return { key, message: t(key) };
  const wait =
    code === "TOO_MANY_REQUESTS" && cause.retryAfter ? retryValues(cause.retryAfter) : {};
  return { key, message: t(key, { ...cause.values, ...wait }) };
}
