import { createStore, useStore } from "./store";

/** A refusal (`error`), or news such as a team left (`success`). */
export interface FlashMessage {
  text: string;
  tone: "error" | "success";
}

const store = createStore<FlashMessage | null>(null);

/**
 * One message for the whole app, shown on whatever screen is open: a refused change is reported
 * after its screen may already have closed.
 */
export const flash = {
  show: (text: string, tone: FlashMessage["tone"] = "error") => store.set({ text, tone }),
  clear: () => store.set(null),
  subscribe: store.subscribe,
};

export function useFlash(): FlashMessage | null {
  return useStore(store);
}
