// Debian's Chromium, as the browser suites use it (never a downloaded browser).
import { execFileSync } from "node:child_process";

import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../../apps/web/e2e/support/chromium.mjs";

export { CHROMIUM_PATH };

/** The browser suites' flags (one list for both), headless for the bench's own launches. */
export const CHROMIUM_FLAGS = ["--headless=new", ...CHROMIUM_ARGS];

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
