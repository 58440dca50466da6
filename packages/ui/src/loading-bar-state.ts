/** The bar is this many CSS pixels high. */
export const LOADING_BAR_HEIGHT_PX = 3;
/** Work that finishes within this many ms never shows the bar. */
export const LOADING_BAR_THROTTLE_MS = 200;
/** Once shown, the bar creeps toward `LOADING_BAR_CREEP_LIMIT` over about this many ms. */
export const LOADING_BAR_DURATION_MS = 2000;
/** A finished bar stays full this many ms, then fades out. */
export const LOADING_BAR_HIDE_DELAY_MS = 500;
/** This many ms after it hides, the bar's width goes back to 0 (after the fade). */
export const LOADING_BAR_RESET_DELAY_MS = 400;
/** The estimate never passes this percentage: only `finish()` (or an explicit value) fills the bar. */
export const LOADING_BAR_CREEP_LIMIT = 90;
/** How often the estimate advances while loading; the bar's CSS transition smooths the steps. */
export const LOADING_BAR_TICK_MS = 100;

/**
 * Where the bar is in its life:
 * `idle` → `start()` → `pending` (throttled, invisible) → `loading` (visible, creeping) →
 * `finish()` → `done` (full, visible for the hide delay) → `hiding` (fading out, width kept for
 * the reset delay) → `idle`.
 */
export type LoadingBarPhase = "idle" | "pending" | "loading" | "done" | "hiding";

/** One immutable snapshot of the bar; a new object on every change. */
export interface LoadingBarSnapshot {
  phase: LoadingBarPhase;
  /** Whether the bar is painted (its opacity); false while throttled, hiding and idle. */
  isVisible: boolean;
  /** Width in percent, 0–100. */
  progress: number;
  /** Painted in the error colour (after `error()`) until the next reset. */
  isError: boolean;
}

/** The bar's controller: call it from navigation or long-running work; the component subscribes. */
export interface LoadingBarStore {
  /** Begins loading. Shows the bar after the throttle; while it is already shown, starts over at 0. */
  start: () => void;
  /**
   * With a value (0–100), moves the bar to at least that percentage (it never goes back; 100
   * finishes); without one, nudges it a step toward the creep limit. Starts the bar when idle.
   */
  progress: (value?: number) => void;
  /** Fills the bar, keeps it for the hide delay, fades it, then resets. Never shown if still throttled. */
  finish: () => void;
  /** Like `finish()`, in the error colour, and shown at once even if the throttle has not passed. */
  error: () => void;
  getSnapshot: () => LoadingBarSnapshot;
  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe: (listener: () => void) => () => void;
}

/** Timings of one store; every field defaults to the spec's constant. */
export interface LoadingBarOptions {
  throttleMs?: number;
  durationMs?: number;
  hideDelayMs?: number;
  resetDelayMs?: number;
}

/**
 * The estimated progress after `elapsedMs` of visible loading: an ease-out curve that reaches
 * ~86 % at `durationMs` and keeps creeping toward `LOADING_BAR_CREEP_LIMIT`, never reaching it, so
 * a slow load still moves and a fast one is not stuck at a round number.
 */
export function estimateLoadingProgress(elapsedMs: number, durationMs: number): number {
  if (elapsedMs <= 0) return 0;
  return LOADING_BAR_CREEP_LIMIT * (1 - Math.exp((-3 * elapsedMs) / durationMs));
}

const IDLE: LoadingBarSnapshot = { phase: "idle", isVisible: false, progress: 0, isError: false };

/**
 * A framework-free loading-bar state machine. Uses the global timers at call time,
 * so tests drive it with fake timers.
 */
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
        // A nudge: a fifth of the remaining way to the creep limit.
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

/**
 * The app's loading bar: `loadingBar.start()` when a navigation or long task begins,
 * `loadingBar.finish()` when it ends, `loadingBar.error()` on an app error. `<LoadingBar />`
 * shows this store unless given another.
 */
export const loadingBar: LoadingBarStore = createLoadingBarStore();
