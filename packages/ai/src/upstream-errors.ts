import { APICallError } from "ai";

import { UpstreamTimeoutError } from "./watchdog";

/** The `ai.errors.*` keys an answer can end with while it streams. */
export type UpstreamErrorKey =
  | "ai.errors.timeout"
  | "ai.errors.badKey"
  | "ai.errors.upstreamRateLimited"
  | "ai.errors.unavailable";

/** The error and what it wraps (the SDK wraps fetch failures, retries wrap their last error). */
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

/**
 * What the user is told when the model endpoint fails mid-answer: silence (timeout), a refused
 * key (401/403), the provider's rate limit (429), anything else "unavailable".
 */
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
