// Debian's Chromium, as the browser suites use it (never a downloaded browser).
import { execFileSync } from "node:child_process";

import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../../apps/web/e2e/support/chromium.mjs";

export { CHROMIUM_PATH };

export const CHROMIUM_FLAGS = ["--headless=new", ...CHROMIUM_ARGS];

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
