import { describe, expect, it } from "vitest";

import { createPrefetchQueue } from "./prefetch-queue";

/** A prefetch whose requests the test settles one by one; it counts how many run at once. */
function controlledPrefetch() {
  const settlers = new Map<string, { resolve: () => void; reject: (error: Error) => void }>();
  const started: string[] = [];
  const completed: string[] = [];
  let running = 0;
  let maxRunning = 0;

  function prefetch(href: string): Promise<void> {
    started.push(href);
    running += 1;
    maxRunning = Math.max(maxRunning, running);
    return new Promise<void>((resolve, reject) => {
      settlers.set(href, { resolve, reject });
    }).finally(() => {
      running -= 1;
      completed.push(href);
    });
  }

  return {
    prefetch,
    started,
    completed,
    maxRunning: () => maxRunning,
    /** Resolves (or rejects) the preload of `href` and lets the queue react. */
    async settle(href: string, outcome: "ok" | "fail" = "ok") {
      const settler = settlers.get(href);
      if (!settler) throw new Error(`${href} has not started`);
      if (outcome === "ok") settler.resolve();
      else settler.reject(new TypeError("Failed to fetch"));
      await allPromisesSettled();
    },
  };
}

/** Lets every pending promise callback run (a macrotask comes after all microtasks). */
function allPromisesSettled(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/** A queue of one preload at a time over a controlled prefetch. */
function oneAtATime() {
  const control = controlledPrefetch();
  return { control, queue: createPrefetchQueue({ concurrency: 1, prefetch: control.prefetch }) };
}

describe("createPrefetchQueue", () => {
  it("never preloads more than 4 of 10 visible links at once, and preloads them all", async () => {
    const control = controlledPrefetch();
    const queue = createPrefetchQueue({ prefetch: control.prefetch });
    const hrefs = Array.from({ length: 10 }, (_, index) => `/docs/page-${index}`);

    for (const href of hrefs) queue.enqueue(href);
    expect(queue.active()).toBe(4);
    expect(queue.size()).toBe(6);

    // Settle in an order unlike the start order: the newest running preload first.
    while (control.completed.length < hrefs.length) {
      const running = control.started.filter((href) => !control.completed.includes(href));
      const newest = running.at(-1);
      if (newest === undefined) throw new Error("the queue stalled");
      await control.settle(newest);
      expect(queue.active()).toBeLessThanOrEqual(4);
    }

    expect(control.maxRunning()).toBe(4);
    expect([...control.completed].sort()).toEqual([...hrefs].sort());
    expect(control.started).toHaveLength(10);
    expect(queue.active()).toBe(0);
    expect(queue.size()).toBe(0);
  });

  it("preloads an href once, whether it is queued, running or done", async () => {
    const { control, queue } = oneAtATime();

    queue.enqueue("/pricing");
    queue.enqueue("/blog");
    queue.enqueue("/pricing"); // running
    queue.enqueue("/blog"); // queued
    expect(queue.size()).toBe(1);

    await control.settle("/pricing");
    await control.settle("/blog");
    queue.enqueue("/pricing"); // done
    queue.enqueue("/blog");

    expect(control.started).toEqual(["/pricing", "/blog"]);
    expect(queue.size()).toBe(0);
  });

  it("frees the slot of a failed preload for the next one", async () => {
    const { control, queue } = oneAtATime();

    queue.enqueue("/offline");
    queue.enqueue("/pricing");
    await control.settle("/offline", "fail");

    expect(control.started).toEqual(["/offline", "/pricing"]);
    expect(queue.active()).toBe(1);
  });

  it("frees the slot of a preload that throws before it returns a promise", async () => {
    const started: string[] = [];
    const queue = createPrefetchQueue({
      concurrency: 1,
      prefetch: (href) => {
        started.push(href);
        if (href === "/broken") throw new Error("invalid URL");
        return Promise.resolve();
      },
    });

    queue.enqueue("/broken");
    queue.enqueue("/pricing");
    await allPromisesSettled();

    expect(started).toEqual(["/broken", "/pricing"]);
    expect(queue.active()).toBe(0);
  });

  it("moves an urgent (hovered) href to the front of the queue", async () => {
    const { control, queue } = oneAtATime();

    queue.enqueue("/a");
    queue.enqueue("/b");
    queue.enqueue("/c");
    queue.enqueue("/c", { isUrgent: true }); // already queued: moves up
    queue.enqueue("/d", { isUrgent: true }); // new: goes first
    await control.settle("/a");
    await control.settle("/d");
    await control.settle("/c");

    expect(control.started).toEqual(["/a", "/d", "/c", "/b"]);
  });
});
