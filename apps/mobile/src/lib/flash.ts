import { useSyncExternalStore } from "react";

let message: string | null = null;
const listeners = new Set<() => void>();

function set(next: string | null) {
  message = next;
  for (const listener of listeners) listener();
}

/**
 * One message for the whole app, shown on whatever screen is open: a refused change is reported
 * after its screen may already have closed.
 */
export const flash = {
  show: (text: string) => set(text),
  clear: () => set(null),
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useFlash(): string | null {
  return useSyncExternalStore(
    flash.subscribe,
    () => message,
    () => message,
  );
}
