import { createStore, useStore } from "./store";

const store = createStore<string | null>(null);

/**
 * One message for the whole app, shown on whatever screen is open: a refused change is reported
 * after its screen may already have closed.
 */
export const flash = {
  show: (text: string) => store.set(text),
  clear: () => store.set(null),
  subscribe: store.subscribe,
};

export function useFlash(): string | null {
  return useStore(store);
}
