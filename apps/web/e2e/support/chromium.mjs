// Debian's Chromium, as the browser suites and `pnpm bench` start it (never a downloaded browser).

/** The system Chromium; CHROMIUM_PATH points elsewhere. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

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
