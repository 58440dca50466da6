// Statements go through psql, so the bench needs no database driver of its own.
import { execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createWriteStream } from "node:fs";

import { REPO_ROOT } from "./paths";

/** PGlite is not a production target. */
export const PG_ADMIN_URL =
  process.env.BENCH_PG_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

export interface BenchDatabase {
  name: string;
  url: string; // DATABASE_URL of the database
}

export function psql(url: string, sql: string) {
  return execFileSync(
    "psql",
    [url, "--no-psqlrc", "--quiet", "--tuples-only", "--no-align", "-v", "ON_ERROR_STOP=1"],
    {
      input: sql,
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
      // Notices ("does not exist, skipping") stay quiet; an error's text is in the thrown error.
      stdio: ["pipe", "pipe", "pipe"],
    },
  ).trim();
}

export async function createDatabase(name: string, logFile: string): Promise<BenchDatabase> {
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`Not a database name: ${name}`);
  psql(PG_ADMIN_URL, `drop database if exists ${name} with (force);\ncreate database ${name};\n`);
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  const database = { name, url: url.toString() };
  const code = await new Promise((resolve, reject) => {
    const log = createWriteStream(logFile);
    const child = spawn("pnpm", ["--filter", "@teamkit/db", "migrate"], {
      cwd: REPO_ROOT,
      env: { ...process.env, DATABASE_URL: database.url },
      stdio: ["ignore", "pipe", "pipe"],
    });
    child.stdout.pipe(log);
    child.stderr.pipe(log);
    child.on("error", reject);
    child.on("close", (exit) => log.end(() => resolve(exit ?? 1)));
  });
  if (code !== 0) throw new Error(`Migrating ${name} failed (exit ${code}); see ${logFile}`);
  return database;
}

export function dropDatabase(database: BenchDatabase) {
  psql(PG_ADMIN_URL, `drop database if exists ${database.name} with (force);\n`);
}

export function sessionCookie(url: string, userId: string) {
  const token = randomBytes(32).toString("hex");
  psql(
    url,
    `insert into sessions (session_token, user_id, expires)
     values (encode(sha256('${token}'::bytea), 'hex'), '${userId}', now() + interval '1 day');\n`,
  );
  return `authjs.session-token=${token}`;
}

export function percentile(values: number[], p: number) {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
  return sorted[rank - 1] ?? Number.NaN;
}
