// Figures only: nothing here is a test.
import { spawn } from "node:child_process";
import path from "node:path";

import type { LoadResult } from "./load";
import type { App } from "./servers";
import type { SectionContext } from "./signed-in";
import {
  countsAgainstPage,
  startStatementCounter,
} from "../../apps/web/e2e/support/statement-counter";
import { load, meanOf } from "./load";
import { REPO_ROOT } from "./paths";
import { createDatabase, dropDatabase, psql, sessionCookie } from "./postgres";
import { start, stop } from "./servers";

/** The pages a signed-in member opens all day. */
export const APP_PAGES = [
  "/app/dashboard",
  "/app/tasks",
  "/app/task-demo",
  "/app/settings/team/billing",
  "/app/settings/team/members",
] as const;

export const APP_PAGE_GOALS = { rpsRatio: 0.5, p99Ratio: 2.5, statements: 5 };

export interface AppPageFigures {
  path: string;
  load: LoadResult;
  rpsRatio: number;
  p99Ratio: number;
  statements: number;
  statementsSql: string[];
  htmlBytes: number; // decoded
}

export interface AppPagesReport {
  method: string;
  postgres: string;
  bare: LoadResult;
  pages: AppPageFigures[];
}

const BARE_DYNAMIC_PATH = "/dynamic";

export async function runAppPages(
  { web, logDir, quick, step }: SectionContext,
  bare: App,
): Promise<AppPagesReport> {
  step("app pages: creating, migrating and seeding their Postgres database");
  const db = await createDatabase(
    "teamkit_bench_app_pages",
    path.join(logDir, "app-pages-migrate.log"),
  );
  try {
    await seed(db.url);
    const ownerId = psql(db.url, "select id from users where email = 'owner@teamkit.local';\n");
    const cookie = sessionCookie(db.url, ownerId);
    const onDb = (url: string): App => ({
      ...web,
      env: {
        ...web.env,
        DATABASE_URL: url,
        TEAMKIT_DATA_DIR: path.join(REPO_ROOT, ".data/bench-app-pages"),
        TEAMKIT_SCHEDULER: "off",
      },
    });

    const statements = new Map<string, string[]>();
    const htmlBytes = new Map<string, number>();
    const counter = await startStatementCounter(db.url, web.port + 2);
    try {
      step("app pages: counting statements through the wire-protocol proxy");
      const server = await start(onDb(counter.url), logDir, { logName: "app-pages-server" });
      try {
        for (const page of APP_PAGES) {
          htmlBytes.set(page, (await fetchPage(server.origin + page, cookie)).length);
          counter.reset();
          await fetchPage(server.origin + page, cookie);
          await new Promise((resolve) => setTimeout(resolve, 150));
          const sql = counter.take().filter(countsAgainstPage);
          statements.set(page, sql);
          step(`app pages ${page}: ${sql.length} statements`);
        }
      } finally {
        await stop(server);
      }
    } finally {
      await counter.close();
    }

    step("app pages: load against the bare dynamic page");
    const server = await start(onDb(db.url), logDir, {
      logName: "app-pages-server",
      keepData: true,
    });
    const bareServer = await start(bare, logDir, { logName: "app-pages-bare" });
    try {
      const seconds = quick ? 3 : 8;
      const rounds = quick ? 1 : 2;
      const targets: [string, string, Record<string, string>][] = [
        ["bare", bareServer.origin + BARE_DYNAMIC_PATH, { cookie }],
        ...APP_PAGES.map((page): [string, string, Record<string, string>] => [
          page,
          server.origin + page,
          { cookie },
        ]),
      ];
      for (const [, url, headers] of targets)
        await load(url, { connections: 10, seconds: 2, headers });
      const runs = new Map<string, LoadResult[]>(targets.map(([key]) => [key, []]));
      for (let round = 0; round < rounds; round++)
        for (const [key, url, headers] of targets) {
          // The bare page before every Teamkit page, so both see the same noise.
          const result = await load(url, { connections: 10, seconds, headers });
          runs.get(key)?.push(result);
          step(
            `app pages ${key} (round ${round + 1}): ${Math.round(result.rps)} req/s, p99 ${result.p99} ms`,
          );
          if (key !== "bare" && targets[0]) {
            const [, bareUrl, bareHeaders] = targets[0];
            runs
              .get("bare")
              ?.push(await load(bareUrl, { connections: 10, seconds, headers: bareHeaders }));
          }
        }
      const bareLoad = meanOf(runs.get("bare") ?? []);
      return {
        method: `The seeded owner's session on the seeded demo team; production server (server.mjs) on Postgres; autocannon, 10 connections, ${rounds} × ${seconds} s per page, each run followed by one of the bare dynamic page (${BARE_DYNAMIC_PATH} of bench/bare: reads the cookies, renders 20 rows, no database). Statements counted on one document request through a wire-protocol proxy (BEGIN/COMMIT and the hourly last_active_at write not counted)`,
        postgres: psql(db.url, "show server_version;\n"),
        bare: bareLoad,
        pages: APP_PAGES.map((page) => {
          const result = meanOf(runs.get(page) ?? []);
          const sql = statements.get(page) ?? [];
          return {
            path: page,
            load: result,
            rpsRatio: result.rps / bareLoad.rps,
            p99Ratio: bareLoad.p99 > 0 ? result.p99 / bareLoad.p99 : Number.NaN,
            statements: sql.length,
            statementsSql: sql.map((s) => s.replace(/\s+/g, " ").trim().slice(0, 200)),
            htmlBytes: htmlBytes.get(page) ?? 0,
          };
        }),
      };
    } finally {
      await stop(server);
      await stop(bareServer);
    }
  } finally {
    dropDatabase(db);
  }
}

async function fetchPage(url: string, cookie: string) {
  const response = await fetch(url, { headers: { cookie }, redirect: "manual" });
  const body = await response.text();
  if (response.status !== 200)
    throw new Error(`GET ${url} answered ${response.status}: ${body.slice(0, 300)}`);
  return body;
}

function seed(databaseUrl: string) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn("pnpm", ["db:seed"], {
      cwd: REPO_ROOT,
      env: { ...process.env, DATABASE_URL: databaseUrl, TEAMKIT_LOCAL_SERVICES: "1" },
      stdio: "ignore",
    });
    child.on("error", reject);
    child.on("close", (code) => (code === 0 ? resolve() : reject(new Error(`seed exit ${code}`))));
  });
}
