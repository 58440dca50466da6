import type { RateLimitStore } from "../types";
import { windowExpiry } from "../types";

/** Unit tests only: per-instance counts would multiply the limits by the instance count. */
export class MemoryRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, { count: number; expiresAt: number }>();
  private readonly now: () => number;

  constructor(options: { now?: () => number } = {}) {
    this.now = options.now ?? Date.now;
  }

  increment(key: string, windowStart: number, windowMs: number): Promise<number> {
    this.prune();
    const id = this.id(key, windowStart);
    const entry = this.windows.get(id) ?? {
      count: 0,
      expiresAt: windowExpiry(windowStart, windowMs),
    };
    entry.count += 1;
    this.windows.set(id, entry);
    return Promise.resolve(entry.count);
  }

  decrement(key: string, windowStart: number): Promise<void> {
    const entry = this.windows.get(this.id(key, windowStart));
    if (entry && entry.count > 0) entry.count -= 1;
    return Promise.resolve();
  }

  get(key: string, windowStart: number): Promise<number> {
    const entry = this.windows.get(this.id(key, windowStart));
    return Promise.resolve(entry && entry.expiresAt > this.now() ? entry.count : 0);
  }

  prune(): number {
    const now = this.now();
    let removed = 0;
    for (const [id, entry] of this.windows) {
      if (entry.expiresAt <= now) {
        this.windows.delete(id);
        removed += 1;
      }
    }
    return removed;
  }

  get size(): number {
    return this.windows.size;
  }

  close(): Promise<void> {
    this.windows.clear();
    return Promise.resolve();
  }

  private id(key: string, windowStart: number): string {
    return `${key}\u0000${windowStart}`;
  }
}
