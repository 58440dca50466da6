import path from "node:path";

import type { DEMO_USERS } from "./accounts";

/** Where the setup project keeps each role's signed-in browser state (not committed). */
export function storageStatePath(role: keyof typeof DEMO_USERS): string {
  return path.join(import.meta.dirname, "../../test-results/.auth", `${role}.json`);
}
