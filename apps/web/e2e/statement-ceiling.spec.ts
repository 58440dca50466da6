import type { ChildProcess } from "node:child_process";
import { spawn, spawnSync } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import path from "node:path";

import { expect, test } from "@playwright/test";
import pg from "pg";

import type { StatementCounter } from "./support/statement-counter";
import { STATEMENT_CEILING_PORT } from "../playwright.config";
import { waitUntilHealthy } from "./support/instance";
import { countsAgainstPage, startStatementCounter } from "./support/statement-counter";

/**
 * The SQL statements each signed-in page's document sends, whatever the data, against a ceiling
 * per page: a new card or lookup that adds queries fails here, not in production. Counted on the
 * wire between a production instance and Postgres (BEGIN/COMMIT and the session's hourly
 * `last_active_at` write not counted).
 */
const CEILINGS: Record<string, number> = {
  "/app/dashboard": 5,
  "/app/tasks": 4,
  "/app/task-demo": 2,
  "/app/settings/team/billing": 3,
  "/app/settings/team/members": 4,
};

const serverUrl = process.env.TEST_DATABASE_URL ?? "";
const APP_DIR = path.resolve(import.meta.dirname, "..");
const origin = `http://127.0.0.1:${STATEMENT_CEILING_PORT}`;

test.describe("statements per signed-in page", () => {
  test.skip(!serverUrl, "counted on the wire: needs TEST_DATABASE_URL (a Postgres server)");
  test.describe.configure({ mode: "serial" });

  let server: ChildProcess | undefined;
  let counter: StatementCounter | undefined;
  let database = "";
  let databaseUrl = "";

  async function admin(sql: string, url = serverUrl) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return await client.query(sql);
    } finally {
      await client.end();
    }
  }

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    database = `teamkit_e2e_statements_${randomBytes(4).toString("hex")}`;
    await admin(`create database "${database}"`);
    const url = new URL(serverUrl);
    url.pathname = `/${database}`;
    databaseUrl = url.toString();
    const migrated = spawnSync("pnpm", ["--filter", "@teamkit/db", "migrate"], {
      cwd: path.resolve(APP_DIR, "../.."),
      env: { ...process.env, DATABASE_URL: databaseUrl },
      stdio: "ignore",
    });
    expect(migrated.status).toBe(0);
    counter = await startStatementCounter(databaseUrl, STATEMENT_CEILING_PORT + 1);
    server = spawn(
      process.execPath,
      ["server.mjs", "--hostname", "127.0.0.1", "--port", String(STATEMENT_CEILING_PORT)],
      {
        cwd: APP_DIR,
        stdio: "ignore",
        env: {
          ...process.env,
          NODE_ENV: "production",
          TEAMKIT_LOCAL_SERVICES: "1",
          TEAMKIT_SCHEDULER: "off",
          TEAMKIT_DATA_DIR: path.resolve(APP_DIR, "../../.data/e2e-statements"),
          AUTH_SECRET: "e2e-secret-that-is-long-enough-for-auth-js-0123456789",
          TWO_FACTOR_ENCRYPTION_KEY: "ZTJlLXR3by1mYWN0b3Ita2V5LTMyLWJ5dGVzLWxvbmc=",
          APP_URL: origin,
          DATABASE_URL: counter.url,
          REDIS_URL: "",
          RESEND_API_KEY: "",
        },
      },
    );
    await waitUntilHealthy(origin);
  });

  test.afterAll(async () => {
    server?.kill("SIGTERM");
    await counter?.close();
    if (database) await admin(`drop database if exists "${database}" with (force)`);
  });

  /** A session for the seeded owner, as a sign-in would store it. */
  async function ownerCookie() {
    const token = randomBytes(32).toString("hex");
    const key = createHash("sha256").update(token).digest("hex");
    await admin(
      `insert into sessions (session_token, user_id, expires)
       select '${key}', id, now() + interval '1 day' from users where email = 'owner@teamkit.local'`,
      databaseUrl,
    );
    return `authjs.session-token=${token}`;
  }

  async function countPages(cookie: string) {
    const counts: Record<string, string[]> = {};
    for (const page of Object.keys(CEILINGS)) {
      const load = async () => {
        const response = await fetch(origin + page, { headers: { cookie }, redirect: "manual" });
        expect(response.status, page).toBe(200);
        await response.text();
      };
      await load(); // the first view may touch the session
      counter?.reset();
      await load();
      // Anything the server sends after answering still counts.
      await new Promise((resolve) => setTimeout(resolve, 150));
      counts[page] = counter?.take().filter(countsAgainstPage) ?? [];
    }
    return counts;
  }

  test("each page stays within its ceiling, and more data adds no statement", async () => {
    const cookie = await ownerCookie();
    const before = await countPages(cookie);
    for (const [page, sql] of Object.entries(before)) {
      // At least the session's read: the proxy sees what the app sends.
      expect(sql.length, page).toBeGreaterThan(0);
      expect(sql.length, `${page}:\n${sql.join("\n")}`).toBeLessThanOrEqual(CEILINGS[page] ?? 0);
    }

    // More of everything the pages show: tasks, invitations, activity, a subscription.
    await admin(
      `create temporary table owner_team as
         select m.team_id, m.user_id from memberships m join users u on u.id = m.user_id
         where u.email = 'owner@teamkit.local' limit 1;
       insert into tasks (id, team_id, title, status, priority, position, created_by_id)
       select 'ceiling_task' || n, team_id, 'Ceiling task ' || n,
              (array['todo', 'in_progress', 'done'])[1 + n % 3]::task_status, 'none', n * 1024, user_id
       from owner_team, generate_series(1, 60) as n;
       insert into invitations (id, team_id, email, role, token_hash, invited_by_id, expires_at)
       select 'ceiling_inv' || n, team_id, 'ceiling' || n || '@example.com', 'member',
              md5('ceiling' || n), user_id, now() + interval '7 days'
       from owner_team, generate_series(1, 5) as n;`,
      databaseUrl,
    );
    const after = await countPages(cookie);
    for (const [page, sql] of Object.entries(after))
      expect(sql.length, `${page} with more data:\n${sql.join("\n")}`).toBe(
        before[page]?.length ?? -1,
      );
  });
});
