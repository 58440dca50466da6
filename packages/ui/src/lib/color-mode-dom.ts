import { parseCookie } from "cookie";

import type { ColorMode, ResolvedColorMode } from "../color-mode-script";
import { COLOR_MODE_COOKIE_MAX_AGE_S, COLOR_MODES } from "../color-mode-script";

/** The media query of a dark system scheme. */
export const DARK_SCHEME_QUERY = "(prefers-color-scheme: dark)";

function asColorMode(value: string | null | undefined): ColorMode | null {
  return COLOR_MODES.find((mode) => mode === value) ?? null;
}

// The value is one of three plain words, so it is compared as written, never decoded.
function readCookie(name: string): string | null {
  return parseCookie(document.cookie, { decode: (value) => value })[name] ?? null;
}

/** The stored choice, read like `colorModeScript` does: localStorage, else the cookie, else system. */
export function readColorMode(storageKey: string): ColorMode {
  let stored: ColorMode | null = null;
  try {
    stored = asColorMode(localStorage.getItem(storageKey));
  } catch {
    // Storage can be blocked (privacy settings); the cookie still works.
  }
  return stored ?? asColorMode(readCookie(storageKey)) ?? "system";
}

/** Stores the choice in localStorage and in a cookie a server can read. */
export function writeColorMode(storageKey: string, mode: ColorMode): void {
  try {
    localStorage.setItem(storageKey, mode);
  } catch {
    // Blocked storage: the cookie below carries the choice.
  }
  document.cookie = `${encodeURIComponent(storageKey)}=${mode}; path=/; max-age=${COLOR_MODE_COOKIE_MAX_AGE_S}; samesite=lax`;
}

/** Whether the system scheme is dark. */
export function isSystemDark(): boolean {
  return window.matchMedia(DARK_SCHEME_QUERY).matches;
}

/** `mode` as shown, given the system scheme. */
export function resolveColorMode(mode: ColorMode, isDark: boolean): ResolvedColorMode {
  if (mode === "system") return isDark ? "dark" : "light";
  return mode;
}

/** Paints a scheme: the `dark` class (Tailwind's `dark:` variant) and `color-scheme` on <html>. */
export function applyColorMode(resolved: ResolvedColorMode): void {
  const root = document.documentElement;
  root.classList.toggle("dark", resolved === "dark");
  root.style.colorScheme = resolved;
}
