import type { DbClient } from "@teamkit/db";
import { driverFor, getClient, logLine, readDbEnv } from "@teamkit/db";

import type { RunningScheduler } from "./runner";
import { apiEnv } from "../env";
import { createJobRunner } from "./runner";
import { upkeepJobs } from "./upkeep";

export { createJobRunner, retryDelay, SCHEDULER_TICK_MS } from "./runner";
export type { JobContext, JobDefinition, JobResult, JobRunner } from "./runner";
export { UPKEEP_JOB_NAMES, upkeepJobs } from "./upkeep";
export type { UpkeepJobName } from "./upkeep";
export { lockKey, withJobLock } from "./lock";

const globalForJobs = globalThis as unknown as { teamkitScheduler?: RunningScheduler };

export function upkeepRunner(client: DbClient) {
  return createJobRunner({ client, jobs: upkeepJobs({ env: apiEnv() }) });
}

/**
 * The app's own runner, once per process (a hot reload keeps the first). Off with
 * `TEAMKIT_SCHEDULER=off`, for a deployment that runs `pnpm worker` instead.
 */
export async function startAppScheduler(): Promise<void> {
  if (globalForJobs.teamkitScheduler) return;
  if (apiEnv().TEAMKIT_SCHEDULER === "off") {
    // No worker can open PGlite: nothing would ever run them.
    if (driverFor(readDbEnv().DATABASE_URL) === "pglite") {
      console.warn(
        logLine("warn", "TEAMKIT_SCHEDULER=off on PGlite: no scheduled job runs (unset it)", {}),
      );
    }
    return;
  }
  globalForJobs.teamkitScheduler = upkeepRunner(await getClient()).start();
}
