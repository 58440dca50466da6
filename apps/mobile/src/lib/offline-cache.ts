import type { QueryClient } from "@tanstack/react-query";

import { dehydrate, hydrate } from "@tanstack/react-query";
import { AppState } from "react-native";
import superjson from "superjson";

import { cacheStorage } from "./cache-storage";
import { storage } from "./storage";
import { createStore, useStore } from "./store";

/** Whose cache is on the device: the key of their copy, read before the network answers. */
const USER_KEY = "teamkit.user";
const CACHE_PREFIX = "teamkit.cache.";
/** A copy written by another shape of the app is dropped instead of read. */
const VERSION = 1;
/** Older than this, the copy is more misleading than useful. */
export const CACHE_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
const WRITE_DELAY_MS = 1000;

interface SavedCache {
  version: number;
  savedAt: number;
  state: string;
}

let client: QueryClient | null = null;
let userId: string | null = null;
let unsubscribe: (() => void) | null = null;
let timer: ReturnType<typeof setTimeout> | null = null;
let appState: { remove: () => void } | null = null;
const restored = createStore(false);

function cacheKey(id: string) {
  return `${CACHE_PREFIX}${id}`;
}

/** Only answers: queries that succeeded (no mutation, no error, and never the token). */
async function write() {
  timer = null;
  if (!client || !userId) return;
  const state = dehydrate(client, { shouldDehydrateMutation: () => false });
  const saved: SavedCache = {
    version: VERSION,
    savedAt: Date.now(),
    state: superjson.stringify(state),
  };
  await cacheStorage.set(cacheKey(userId), JSON.stringify(saved));
}

function scheduleWrite() {
  if (!userId || timer) return;
  timer = setTimeout(() => void write(), WRITE_DELAY_MS);
}

async function read(id: string): Promise<unknown> {
  const raw = await cacheStorage.get(cacheKey(id));
  if (!raw) return null;
  try {
    const saved = JSON.parse(raw) as SavedCache;
    if (saved.version === VERSION && Date.now() - saved.savedAt < CACHE_MAX_AGE_MS)
      return superjson.parse(saved.state);
  } catch {
    // A damaged copy is dropped below like an old one.
  }
  await cacheStorage.remove(cacheKey(id));
  return null;
}

/**
 * The last-loaded answers, kept per user on the device so the app stays readable offline. It is
 * restored before the signed-in screens show, and written a second after the cache changes, or
 * at once when the app leaves the screen (a reload, a switch to another app).
 */
export const offlineCache = {
  /** Reads the signed-in user's copy into `queryClient` and keeps it up to date from then on. */
  async attach(queryClient: QueryClient) {
    client = queryClient;
    unsubscribe?.();
    unsubscribe = queryClient.getQueryCache().subscribe(scheduleWrite);
    appState?.remove();
    appState = AppState.addEventListener("change", (state) => {
      if (state !== "active") void offlineCache.flush();
    });
    userId = await storage.get(USER_KEY);
    const state = userId ? await read(userId) : null;
    if (state) {
      hydrate(queryClient, state);
      // A copy from before the app started is shown at once and asked for again by the screens
      // that show it: however young, it may be missing what changed while the app was closed.
      void queryClient.invalidateQueries({ refetchType: "none" });
    }
    restored.set(true);
  },
  /** The signed-in user, once the server named them: their copy is written from now on. */
  async rememberUser(id: string) {
    if (userId === id) return;
    if (userId) await offlineCache.wipe();
    userId = id;
    await storage.set(USER_KEY, id);
    scheduleWrite();
  },
  /** Forgets the copy and what is in memory (sign-out, a revoked session, a deleted account). */
  async wipe() {
    if (timer) clearTimeout(timer);
    timer = null;
    const id = userId ?? (await storage.get(USER_KEY));
    userId = null;
    client?.clear();
    await storage.remove(USER_KEY);
    if (id) await cacheStorage.remove(cacheKey(id));
  },
  /** Writes now (tests; the app waits for the delay). */
  flush: () => {
    if (timer) clearTimeout(timer);
    return write();
  },
  isRestored: restored.get,
  subscribe: restored.subscribe,
  detach() {
    unsubscribe?.();
    unsubscribe = null;
    appState?.remove();
    appState = null;
    if (timer) clearTimeout(timer);
    timer = null;
    client = null;
    userId = null;
    restored.set(false);
  },
};

export function useCacheRestored(): boolean {
  return useStore(restored);
}
