/**
 * `pnpm worker`: the scheduled upkeep in a process of its own, beside app instances started with
 * `TEAMKIT_SCHEDULER=off` (or not: the advisory locks keep each job on one runner either way).
 */
import { driverFor, getClient, loadRootEnvFile, readDbEnv } from "@teamkit/db";

import { upkeepRunner } from "../jobs";
import { assertServerEnv } from "../setup";

loadRootEnvFile();
try {
  assertServerEnv();
} catch (error) {
  console.error(
    `The worker cannot start: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
}
if (driverFor(readDbEnv().DATABASE_URL) === "pglite") {
  console.error(
    "The worker needs a Postgres DATABASE_URL. The embedded PGlite database opens in one process only: there the app runs the jobs itself.",
  );
  process.exit(1);
}
const client = await getClient();
const scheduler = upkeepRunner(client).start({ keepAlive: true });
console.info(JSON.stringify({ level: "info", msg: "worker started", driver: client.driver }));

for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.once(signal, () => {
    void scheduler
      .stop()
      .then(() => client.close())
      .finally(() => process.exit(0));
  });
}
