"use client";

import { useSyncExternalStore } from "react";

import type { LoadingBarSnapshot, LoadingBarStore } from "./loading-bar-state";
import { cn } from "./lib/cn";
import { LOADING_BAR_HEIGHT_PX, loadingBar } from "./loading-bar-state";

export {
  LOADING_BAR_DURATION_MS,
  LOADING_BAR_HEIGHT_PX,
  LOADING_BAR_HIDE_DELAY_MS,
  LOADING_BAR_RESET_DELAY_MS,
  LOADING_BAR_THROTTLE_MS,
} from "./loading-bar-state";

// The server never loads anything; hydrate as idle even if the client store already started.
const SERVER_SNAPSHOT: LoadingBarSnapshot = {
  phase: "idle",
  isVisible: false,
  progress: 0,
  isError: false,
};
const getServerSnapshot = () => SERVER_SNAPSHOT;

export interface LoadingBarProps {
  store?: LoadingBarStore;
  className?: string;
}

/**
 * Decorative (`aria-hidden`): its value is an estimate, and a progressbar on every navigation would
 * make screen readers chatter.
 */
export function LoadingBar({ store = loadingBar, className }: LoadingBarProps) {
  const { phase, isVisible, progress, isError } = useSyncExternalStore(
    store.subscribe,
    store.getSnapshot,
    getServerSnapshot,
  );
  return (
    <div
      aria-hidden="true"
      data-slot="loading-bar"
      data-phase={phase}
      data-error={isError || undefined}
      style={{ height: LOADING_BAR_HEIGHT_PX, transform: `scaleX(${progress / 100})` }}
      className={cn(
        // The fade (300 ms) ends within the reset delay (400 ms), so the width resets unseen.
        "pointer-events-none fixed inset-x-0 top-0 z-200 origin-left transition-[transform,opacity,background-color] ease-out rtl:origin-right motion-reduce:transition-opacity",
        isVisible ? "opacity-100 duration-200" : "opacity-0 duration-300",
        isError ? "bg-error" : "bg-primary",
        className,
      )}
    />
  );
}
