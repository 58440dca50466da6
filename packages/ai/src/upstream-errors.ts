import { APICallError } from "ai";

import { UpstreamTimeoutError } from "./watchdog";

export type UpstreamErrorKey =
  | "ai.errors.timeout"
  | "ai.errors.badKey"
  | "ai.errors.upstreamRateLimited"
  | "ai.errors.unavailable";

function* causes(error: unknown): Generator<unknown> {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current && !seen.has(current)) {
    seen.add(current);
    yield current;
    const next = current as { cause?: unknown; lastError?: unknown; reason?: unknown };
    current = next.lastError ?? next.cause ?? next.reason;
  }
}

export function upstreamErrorKey(error: unknown): UpstreamErrorKey {
  for (const cause of causes(error)) {
    if (
      cause instanceof UpstreamTimeoutError ||
      (cause as Error | null)?.name === "UpstreamTimeoutError"
    )
      return "ai.errors.timeout";
    if (APICallError.isInstance(cause)) {
      if (cause.statusCode === 401 || cause.statusCode === 403) return "ai.errors.badKey";
      if (cause.statusCode === 429) return "ai.errors.upstreamRateLimited";
    }
  }
  return "ai.errors.unavailable";
}
