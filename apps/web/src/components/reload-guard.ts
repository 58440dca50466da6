/**
 * Deploy skew: an old page asks for a chunk the new build no longer serves. On a chunk error while
 * the server runs another build, reload, at most once per path per window (kept in
 * sessionStorage, so the reloaded page remembers).
 */

export const RELOAD_GUARD_WINDOW_MS = 10_000;

export const BUILD_POLL_INTERVAL_MS = 60_000;

const STORAGE_KEY_PREFIX = "teamkit:chunk-reload:";

// webpack ("Loading chunk 7 failed", "Loading CSS chunk 7 failed"), Turbopack ("Failed to load
// chunk /_next/…"), native import() in Chrome, Safari and Firefox.
const CHUNK_ERROR_PATTERN =
  /ChunkLoadError|Loading (CSS )?chunk|Failed to load chunk|Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module/i;

export type ReloadGuardStorage = Pick<Storage, "getItem" | "setItem">;

export interface ReloadGuardOptions {
  /** The build id the server runs now; rejects when the server cannot be reached. */
  fetchBuildId: () => Promise<string>;
  reload: () => void;
  storage: ReloadGuardStorage;
  now?: () => number;
  /** Calls the listener whenever the tab becomes visible again; returns the unsubscribe. */
  subscribeVisible?: (listener: () => void) => () => void;
  intervalMs?: number;
  windowMs?: number;
}

export interface ReloadGuard {
  /** Records the page's own build (first poll), then polls every interval and on visibility. */
  start: () => void;
  stop: () => void;
  /** A chunk failed to load on `path`; resolves to whether the page is being reloaded. */
  onChunkError: (path: string) => Promise<boolean>;
}

/** True for the errors a failed chunk or dynamic import() throws, as Error or message. */
export function isChunkLoadError(reason: unknown): boolean {
  if (typeof reason === "string") return CHUNK_ERROR_PATTERN.test(reason);
  if (typeof reason !== "object" || reason === null) return false;
  const { name, message } = reason as { name?: unknown; message?: unknown };
  return (
    name === "ChunkLoadError" || (typeof message === "string" && CHUNK_ERROR_PATTERN.test(message))
  );
}

/** Reloads on a chunk-load error once a newer build is deployed, once per path per window. */
export function createReloadGuard({
  fetchBuildId,
  reload,
  storage,
  now = Date.now,
  subscribeVisible,
  intervalMs = BUILD_POLL_INTERVAL_MS,
  windowMs = RELOAD_GUARD_WINDOW_MS,
}: ReloadGuardOptions): ReloadGuard {
  let ownBuildId: string | undefined;
  // Sticky: during a rolling deploy a poll may reach an old instance again while the chunks the
  // page asks for are already gone from the instance that answered the chunk request.
  let hasNewBuild = false;
  let pollInFlight: Promise<void> | undefined;
  let timer: ReturnType<typeof setInterval> | undefined;
  let unsubscribeVisible: (() => void) | undefined;

  function poll(): Promise<void> {
    pollInFlight ??= fetchBuildId()
      .then((buildId) => {
        if (ownBuildId === undefined) ownBuildId = buildId;
        else if (buildId !== ownBuildId) hasNewBuild = true;
      })
      .catch(() => {
        // Offline or the server is restarting: the next poll asks again.
      })
      .finally(() => {
        pollInFlight = undefined;
      });
    return pollInFlight;
  }

  function storageKey(path: string): string {
    return STORAGE_KEY_PREFIX + path;
  }

  // Without storage the build check alone prevents a loop: the reloaded page runs the polled build.
  function reloadedRecently(path: string): boolean {
    let stored: string | null;
    try {
      stored = storage.getItem(storageKey(path));
    } catch {
      return false;
    }
    if (stored === null) return false;
    const elapsed = now() - Number(stored);
    return elapsed >= 0 && elapsed < windowMs;
  }

  function rememberReload(path: string): void {
    try {
      storage.setItem(storageKey(path), String(now()));
    } catch {
      // See reloadedRecently.
    }
  }

  async function onChunkError(path: string): Promise<boolean> {
    if (reloadedRecently(path)) return false;
    if (!hasNewBuild) await poll();
    // Another chunk error on the same path may have reloaded while this one waited for the poll.
    if (!hasNewBuild || reloadedRecently(path)) return false;
    rememberReload(path);
    reload();
    return true;
  }

  return {
    start() {
      if (timer !== undefined) return;
      void poll();
      timer = setInterval(() => void poll(), intervalMs);
      unsubscribeVisible = subscribeVisible?.(() => void poll());
    },
    stop() {
      clearInterval(timer);
      timer = undefined;
      unsubscribeVisible?.();
      unsubscribeVisible = undefined;
    },
    onChunkError,
  };
}
