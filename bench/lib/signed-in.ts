import { spawn } from "node:child_process";
import path from "node:path";

import type { SearchResult } from "./admin-search";
import type { App } from "./servers";
import type { PageLoad, StatementCount } from "./tasks";
import type { BurstResult, Ledger, SteadyResult } from "./webhooks";
import { startStatementCounter } from "../../apps/web/e2e/support/statement-counter";
import { ADMIN_SEARCH_USERS, measureSearch, seedUsers } from "./admin-search";
import { REPO_ROOT } from "./paths";
import { createDatabase, dropDatabase, psql, sessionCookie } from "./postgres";
import { kill, start, stop } from "./servers";
import {
  backendCpuMs,
  countStatements,
  measurePages,
  processCpuMs,
  seedTasks,
  seedTeam,
  TASK_COUNT,
  TASK_USERS,
} from "./tasks";
import {
  burstWithRestart,
  ledger,
  seedWebhookTeams,
  simulatorSecret,
  steadyRate,
} from "./webhooks";

export interface SectionContext {
  web: App; // the web app as the public pages use it
  logDir: string;
  quick: boolean;
  step: (message: string) => void;
}

function onPostgres(web: App, databaseUrl: string): App {
  return {
    ...web,
    env: {
      ...web.env,
      DATABASE_URL: databaseUrl,
      TEAMKIT_DATA_DIR: path.join(REPO_ROOT, ".data/bench-signed-in"),
    },
  };
}

function postgresVersion(url: string) {
  return psql(url, "show server_version;\n");
}

export interface AdminSearchReport {
  method: string;
  postgres: string;
  users: number;
  seedSeconds: number;
  samples: number; // per kind
  results: SearchResult[];
}

export async function runAdminSearch({
  web,
  logDir,
  quick,
  step,
}: SectionContext): Promise<AdminSearchReport> {
  step("admin search: creating and migrating its Postgres database");
  const db = await createDatabase(
    "teamkit_bench_admin_search",
    path.join(logDir, "admin-search-migrate.log"),
  );
  try {
    step(`admin search: seeding ${ADMIN_SEARCH_USERS.toLocaleString("en")} users`);
    const seedStarted = Date.now();
    const adminId = seedUsers(db.url);
    const seedSeconds = (Date.now() - seedStarted) / 1000;
    const app = onPostgres(web, db.url);
    step("admin search: starting the web app on it");
    const server = await start(app, logDir, { logName: "admin-search-server" });
    try {
      const cookie = sessionCookie(db.url, adminId);
      const samples = quick ? 20 : 100;
      step(`admin search: ${samples} requests of each kind, interleaved`);
      const results = await measureSearch({ origin: server.origin, cookie, samples, warmup: 3 });
      for (const r of results)
        step(`admin search ${r.id}: p50 ${r.p50.toFixed(0)} ms, p95 ${r.p95.toFixed(0)} ms`);
      return {
        method:
          "HTTP GET /api/trpc/admin.user.list against the production server (server.mjs, loopback), signed in as a platform admin (a session row and its cookie), one request at a time",
        postgres: postgresVersion(db.url),
        users: ADMIN_SEARCH_USERS,
        seedSeconds,
        samples,
        results,
      };
    } finally {
      await stop(server);
    }
  } finally {
    dropDatabase(db);
  }
}

export interface WebhooksReport {
  postgres: string;
  warmup: number; // events delivered one by one first (not timed)
  steady: SteadyResult;
  burst: BurstResult;
  atKill: Ledger | null; // the moment the server died
  afterRestart: Ledger; // right after the burst
  reconcile: { exitCode: number; seconds: number; output: string };
  afterReconcile: Ledger;
  nothingLost: boolean; // every event stored once and applied
}

