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
 * Marks AppError instances across copies of this module. A bundler can load the class twice (the
 * dev server bundles route handlers and server components separately), and `instanceof` against
 * the other copy is false: the API would then answer a rate limit with 500 instead of 429.
 * `Symbol.for` is one registry per process, so every copy stamps and reads the same key.
 */
const APP_ERROR_BRAND = Symbol.for("teamkit.AppError");

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
    Object.defineProperty(this, APP_ERROR_BRAND, { value: true });
  }
}

/** True for an AppError from any copy of this module (tested by brand, not `instanceof`). */
export function isAppError(error: unknown): error is AppError {
  return (
    typeof error === "object" &&
    error !== null &&
    (error as Record<symbol, unknown>)[APP_ERROR_BRAND] === true &&
    typeof (error as { code?: unknown }).code === "string" &&
    (APP_ERROR_CODES as readonly string[]).includes((error as { code: string }).code)
  );
}
