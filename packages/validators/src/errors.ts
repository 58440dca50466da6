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
 * A bundler can load this module twice (the dev server bundles route handlers and server components
 * apart), and `instanceof` against the other copy is false: a rate limit would answer 500, not 429.
 * `Symbol.for` is one registry per process.
 */
const APP_ERROR_BRAND = Symbol.for("teamkit.AppError");

export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly messageKey?: string;
  readonly field?: string;
  readonly values?: Record<string, string | number>;
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

export function isAppError(error: unknown): error is AppError {
  return (
    typeof error === "object" &&
    error !== null &&
    (error as Record<symbol, unknown>)[APP_ERROR_BRAND] === true &&
    typeof (error as { code?: unknown }).code === "string" &&
    (APP_ERROR_CODES as readonly string[]).includes((error as { code: string }).code)
  );
}
