// Debian's Chromium, as the browser suites use it (never a downloaded browser).
import { execFileSync } from "node:child_process";

/** The system Chromium; CHROMIUM_PATH points elsewhere, as for the browser suites. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * Flags for every Chromium the bench starts. Without the background-networking ones Chromium keeps
 * retrying refused connections on this offline machine and a page load never settles.
 */
export const CHROMIUM_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

/** "Chromium 156.0.8078.79 built on Debian …", or "unknown". */
export function chromiumVersion() {
  try {
    return execFileSync(CHROMIUM_PATH, ["--version"], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    }).trim();
  } catch {
    return "unknown";
  }
}
