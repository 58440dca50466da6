export type RateLimitRule = {
  limit: number;
  windowMs: number;
  /**
   * `sliding` weights the previous window's count by its share still inside, smoothing the burst a
   * fixed window allows at its boundary.
   */
  algorithm?: "fixed" | "sliding";
};

export type RateLimitResult = {
  success: boolean;
  limit: number;
  remaining: number;
  resetAt: Date;
  retryAfterSeconds: number;
};

/** Every method must be atomic across processes: web instances share one store. */
export interface RateLimitStore {
  increment(key: string, windowStart: number, windowMs: number): Promise<number>;
  decrement(key: string, windowStart: number): Promise<void>;
  get(key: string, windowStart: number): Promise<number>;
  close(): Promise<void>;
}

/** The sliding algorithm reads a window as "previous" until the end of the next one. */
export function windowExpiry(windowStart: number, windowMs: number): number {
  return windowStart + 2 * windowMs;
}
