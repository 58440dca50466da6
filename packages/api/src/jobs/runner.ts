import type { Database, DbClient } from "@teamkit/db";
import { eq, errorSummary, jobRuns, logLine, sql } from "@teamkit/db";

import { withJobLock } from "./lock";

export type JobCounts = Record<string, number>;

export interface JobContext {
  db: Database;
  /** The runner's clock at the start of the run; jobs compute their cut-offs from it. */
  now: Date;
  log: (line: string) => void;
}

export interface JobDefinition {
  name: string;
  everyMs: number;
  run: (context: JobContext) => Promise<JobCounts>;
}

export type JobResult = "ran" | "failed" | "notDue" | "busy";

export interface JobRunnerOptions {
  client: DbClient;
  jobs: readonly JobDefinition[];
  now?: () => Date;
  log?: (line: string) => void;
}

export interface RunningScheduler {
  stop: () => Promise<void>;
}

const FIRST_RETRY_MS = 60_000;
export const SCHEDULER_TICK_MS = 60_000;

/** After the n-th failure in a row: 1, 2, 4 … minutes, never later than the regular schedule. */
export function retryDelay(job: JobDefinition, failures: number): number {
  return Math.min(job.everyMs, FIRST_RETRY_MS * 2 ** Math.max(0, failures - 1));
}

/**
 * Runs each job that is due, on one runner at a time: whether a job is due is read after its lock
 * is taken, so a run another instance has just finished is not repeated.
 */
export function createJobRunner(options: JobRunnerOptions) {
  const { client, jobs } = options;
  const clock = options.now ?? (() => new Date());
  const log = options.log ?? ((line: string) => console.info(line));
  let inFlight: Promise<Record<string, JobResult>> | undefined;

  async function runJob(job: JobDefinition): Promise<JobResult> {
    const { db } = client;
    const locked = await withJobLock(client, job.name, async (): Promise<JobResult> => {
      const now = clock();
      const [state] = await db
        .select({ nextRunAt: jobRuns.nextRunAt, failures: jobRuns.consecutiveFailures })
        .from(jobRuns)
        .where(eq(jobRuns.name, job.name));
      if (state && state.nextRunAt > now) return "notDue";
      await db
        .insert(jobRuns)
        .values({ name: job.name, lastStartedAt: now, nextRunAt: now })
        .onConflictDoUpdate({ target: jobRuns.name, set: { lastStartedAt: now } });
      try {
        const counts = await job.run({ db, now, log });
        const durationMs = clock().getTime() - now.getTime();
        await db
          .update(jobRuns)
          .set({
            lastFinishedAt: clock(),
            lastDurationMs: durationMs,
            lastCounts: counts,
            lastError: null,
            consecutiveFailures: 0,
            nextRunAt: new Date(now.getTime() + job.everyMs),
          })
          .where(eq(jobRuns.name, job.name));
        // A pass that found nothing to do is in `job_runs` only: no line per minute per instance.
        if (Object.values(counts).some((n) => n !== 0))
          log(JSON.stringify({ level: "info", msg: "job ran", job: job.name, durationMs, counts }));
        return "ran";
      } catch (error) {
        const failures = (state?.failures ?? 0) + 1;
        const durationMs = clock().getTime() - now.getTime();
        const summary = errorSummary(error);
        await db
          .update(jobRuns)
          .set({
            lastFinishedAt: clock(),
            lastDurationMs: durationMs,
            lastError: JSON.stringify(summary),
            consecutiveFailures: failures,
            totalFailures: sql`${jobRuns.totalFailures} + 1`,
            nextRunAt: new Date(now.getTime() + retryDelay(job, failures)),
          })
          .where(eq(jobRuns.name, job.name));
        log(logLine("error", "job failed", { job: job.name, durationMs, failures, ...summary }));
        return "failed";
      }
    });
    return locked.acquired ? locked.value : "busy";
  }

  async function runAll(): Promise<Record<string, JobResult>> {
    const results: Record<string, JobResult> = {};
    for (const job of jobs) {
      try {
        results[job.name] = await runJob(job);
      } catch (error) {
        // The database itself failed (not the job): the next tick tries again.
        results[job.name] = "failed";
        log(logLine("error", "job not run", { job: job.name }, error));
      }
    }
    return results;
  }

  /** Runs every due job once, in order; a call while a pass is running joins that pass. */
  function runDue(): Promise<Record<string, JobResult>> {
    inFlight ??= runAll().finally(() => {
      inFlight = undefined;
    });
    return inFlight;
  }

  /**
   * A pass now and one per tick. In the app the timer does not keep the process alive; a worker
   * process passes `keepAlive`.
   */
  function start(startOptions: { tickMs?: number; keepAlive?: boolean } = {}): RunningScheduler {
    const tick = () => void runDue();
    tick();
    const timer = setInterval(tick, startOptions.tickMs ?? SCHEDULER_TICK_MS);
    if (!startOptions.keepAlive) timer.unref();
    return {
      stop: async () => {
        clearInterval(timer);
        await inFlight;
      },
    };
  }

  return { runDue, start };
}

export type JobRunner = ReturnType<typeof createJobRunner>;
