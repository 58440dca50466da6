import { useSyncExternalStore } from "react";

const subscribe = () => () => {};
const inBrowser = () => true;
const onServer = () => false;

/**
 * A button whose only action is a client handler stays disabled until hydrated, so an early click
 * is not lost.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribe, inBrowser, onServer);
}
