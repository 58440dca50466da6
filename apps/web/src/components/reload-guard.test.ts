import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import type { ReloadGuardOptions, ReloadGuardStorage } from "./reload-guard";
import {
  BUILD_POLL_INTERVAL_MS,
  createReloadGuard,
  isChunkLoadError,
  RELOAD_GUARD_WINDOW_MS,
} from "./reload-guard";

function memoryStorage(): ReloadGuardStorage {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
  };
}

/** A guard against a fake server whose build id (or outage) the test sets. */
function setup(overrides: Partial<ReloadGuardOptions> = {}) {
  const server = { buildId: "build-a", isReachable: true };
  const fetchBuildId = vi.fn(() =>
    server.isReachable
      ? Promise.resolve(server.buildId)
      : Promise.reject(new TypeError("Failed to fetch")),
  );
  const reload = vi.fn();
  let visibleListener: (() => void) | undefined;
  const unsubscribeVisible = vi.fn();
  const guard = createReloadGuard({
    fetchBuildId,
    reload,
    storage: memoryStorage(),
    now: () => Date.now(),
    subscribeVisible: (listener) => {
      visibleListener = listener;
      return unsubscribeVisible;
    },
    ...overrides,
  });
  const advance = (ms: number) => vi.advanceTimersByTimeAsync(ms);
  const start = async () => {
    guard.start();
    await advance(0);
  };
  return {
    guard,
    server,
    fetchBuildId,
    reload,
    unsubscribeVisible,
    becomeVisible: () => visibleListener?.(),
    /** Runs the timers due within `ms` and lets the polls they started settle. */
    advance,
    /** Starts the guard on build-a and lets its first poll settle. */
    start,
    /** Starts the guard on build-a, then deploys build-b and lets the next poll see it. */
    startThenDeploy: async () => {
      await start();
      server.buildId = "build-b";
      await advance(BUILD_POLL_INTERVAL_MS);
    },
  };
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe("createReloadGuard", () => {
  it("records the build the page started with on the first poll", async () => {
    const { guard, server, fetchBuildId, reload, advance } = setup();
    server.buildId = "build-b";
    guard.start();
    await advance(0);
    expect(fetchBuildId).toHaveBeenCalledTimes(1);
    // The page itself runs build-b, so a chunk error is not deploy skew.
    await expect(guard.onChunkError("/dashboard")).resolves.toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it("reloads once when a chunk fails after a newer build is deployed", async () => {
    const { guard, reload, startThenDeploy } = setup();
    await startThenDeploy();
    await expect(guard.onChunkError("/dashboard")).resolves.toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it.each([
    {
      wait: RELOAD_GUARD_WINDOW_MS - 1,
      reloads: false,
      name: "does not reload the same path again within 10 s",
    },
    {
      wait: RELOAD_GUARD_WINDOW_MS,
      reloads: true,
      name: "may reload the same path again once 10 s have passed",
    },
  ])("$name", async ({ wait, reloads }) => {
    const { guard, reload, advance, startThenDeploy } = setup();
    await startThenDeploy();
    await guard.onChunkError("/dashboard");
    await advance(wait);
    await expect(guard.onChunkError("/dashboard")).resolves.toBe(reloads);
    expect(reload).toHaveBeenCalledTimes(reloads ? 2 : 1);
  });

  it("may reload for a different path within the window", async () => {
    const { guard, reload, startThenDeploy } = setup();
    await startThenDeploy();
    await guard.onChunkError("/dashboard");
    await expect(guard.onChunkError("/settings")).resolves.toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it("remembers the reload in storage, so the reloaded page does not reload the path again within 10 s", async () => {
    const storage = memoryStorage();
    const before = setup({ storage });
    await before.startThenDeploy();
    await before.guard.onChunkError("/dashboard");
    before.guard.stop();

    // The reloaded page still sees skew (an old instance answered its first poll).
    const after = setup({ storage });
    after.guard.start();
    await after.advance(0);
    after.server.buildId = "build-b";
    await expect(after.guard.onChunkError("/dashboard")).resolves.toBe(false);
    expect(after.reload).not.toHaveBeenCalled();
  });

  it("does not reload when no newer build is known", async () => {
    const { guard, fetchBuildId, reload, advance } = setup();
    guard.start();
    await advance(BUILD_POLL_INTERVAL_MS);
    await expect(guard.onChunkError("/dashboard")).resolves.toBe(false);
    expect(reload).not.toHaveBeenCalled();
    // It asked the server right then (start, one interval, the chunk error).
    expect(fetchBuildId).toHaveBeenCalledTimes(3);
  });

  it("reloads when the poll made at the chunk error finds a newer build", async () => {
    const { guard, server, reload, start } = setup();
    await start();
    server.buildId = "build-b";
    await expect(guard.onChunkError("/dashboard")).resolves.toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("reloads once when two chunks fail on the same path at the same time", async () => {
    const { guard, server, reload, start } = setup();
    await start();
    server.buildId = "build-b";
    const results = await Promise.all([
      guard.onChunkError("/dashboard"),
      guard.onChunkError("/dashboard"),
    ]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("never reloads because of a failed poll", async () => {
    const { guard, server, reload, advance, start } = setup();
    await start();
    server.isReachable = false;
    await advance(BUILD_POLL_INTERVAL_MS * 3);
    await expect(guard.onChunkError("/dashboard")).resolves.toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it("never reloads when the first poll fails, and records the build of the first poll that succeeds", async () => {
    const { guard, server, reload, advance } = setup();
    server.isReachable = false;
    guard.start();
    await advance(0);
    await expect(guard.onChunkError("/dashboard")).resolves.toBe(false);
    server.isReachable = true;
    await advance(BUILD_POLL_INTERVAL_MS);
    await expect(guard.onChunkError("/dashboard")).resolves.toBe(false);
    server.buildId = "build-b";
    await expect(guard.onChunkError("/dashboard")).resolves.toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("polls when the tab becomes visible again", async () => {
    const { guard, server, fetchBuildId, reload, becomeVisible, advance, start } = setup();
    await start();
    server.buildId = "build-b";
    becomeVisible();
    await advance(0);
    expect(fetchBuildId).toHaveBeenCalledTimes(2);
    // The newer build is already known: the chunk error reloads without asking again.
    await expect(guard.onChunkError("/dashboard")).resolves.toBe(true);
    expect(fetchBuildId).toHaveBeenCalledTimes(2);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("polls every interval until stopped", async () => {
    const { guard, fetchBuildId, unsubscribeVisible, advance } = setup();
    guard.start();
    await advance(BUILD_POLL_INTERVAL_MS * 2);
    expect(fetchBuildId).toHaveBeenCalledTimes(3);
    guard.stop();
    await advance(BUILD_POLL_INTERVAL_MS * 2);
    expect(fetchBuildId).toHaveBeenCalledTimes(3);
    expect(unsubscribeVisible).toHaveBeenCalledTimes(1);
  });

  it("still guards when sessionStorage throws", async () => {
    const storage: ReloadGuardStorage = {
      getItem: () => {
        throw new DOMException("The operation is insecure.", "SecurityError");
      },
      setItem: () => {
        throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
      },
    };
    const { guard, server, reload, advance } = setup({ storage });
    guard.start();
    await advance(0);
    server.buildId = "build-b";
    await expect(guard.onChunkError("/dashboard")).resolves.toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe("isChunkLoadError", () => {
  it.each([
    [
      "a webpack chunk failure",
      Object.assign(new Error("Loading chunk 7 failed.\n(error: /7.js)"), {
        name: "ChunkLoadError",
      }),
    ],
    ["a webpack CSS chunk failure", new Error("Loading CSS chunk 7 failed.\n(error: /7.css)")],
    [
      "a Turbopack chunk failure",
      new Error("Failed to load chunk /_next/static/chunks/0a1b.js from module 42"),
    ],
    [
      "a failed import() in Chrome",
      new TypeError("Failed to fetch dynamically imported module: /x.js"),
    ],
    ["a failed import() in Safari", new TypeError("Importing a module script failed.")],
    [
      "a failed import() in Firefox",
      new TypeError("error loading dynamically imported module: /x.js"),
    ],
    ["the message of an error event", "Uncaught ChunkLoadError: Loading chunk 7 failed."],
  ])("recognises %s", (_source, reason) => {
    expect(isChunkLoadError(reason)).toBe(true);
  });

  it.each([
    ["another error", new TypeError("Cannot read properties of undefined")],
    ["a failed API call", new TypeError("Failed to fetch")],
    ["nothing", undefined],
    ["a number", 42],
  ])("ignores %s", (_source, reason) => {
    expect(isChunkLoadError(reason)).toBe(false);
  });
});
