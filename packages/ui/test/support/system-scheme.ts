import { afterEach, beforeEach, vi } from "vitest";

/**
 * Replaces `window.matchMedia` with one whose `prefers-color-scheme: dark` and
 * `prefers-reduced-motion: reduce` answers the test controls; `set` changes the scheme and fires
 * `change` like a system switch would. Undo with `vi.unstubAllGlobals()`.
 */
export function stubSystemScheme(
  scheme: "light" | "dark",
  options: { reducedMotion?: boolean } = {},
) {
  let current = scheme;
  const listeners = new Set<(event: { matches: boolean }) => void>();
  const matchMedia = (query: string) => {
    const isDarkQuery = query.includes("prefers-color-scheme: dark");
    return {
      get matches() {
        if (isDarkQuery) return current === "dark";
        if (query.includes("prefers-reduced-motion: reduce")) return options.reducedMotion ?? false;
        return false;
      },
      media: query,
      addEventListener: (_type: string, listener: (event: { matches: boolean }) => void) => {
        if (isDarkQuery) listeners.add(listener);
      },
      removeEventListener: (_type: string, listener: (event: { matches: boolean }) => void) => {
        listeners.delete(listener);
      },
    };
  };
  vi.stubGlobal("matchMedia", matchMedia);
  return {
    set(next: "light" | "dark") {
      current = next;
      for (const listener of [...listeners]) listener({ matches: next === "dark" });
    },
    listenerCount: () => listeners.size,
  };
}

/**
 * Every test of the file starts with no stored mode, a bare `<html>` and the real `matchMedia`;
 * `cookieName` is the mode's cookie, cleared after each test.
 */
export function resetColorModePerTest(cookieName: string, afterEachTest?: () => void) {
  const root = document.documentElement;
  beforeEach(() => {
    localStorage.clear();
    root.className = "";
    root.style.colorScheme = "";
  });
  afterEach(() => {
    afterEachTest?.();
    document.cookie = `${cookieName}=; max-age=0; path=/`;
    vi.unstubAllGlobals();
  });
}
