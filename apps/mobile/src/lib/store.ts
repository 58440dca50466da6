import { useSyncExternalStore } from "react";

/** A value kept outside React (readable by the API client and tests), watched by components. */
export interface Store<T> {
  get: () => T;
  set: (next: T) => void;
  subscribe: (listener: () => void) => () => void;
  /** Tells the watchers to read again: for a value that also depends on something outside. */
  notify: () => void;
}

export function createStore<T>(initial: T): Store<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  return {
    get: () => value,
    set: (next) => {
      value = next;
      notify();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    notify,
  };
}

/** The store's value in a component, rendered again when it changes. */
export function useStore<T>(store: Pick<Store<T>, "get" | "subscribe">): T {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
