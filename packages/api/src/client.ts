/**
 * Client-safe pieces of the API for the web and mobile apps: types and the retry policy.
 * Nothing here may import server code.
 */
import type { inferRouterInputs, inferRouterOutputs } from "@trpc/server";

import type { AppRouter } from "./root";
import type { ErrorData } from "./trpc";

export type { AppRouter } from "./root";
export type { ErrorData } from "./trpc";
export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;

/** Statuses worth retrying. */
export const RETRYABLE_STATUSES = [408, 409, 425, 429, 500, 502, 503, 504] as const;
/** Retries per method: none for writes, one for reads. */
export const MAX_RETRIES = { query: 1, mutation: 0 } as const;

/** The HTTP status of a tRPC client error, if it has one. */
export function errorStatus(error: unknown): number | undefined {
  const data = (error as { data?: { httpStatus?: unknown } } | null)?.data;
  return typeof data?.httpStatus === "number" ? data.httpStatus : undefined;
}

/**
 * React Query's `retry` for a query: one retry on a retryable status or a network failure
 * (no status at all), none otherwise. Mutations use `retry: false`.
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES.query) return false;
  const status = errorStatus(error);
  return status === undefined || (RETRYABLE_STATUSES as readonly number[]).includes(status);
}

/** The server's error data (translated message key, field errors, retry-after), if any. */
export function errorData(error: unknown): Partial<ErrorData> | undefined {
  return (error as { data?: Partial<ErrorData> } | null)?.data ?? undefined;
}
