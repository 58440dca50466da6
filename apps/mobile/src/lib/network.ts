import { Platform } from "react-native";

import { createStore, useStore } from "./store";

/** A change refused before it was sent: the device is offline. */
export class OfflineError extends Error {
  constructor() {
    super("offline");
    this.name = "OfflineError";
  }
}

// The last request that failed to reach the server; a browser's own offline state counts too.
const unreachable = createStore(false);
const hasBrowserState = Platform.OS === "web" && typeof window !== "undefined";

function setUnreachable(next: boolean) {
  if (unreachable.get() !== next) unreachable.set(next);
}

if (hasBrowserState) {
  window.addEventListener("online", () => unreachable.set(false));
  window.addEventListener("offline", unreachable.notify);
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && error.name === "AbortError";
}

/**
 * Whether the server can be reached, learnt from the requests themselves (a failed fetch) and, in
 * the web build, from the browser: reliable on phones and in the web export alike.
 */
export const network = {
  isOffline: () => unreachable.get() || (hasBrowserState && !navigator.onLine),
  reached: () => setUnreachable(false),
  failed: (error: unknown) => {
    if (!isAbort(error)) setUnreachable(true);
  },
  subscribe: unreachable.subscribe,
  /** Tests start online. */
  reset: () => setUnreachable(false),
};

export function useIsOffline(): boolean {
  return useStore({ subscribe: network.subscribe, get: network.isOffline });
}

/**
 * The API's fetch: a change (a POST) is refused at once while offline, so it is never queued or
 * dropped silently; every answer or failure updates the network state.
 */
export async function trackedFetch(input: RequestInfo | URL, init?: RequestInit) {
  if (init?.method === "POST" && network.isOffline()) throw new OfflineError();
  try {
    const response = await fetch(input, init);
    network.reached();
    return response;
  } catch (error) {
    network.failed(error);
    throw error;
  }
}