export async function runWebhooks({
  web,
  logDir,
  quick,
  step,
}: SectionContext): Promise<WebhooksReport> {
  const warmupCount = 10;
  const rate = quick ? 10 : 20;
  const steadyCount = rate * (quick ? 5 : 20);
  const burstCount = quick ? 200 : 600;
  step("webhooks: creating and migrating their Postgres database");
  const db = await createDatabase(
    "teamkit_bench_webhooks",
    path.join(logDir, "webhooks-migrate.log"),
  );
  try {
    const secret = simulatorSecret(web.env.AUTH_SECRET ?? "");
    const events = seedWebhookTeams(db.url, warmupCount + steadyCount + burstCount, secret);
    const app = onPostgres(web, db.url);
    step("webhooks: starting the web app on it");
    let server = await start(app, logDir, { logName: "webhooks-server" });
    let atKill: Ledger | null = null;
    try {
      const origin = server.origin;
      for (const event of events.slice(0, warmupCount)) {
        const response = await fetch(`${origin}/api/webhooks/lemonsqueezy`, {
          method: "POST",
          headers: { "content-type": "application/json", "x-signature": event.signature },
          body: event.rawBody,
        });
        if (response.status !== 200)
          throw new Error(`The webhook endpoint answered ${response.status} to a signed event`);
      }
      step(`webhooks: ${steadyCount} events at ${rate}/s`);
      const steady = await steadyRate(
        origin,
        events.slice(warmupCount, warmupCount + steadyCount),
        rate,
      );
      step(`webhooks steady: p50 ${steady.p50.toFixed(0)} ms, p99 ${steady.p99.toFixed(0)} ms`);
      step(`webhooks: burst of ${burstCount}, the server killed and started again during it`);
      const burst = await burstWithRestart(origin, events.slice(warmupCount + steadyCount), {
        concurrency: 20,
        killAfterMs: quick ? 1000 : 2000,
        kill: async () => {
          await kill(server);
          atKill = ledger(db.url, events);
        },
        restart: async () => {
          server = await start(app, logDir, { logName: "webhooks-server", keepData: true });
        },
      });
      step(
        `webhooks burst: ${burst.acceptedFirstTry} accepted first time, ${burst.refusedFirstTry} redelivered; restart took ${burst.restartMs} ms`,
      );
      const afterRestart = ledger(db.url, events);
      step("webhooks: pnpm billing:reconcile");
      const reconcile = await runReconcile(app);
      const afterReconcile = ledger(db.url, events);
      const nothingLost =
        afterReconcile.stored === events.length &&
        afterReconcile.duplicates === 0 &&
        afterReconcile.applied === events.length &&
        afterReconcile.byStatus.processed === events.length;
      step(
        `webhooks: ${afterReconcile.applied}/${events.length} applied, ${afterReconcile.duplicates} stored twice: ${nothingLost ? "nothing lost" : "SOMETHING LOST"}`,
      );
      return {
        postgres: postgresVersion(db.url),
        warmup: warmupCount,
        steady,
        burst,
        atKill,
        afterRestart,
        reconcile,
        afterReconcile,
        nothingLost,
      };
    } finally {
      await stop(server);
    }
  } finally {
    dropDatabase(db);
  }
}

function runReconcile(app: App): Promise<{ exitCode: number; seconds: number; output: string }> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    let output = "";
    const child = spawn("pnpm", ["billing:reconcile"], {
      cwd: REPO_ROOT,
      env: { ...process.env, NODE_ENV: "production", ...app.env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    child.stdout.on("data", (chunk) => (output += String(chunk)));
    child.stderr.on("data", (chunk) => (output += String(chunk)));
    child.on("error", reject);
    child.on("close", (code) =>
      resolve({
        exitCode: code ?? 1,
        seconds: (Date.now() - started) / 1000,
        output:
          output
            .trim()
            .split("\n")
            .filter((line) => line.includes("billing reconciled"))
            .join("\n") || output.trim().slice(-500),
      }),
    );
  });
}

export interface TasksReport {
  method: string;
  postgres: string;
  tasks: number;
  users: number; // concurrent signed-in members
  seedSeconds: number; // seeding every task and its tags
  viewsPerUser: number; // timed page views per user and page
  warmupPerUser: number;
  pages: PageLoad[];
  statements: StatementCount[]; // counted at 100 tasks, then at all
}

