import { parseCookie } from "cookie";

import type { ColorMode, ResolvedColorMode } from "../color-mode-script";
import { COLOR_MODE_COOKIE_MAX_AGE_S, COLOR_MODES } from "../color-mode-script";

export const DARK_SCHEME_QUERY = "(prefers-color-scheme: dark)";

function asColorMode(value: string | null | undefined): ColorMode | null {
  return COLOR_MODES.find((mode) => mode === value) ?? null;
}

// The value is one of three plain words, so it is compared as written, never decoded.
function readCookie(name: string): string | null {
  return parseCookie(document.cookie, { decode: (value) => value })[name] ?? null;
}

export function readColorMode(storageKey: string): ColorMode {
  let stored: ColorMode | null = null;
  try {
    stored = asColorMode(localStorage.getItem(storageKey));
  } catch {
    // Storage can be blocked (privacy settings); the cookie still works.
  }
  return stored ?? asColorMode(readCookie(storageKey)) ?? "system";
}

export function writeColorMode(storageKey: string, mode: ColorMode): void {
  try {
    localStorage.setItem(storageKey, mode);
  } catch {
    // Blocked storage: the cookie below carries the choice.
  }
  document.cookie = `${encodeURIComponent(storageKey)}=${mode}; path=/; max-age=${COLOR_MODE_COOKIE_MAX_AGE_S}; samesite=lax`;
}

export function isSystemDark(): boolean {
  return window.matchMedia(DARK_SCHEME_QUERY).matches;
}

export function resolveColorMode(mode: ColorMode, isDark: boolean): ResolvedColorMode {
  if (mode === "system") return isDark ? "dark" : "light";
  return mode;
}

export function applyColorMode(resolved: ResolvedColorMode): void {
  const root = document.documentElement;
  root.classList.toggle("dark", resolved === "dark");
  root.style.colorScheme = resolved;
}
