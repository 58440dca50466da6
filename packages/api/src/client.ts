/** Client-safe: nothing here may import server code. */
import type { inferRouterInputs, inferRouterOutputs } from "@trpc/server";

import type { AppRouter } from "./root";
import type { ErrorData } from "./trpc";

export type { AppRouter } from "./root";
export type { ErrorData } from "./trpc";
export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;

export const RETRYABLE_STATUSES = [408, 409, 425, 429, 500, 502, 503, 504] as const;
export const MAX_RETRIES = { query: 1, mutation: 0 } as const;

export function errorStatus(error: unknown): number | undefined {
  const data = (error as { data?: { httpStatus?: unknown } } | null)?.data;
  return typeof data?.httpStatus === "number" ? data.httpStatus : undefined;
}

/** A network failure (no status) counts as retryable. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES.query) return false;
  const status = errorStatus(error);
  return status === undefined || (RETRYABLE_STATUSES as readonly number[]).includes(status);
}

export function errorData(error: unknown): Partial<ErrorData> | undefined {
  return (error as { data?: Partial<ErrorData> } | null)?.data ?? undefined;
}
