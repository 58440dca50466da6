/** A few preloads at a time, so links do not flood the connection the next click needs. */

/** Route preloads running at once. */
export const MAX_CONCURRENT_PRELOADS = 4;

export interface PrefetchQueueOptions {
  concurrency?: number;
  /** Preloads one route; settles when the preload is over (either way). */
  prefetch: (href: string) => Promise<void>;
}

export interface EnqueueOptions {
  /** The user is about to click (hover, focus): run before the links that are merely visible. */
  isUrgent?: boolean;
}

export interface PrefetchQueue {
  /** Queues `href` unless it is already queued, running or done. */
  enqueue: (href: string, options?: EnqueueOptions) => void;
  /** Hrefs waiting for a free slot. */
  size: () => number;
  /** Preloads running now. */
  active: () => number;
}

/** Runs preloads first come, first served (urgent ones first), `concurrency` at a time. */
export function createPrefetchQueue({
  concurrency = MAX_CONCURRENT_PRELOADS,
  prefetch,
}: PrefetchQueueOptions): PrefetchQueue {
  const waiting: string[] = [];
  // Every href ever enqueued: a route is preloaded once per page load, even when it failed
  // (a broken route should not be asked again on every hover).
  const seen = new Set<string>();
  let running = 0;

  function startNext(): void {
    while (running < concurrency) {
      const href = waiting.shift();
      if (href === undefined) return;
      running += 1;
      void run(href);
    }
  }

  async function run(href: string): Promise<void> {
    try {
      await prefetch(href);
    } catch {
      // A failed preload only costs the navigation its head start; the slot is freed below.
    } finally {
      running -= 1;
      startNext();
    }
  }

  return {
    enqueue(href, { isUrgent = false } = {}) {
      if (seen.has(href)) {
        const index = waiting.indexOf(href);
        if (isUrgent && index > 0) waiting.unshift(...waiting.splice(index, 1));
        return;
      }
      seen.add(href);
      if (isUrgent) waiting.unshift(href);
      else waiting.push(href);
      startNext();
    },
    size: () => waiting.length,
    active: () => running,
  };
}
