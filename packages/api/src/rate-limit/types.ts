/** How many calls a key may make per window, and how windows are counted. */
export type RateLimitRule = {
  /** Calls allowed per window; always at least 1 (limits cannot be switched off). */
  limit: number;
  /** Window length in milliseconds. */
  windowMs: number;
  /**
   * `fixed` (default): one counter per epoch-aligned window.
   * `sliding`: the previous window's count weighted by the share of it still inside the sliding
   * window, plus the current count. Smooths the burst a fixed window allows at its boundary
   * without storing one row per call.
   */
  algorithm?: "fixed" | "sliding";
};

/** The outcome of one `check`. */
export type RateLimitResult = {
  /** Whether the call may proceed. */
  success: boolean;
  limit: number;
  /** Calls left in the window after this one (0 when blocked). */
  remaining: number;
  /** Allowed: the end of the current window. Blocked: the earliest moment a call can pass again. */
  resetAt: Date;
  /** Whole seconds until `resetAt` when blocked (at least 1); 0 when allowed. */
  retryAfterSeconds: number;
};

/**
 * Where counters live. Windows are identified by their start (epoch milliseconds); every method
 * must be atomic across processes, because web instances share one store.
 */
export interface RateLimitStore {
  /** Adds one call to the window (creating it) and returns the window's new count. */
  increment(key: string, windowStart: number, windowMs: number): Promise<number>;
  /** Takes back one call that was refused (sliding windows only); never goes below 0. */
  decrement(key: string, windowStart: number): Promise<void>;
  /** The window's count; 0 for a window that was never hit or has expired. */
  get(key: string, windowStart: number): Promise<number>;
  /** Releases connections the store opened itself (a no-op for stores that borrow them). */
  close(): Promise<void>;
}

/**
 * When a window's counter may be deleted: the end of the window after it, because the sliding
 * algorithm still reads it as "previous window" until then.
 */
export function windowExpiry(windowStart: number, windowMs: number): number {
  return windowStart + 2 * windowMs;
}
