// Debian's Chromium, as the browser suites and `pnpm bench` start it (never a downloaded browser).
import { existsSync } from "node:fs";

/** The system Chromium (the bench's Lighthouse needs the full browser); CHROMIUM_PATH points elsewhere. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * The browser of the suites: Debian's `chromium-headless-shell` (the same version in the old
 * headless mode, about twice as quick through the suites as the full binary), else the full one.
 */
export const SUITE_CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ??
  (existsSync("/usr/bin/chromium-headless-shell")
    ? "/usr/bin/chromium-headless-shell"
    : "/usr/bin/chromium");

/**
 * Flags for every Chromium the suites and the bench start. Without the background-networking ones
 * Chromium keeps retrying refused connections on an offline machine and a page load never settles.
 */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];
