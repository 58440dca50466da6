import { vi } from "vitest";

import { ASYNC_TIMEOUT_MS } from "./setup";

/** `vi.waitFor` with the suites' patience (its default second is too short on a busy machine). */
export function eventually<T>(check: () => T | Promise<T>): Promise<T> {
  return vi.waitFor(check, { timeout: ASYNC_TIMEOUT_MS });
}
