import { useSyncExternalStore } from "react";

const subscribe = () => () => {};
const inBrowser = () => true;
const onServer = () => false;

/**
 * False in the server's HTML and until React has hydrated it. A button whose only action is a
 * client handler stays disabled until then, so an early click is not silently lost.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribe, inBrowser, onServer);
}
