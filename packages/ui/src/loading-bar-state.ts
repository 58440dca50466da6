export const LOADING_BAR_HEIGHT_PX = 3;
export const LOADING_BAR_THROTTLE_MS = 200;
export const LOADING_BAR_DURATION_MS = 2000;
export const LOADING_BAR_HIDE_DELAY_MS = 500;
export const LOADING_BAR_RESET_DELAY_MS = 400;
export const LOADING_BAR_CREEP_LIMIT = 90;
export const LOADING_BAR_TICK_MS = 100;

/**
 * `idle` → `pending` (throttled, invisible) → `loading` → `done` (full) → `hiding` (fading, width
 * kept) → `idle`.
 */
export type LoadingBarPhase = "idle" | "pending" | "loading" | "done" | "hiding";

export interface LoadingBarSnapshot {
  phase: LoadingBarPhase;
  isVisible: boolean;
  progress: number;
  isError: boolean;
}

export interface LoadingBarStore {
  start: () => void;
  progress: (value?: number) => void;
  finish: () => void;
  error: () => void;
  getSnapshot: () => LoadingBarSnapshot;
  subscribe: (listener: () => void) => () => void;
}

export interface LoadingBarOptions {
  throttleMs?: number;
  durationMs?: number;
  hideDelayMs?: number;
  resetDelayMs?: number;
}

/** Ease-out that keeps creeping toward the limit, so a slow load still moves. */
export function estimateLoadingProgress(elapsedMs: number, durationMs: number): number {
  if (elapsedMs <= 0) return 0;
  return LOADING_BAR_CREEP_LIMIT * (1 - Math.exp((-3 * elapsedMs) / durationMs));
}

const IDLE: LoadingBarSnapshot = { phase: "idle", isVisible: false, progress: 0, isError: false };

export function createLoadingBarStore(options: LoadingBarOptions = {}): LoadingBarStore {
  const {
    throttleMs = LOADING_BAR_THROTTLE_MS,
    durationMs = LOADING_BAR_DURATION_MS,
    hideDelayMs = LOADING_BAR_HIDE_DELAY_MS,
    resetDelayMs = LOADING_BAR_RESET_DELAY_MS,
  } = options;

  let snapshot = IDLE;
  const listeners = new Set<() => void>();
  // One timer at a time: the throttle, the creep tick, the hide delay or the reset delay.
  let timer: ReturnType<typeof setTimeout> | undefined;
  let elapsedMs = 0;

  function set(next: Partial<LoadingBarSnapshot>) {
    snapshot = { ...snapshot, ...next };
    for (const listener of [...listeners]) listener();
  }

  function schedule(delayMs: number, run: () => void) {
    clearTimeout(timer);
    timer = setTimeout(run, delayMs);
  }

  function cancel() {
    clearTimeout(timer);
    timer = undefined;
  }

  function tick() {
    elapsedMs += LOADING_BAR_TICK_MS;
    const estimate = estimateLoadingProgress(elapsedMs, durationMs);
    if (estimate > snapshot.progress) set({ progress: estimate });
    schedule(LOADING_BAR_TICK_MS, tick);
  }

  function show() {
    elapsedMs = 0;
    set({ phase: "loading", isVisible: true });
    schedule(LOADING_BAR_TICK_MS, tick);
  }

  function complete(isError: boolean) {
    set({ phase: "done", isVisible: true, progress: 100, isError });
    schedule(hideDelayMs, () => {
      set({ phase: "hiding", isVisible: false });
      schedule(resetDelayMs, () => {
        timer = undefined;
        set(IDLE);
      });
    });
  }

  const store: LoadingBarStore = {
    start() {
      if (snapshot.phase === "pending" || snapshot.phase === "loading") return;
      if (snapshot.phase === "done") {
        // Already on screen: no throttle, the bar restarts from empty.
        set({ progress: 0, isError: false });
        show();
        return;
      }
      // Idle, or fading out (invisible): wait out the throttle like a fresh start.
      cancel();
      set({ phase: "pending", isVisible: false, progress: 0, isError: false });
      schedule(throttleMs, show);
    },

    progress(value) {
      if (snapshot.phase !== "pending" && snapshot.phase !== "loading") store.start();
      if (value === undefined) {
        const next = snapshot.progress + (LOADING_BAR_CREEP_LIMIT - snapshot.progress) / 5;
        if (next > snapshot.progress) set({ progress: next });
        return;
      }
      if (value >= 100) {
        store.finish();
        return;
      }
      if (value > snapshot.progress) set({ progress: value });
    },

    finish() {
      if (snapshot.phase === "pending") {
        // Finished within the throttle: the bar never appears.
        cancel();
        set(IDLE);
        return;
      }
      if (snapshot.phase === "loading") complete(false);
    },

    error() {
      complete(true);
    },

    getSnapshot: () => snapshot,

    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return store;
}

export const loadingBar: LoadingBarStore = createLoadingBarStore();
