import { act, cleanup } from "@testing-library/react";
import { afterEach, beforeEach, vi } from "vitest";

/** Fake timers for every test of the file; each test's render is unmounted before they go. */
export function fakeTimersPerTest() {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });
}

/** Moves the fake clock on inside `act`, so that the renders it causes are flushed. */
export function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}
