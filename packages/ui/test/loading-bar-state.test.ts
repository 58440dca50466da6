import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import {
  createLoadingBarStore,
  estimateLoadingProgress,
  LOADING_BAR_CREEP_LIMIT,
} from "../src/loading-bar-state";

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

/** Records every snapshot the store publishes, so a test can tell whether the bar ever showed. */
function recorded() {
  const store = createLoadingBarStore();
  const snapshots = [store.getSnapshot()];
  store.subscribe(() => snapshots.push(store.getSnapshot()));
  return { store, snapshots };
}

/** A recorded store whose work started `ms` ago. */
function startedAgo(ms: number) {
  const recording = recorded();
  recording.store.start();
  vi.advanceTimersByTime(ms);
  return recording;
}

describe("loading bar state", () => {
  it("never shows the bar when the work finishes within 200 ms", () => {
    const { store, snapshots } = startedAgo(199);
    store.finish();
    vi.advanceTimersByTime(10_000);
    expect(snapshots.some((snapshot) => snapshot.isVisible)).toBe(false);
    expect(store.getSnapshot()).toMatchObject({ phase: "idle", progress: 0 });
  });

  it("shows the bar once 200 ms have passed", () => {
    const { store } = startedAgo(199);
    expect(store.getSnapshot().isVisible).toBe(false);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toMatchObject({ phase: "loading", isVisible: true });
  });

  it("creeps toward the limit over 2 seconds without reaching it", () => {
    const { store } = startedAgo(200);
    const atShow = store.getSnapshot().progress;
    vi.advanceTimersByTime(1000);
    const halfway = store.getSnapshot().progress;
    vi.advanceTimersByTime(1000);
    const atDuration = store.getSnapshot().progress;
    vi.advanceTimersByTime(60_000);
    const muchLater = store.getSnapshot().progress;

    expect(atShow).toBe(0);
    expect(halfway).toBeGreaterThan(atShow);
    expect(atDuration).toBeGreaterThan(80);
    expect(atDuration).toBeLessThan(LOADING_BAR_CREEP_LIMIT);
    expect(muchLater).toBeLessThanOrEqual(LOADING_BAR_CREEP_LIMIT);
    expect(muchLater).toBeGreaterThan(atDuration);
  });

  it("stays full for 500 ms after finishing, then fades out", () => {
    const { store } = startedAgo(500);
    store.finish();
    expect(store.getSnapshot()).toMatchObject({ phase: "done", isVisible: true, progress: 100 });
    vi.advanceTimersByTime(499);
    expect(store.getSnapshot().isVisible).toBe(true);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toMatchObject({ phase: "hiding", isVisible: false, progress: 100 });
  });

  it("resets the width 400 ms after it is hidden", () => {
    const { store } = startedAgo(200);
    store.finish();
    vi.advanceTimersByTime(899);
    expect(store.getSnapshot().progress).toBe(100);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toMatchObject({ phase: "idle", isVisible: false, progress: 0 });
  });

  it("turns the error colour on error and clears it after the reset", () => {
    const { store } = startedAgo(300);
    store.error();
    expect(store.getSnapshot()).toMatchObject({ isError: true, isVisible: true, progress: 100 });
    vi.advanceTimersByTime(500);
    expect(store.getSnapshot()).toMatchObject({ isError: true, isVisible: false });
    vi.advanceTimersByTime(400);
    expect(store.getSnapshot()).toMatchObject({ isError: false, phase: "idle" });
  });

  it("shows an error at once even within the throttle", () => {
    const { store } = recorded();
    store.start();
    store.error();
    expect(store.getSnapshot()).toMatchObject({ isError: true, isVisible: true });
  });

  it("starts the next load in the primary colour", () => {
    const { store } = recorded();
    store.error();
    store.start();
    expect(store.getSnapshot().isError).toBe(false);
  });

  it("restarts from empty without a throttle when started while still showing", () => {
    const { store } = startedAgo(200);
    store.finish();
    store.start();
    expect(store.getSnapshot()).toMatchObject({ phase: "loading", isVisible: true, progress: 0 });
    // The old hide timer must not fire into the new load.
    vi.advanceTimersByTime(900);
    expect(store.getSnapshot()).toMatchObject({ phase: "loading", isVisible: true });
  });

  it("ignores a second start while loading", () => {
    const { store } = startedAgo(700);
    const before = store.getSnapshot().progress;
    store.start();
    expect(store.getSnapshot().progress).toBe(before);
  });

  it("moves to an explicit progress, never backwards, and finishes at 100", () => {
    const { store } = recorded();
    store.progress(40);
    expect(store.getSnapshot()).toMatchObject({ phase: "pending", progress: 40 });
    vi.advanceTimersByTime(200);
    store.progress(20);
    expect(store.getSnapshot().progress).toBeGreaterThanOrEqual(40);
    store.progress(100);
    expect(store.getSnapshot()).toMatchObject({ phase: "done", progress: 100 });
  });

  it("nudges the bar forward when progress has no value", () => {
    const { store } = startedAgo(200);
    const before = store.getSnapshot().progress;
    store.progress();
    expect(store.getSnapshot().progress).toBeGreaterThan(before);
    expect(store.getSnapshot().progress).toBeLessThan(LOADING_BAR_CREEP_LIMIT);
  });

  it("does nothing on finish when nothing is loading", () => {
    const { store, snapshots } = recorded();
    store.finish();
    expect(snapshots).toHaveLength(1);
  });

  it("stops notifying a listener after it unsubscribes", () => {
    const store = createLoadingBarStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.start();
    unsubscribe();
    vi.advanceTimersByTime(200);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe("estimateLoadingProgress", () => {
  it("starts at 0 and reaches about 86% at the duration", () => {
    expect(estimateLoadingProgress(0, 2000)).toBe(0);
    expect(estimateLoadingProgress(2000, 2000)).toBeCloseTo(85.5, 0);
  });
});
