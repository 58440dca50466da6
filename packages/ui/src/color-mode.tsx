"use client";

import { useCallback, useEffect, useSyncExternalStore } from "react";

import type { ColorMode, ResolvedColorMode } from "./color-mode-script";
import { COLOR_MODE_STORAGE_KEY } from "./color-mode-script";
import {
  applyColorMode,
  DARK_SCHEME_QUERY,
  isSystemDark,
  readColorMode,
  resolveColorMode,
  writeColorMode,
} from "./lib/color-mode-dom";

export interface UseColorModeOptions {
  storageKey?: string;
}

export interface ColorModeState {
  mode: ColorMode;
  resolved: ResolvedColorMode;
  setMode: (mode: ColorMode) => void;
}

// `storage` events reach other tabs only; hooks in this tab hear about `setMode` through these.
const sameTabListeners = new Map<string, Set<() => void>>();

function listenersOf(storageKey: string): Set<() => void> {
  let listeners = sameTabListeners.get(storageKey);
  if (!listeners) {
    listeners = new Set();
    sameTabListeners.set(storageKey, listeners);
  }
  return listeners;
}

function repaint(storageKey: string) {
  applyColorMode(resolveColorMode(readColorMode(storageKey), isSystemDark()));
}

const getServerMode = (): ColorMode => "system";
const getServerIsDark = () => false;

export function useColorMode({
  storageKey = COLOR_MODE_STORAGE_KEY,
}: UseColorModeOptions = {}): ColorModeState {
  const subscribeMode = useCallback(
    (onChange: () => void) => {
      const listeners = listenersOf(storageKey);
      listeners.add(onChange);
      const onStorage = (event: StorageEvent) => {
        // `key` is null when another tab cleared the storage.
        if (event.key !== storageKey && event.key !== null) return;
        repaint(storageKey);
        onChange();
      };
      window.addEventListener("storage", onStorage);
      return () => {
        listeners.delete(onChange);
        window.removeEventListener("storage", onStorage);
      };
    },
    [storageKey],
  );

  const subscribeSystem = useCallback(
    (onChange: () => void) => {
      const media = window.matchMedia(DARK_SCHEME_QUERY);
      const onSchemeChange = () => {
        repaint(storageKey);
        onChange();
      };
      media.addEventListener("change", onSchemeChange);
      return () => media.removeEventListener("change", onSchemeChange);
    },
    [storageKey],
  );

  const mode = useSyncExternalStore(subscribeMode, () => readColorMode(storageKey), getServerMode);
  const isDark = useSyncExternalStore(subscribeSystem, isSystemDark, getServerIsDark);

  const setMode = useCallback(
    (next: ColorMode) => {
      writeColorMode(storageKey, next);
      applyColorMode(resolveColorMode(next, isSystemDark()));
      for (const listener of [...listenersOf(storageKey)]) listener();
    },
    [storageKey],
  );

  return { mode, resolved: resolveColorMode(mode, isDark), setMode };
}

/**
 * The inline script's class is gone on a document React rendered anew on the client (an error
 * boundary after a server failure).
 */
export function useRestoredColorMode(options: UseColorModeOptions = {}): void {
  const { resolved } = useColorMode(options);
  useEffect(() => applyColorMode(resolved), [resolved]);
}
