/**
 * The error codes domain code may throw. `packages/api` maps them to tRPC codes and HTTP statuses;
 * clients map them (and the optional message key) to translated text.
 */
export const APP_ERROR_CODES = [
  "BAD_REQUEST",
  "UNAUTHORIZED",
  "FORBIDDEN",
  "NOT_FOUND",
  "CONFLICT",
  "TOO_MANY_REQUESTS",
  "INTERNAL",
] as const;
export type AppErrorCode = (typeof APP_ERROR_CODES)[number];

/**
 * A typed domain error. `messageKey` names an i18n message (e.g. `"auth.errors.emailInUse"`)
 * that says more than the code; `field` ties it to a form field.
 */
export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly messageKey?: string;
  readonly field?: string;
  readonly values?: Record<string, string | number>;
  /** Seconds until a rate-limited caller may retry. */
  readonly retryAfter?: number;

  constructor(
    code: AppErrorCode,
    options: {
      messageKey?: string;
      field?: string;
      values?: Record<string, string | number>;
      retryAfter?: number;
      cause?: unknown;
    } = {},
  ) {
    super(options.messageKey ?? code, { cause: options.cause });
    this.name = "AppError";
    this.code = code;
    this.messageKey = options.messageKey;
    this.field = options.field;
    this.values = options.values;
    this.retryAfter = options.retryAfter;
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