/**
 * Statements are counted through a wire-protocol proxy at 100 and at 10,000 tasks (do they grow
 * with the data?); timings are taken without the proxy.
 */
export async function runTasks({ web, logDir, quick, step }: SectionContext): Promise<TasksReport> {
  step("tasks: creating and migrating their Postgres database");
  const db = await createDatabase("teamkit_bench_tasks", path.join(logDir, "tasks-migrate.log"));
  try {
    const cookies = seedTeam(db.url).map((id) => sessionCookie(db.url, id));
    const cookie = cookies[0] ?? "";
    const small = 100;
    let seedStarted = Date.now();
    seedTasks(db.url, 1, small);
    let seedMs = Date.now() - seedStarted;

    const counter = await startStatementCounter(db.url, web.port + 2);
    const statements: StatementCount[] = [];
    try {
      step("tasks: starting the web app through the statement-counting proxy");
      const server = await start(onPostgres(web, counter.url), logDir, {
        logName: "tasks-server",
      });
      try {
        const repeat = 3;
        statements.push(
          ...(await countStatements({
            origin: server.origin,
            cookie,
            counter,
            tasks: small,
            repeat,
          })),
        );
        step(`tasks: seeding ${TASK_COUNT.toLocaleString("en")} tasks`);
        seedStarted = Date.now();
        seedTasks(db.url, small + 1, TASK_COUNT);
        seedMs += Date.now() - seedStarted;
        statements.push(
          ...(await countStatements({
            origin: server.origin,
            cookie,
            counter,
            tasks: TASK_COUNT,
            repeat,
          })),
        );
        for (const count of statements)
          step(
            `tasks ${count.id} at ${count.tasks} tasks: ${count.document} statements for the document, ${count.data} for the data${count.stable ? "" : " (varied between requests)"}`,
          );
      } finally {
        await stop(server);
      }
    } finally {
      await counter.close();
    }

    step("tasks: starting the web app on Postgres");
    const server = await start(onPostgres(web, db.url), logDir, {
      logName: "tasks-server",
      keepData: true,
    });
    try {
      const viewsPerUser = quick ? 10 : 60;
      const warmupPerUser = quick ? 2 : 5;
      step(
        `tasks: ${TASK_USERS} users, ${viewsPerUser} views each of every page after ${warmupPerUser} untimed`,
      );
      // Postgres backends are read on this machine's /proc: only when the database is local.
      const localDb = ["127.0.0.1", "localhost"].includes(new URL(db.url).hostname);
      let backends = new Map<number, number>();
      let postgresMs = 0;
      const pages = await measurePages({
        origin: server.origin,
        cookies,
        viewsPerUser,
        warmupPerUser,
        cpu: () => {
          const now = localDb ? backendCpuMs(db.url, db.name) : new Map();
          // A backend first seen now started since the last reading: all of its time counts.
          for (const [pid, ms] of now) postgresMs += ms - (backends.get(pid) ?? 0);
          backends = now;
          return { server: processCpuMs(server.child.pid ?? 0), postgres: postgresMs };
        },
      });
      for (const page of pages)
        step(
          `tasks ${page.id}: view p50 ${page.view.p50.toFixed(0)} ms, p99 ${page.view.p99.toFixed(0)} ms, ${page.requestsPerSecond.toFixed(0)} req/s`,
        );
      return {
        method: `${TASK_USERS} signed-in members (a session row and its cookie each) load each page concurrently against the production server (server.mjs, loopback); a page view is the document, then the tRPC GET its client component sends (httpBatchLink), as in a browser`,
        postgres: postgresVersion(db.url),
        tasks: TASK_COUNT,
        users: TASK_USERS,
        seedSeconds: seedMs / 1000,
        viewsPerUser,
        warmupPerUser,
        pages,
        statements,
      };
    } finally {
      await stop(server);
    }
  } finally {
    dropDatabase(db);
  }
}
