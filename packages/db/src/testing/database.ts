import { createHash, randomBytes } from "node:crypto";
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";

import { vi } from "vitest";

import type { DbClient } from "../client";
import { createClient, pgliteExtensions } from "../client";
import { findRepoRoot } from "../env";
import { migrate, migrationsFolder } from "../migrate";

export function testDriver(): "pglite" | "postgres" {
  return process.env.TEAMKIT_TEST_DRIVER === "postgres" ? "postgres" : "pglite";
}

function migrationsHash(): string {
  const folder = migrationsFolder();
  const hash = createHash("sha256");
  for (const file of readdirSync(folder)
    .filter((f) => f.endsWith(".sql"))
    .sort()) {
    hash.update(file).update(readFileSync(path.join(folder, file)));
  }
  return hash.digest("hex").slice(0, 16);
}

/**
 * Built once per migration set and shared by every test file: initdb costs seconds, a snapshot far
 * less.
 */
async function pgliteSnapshot(): Promise<Blob> {
  const cacheDir = path.join(findRepoRoot(), "node_modules/.cache/teamkit");
  const file = path.join(cacheDir, `pglite-${migrationsHash()}.tar.gz`);
  if (!existsSync(file)) {
    const { PGlite } = await import("@electric-sql/pglite");
    const { drizzle } = await import("drizzle-orm/pglite");
    const pg = new PGlite({ extensions: await pgliteExtensions() });
    await migrate({ db: drizzle(pg) as never, driver: "pglite", close: () => pg.close() });
    const dump = await pg.dumpDataDir("gzip");
    await pg.close();
    mkdirSync(cacheDir, { recursive: true });
    const tmp = `${file}.${process.pid}.${randomBytes(4).toString("hex")}`;
    writeFileSync(tmp, new Uint8Array(await dump.arrayBuffer()));
    renameSync(tmp, file);
  }
  return new Blob([readFileSync(file)]);
}

async function adminQuery(url: string, sql: string): Promise<void> {
  const { Client } = await import("pg");
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * `pool.end()` resolves while sockets may still close; a forced drop would surface as unhandled
 * "terminating connection" errors, so force only as a last resort.
 */
async function dropWhenIdle(url: string, name: string): Promise<void> {
  const { Client } = await import("pg");
  const admin = new Client({ connectionString: url });
  await admin.connect();
  try {
    await vi
      .waitFor(
        async () => {
          const { rows } = await admin.query<{ n: string }>(
            "select count(*) as n from pg_stat_activity where datname = $1",
            [name],
          );
          if (Number(rows[0]?.n ?? 0) > 0) throw new Error(`${name} still has connections`);
        },
        { timeout: 5_000, interval: 100 },
      )
      .catch(() => undefined);
    await admin.query(`drop database if exists "${name}" with (force)`);
  } finally {
    await admin.end();
  }
}

function withDatabase(url: string, name: string): string {
  const next = new URL(url);
  next.pathname = `/${name}`;
  return next.toString();
}

async function postgresTemplate(url: string): Promise<string> {
  const template = `teamkit_tpl_${migrationsHash()}`;
  const { Client } = await import("pg");
  const admin = new Client({ connectionString: url });
  await admin.connect();
  try {
    // Serialise template creation between parallel test workers.
    await admin.query("select pg_advisory_lock(727274)");
    const { rowCount } = await admin.query("select 1 from pg_database where datname = $1", [
      template,
    ]);
    if (!rowCount) {
      await admin.query(`create database "${template}"`);
      const client = await createClient({ url: withDatabase(url, template) });
      try {
        await migrate(client);
      } finally {
        await client.close();
      }
    }
    await admin.query("select pg_advisory_unlock(727274)");
  } finally {
    await admin.end();
  }
  return template;
}

export interface TestDatabase extends DbClient {
  destroy: () => Promise<void>;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  if (testDriver() === "postgres") {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error("TEAMKIT_TEST_DRIVER=postgres needs TEST_DATABASE_URL");
    const template = await postgresTemplate(url);
    const name = `teamkit_t_${randomBytes(6).toString("hex")}`;
    await adminQuery(url, `create database "${name}" template "${template}"`);
    const client = await createClient({ url: withDatabase(url, name) });
    return {
      ...client,
      destroy: async () => {
        await client.close();
        await dropWhenIdle(url, name);
      },
    };
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const schema = await import("../schema");
  const pg = new PGlite({
    loadDataDir: await pgliteSnapshot(),
    extensions: await pgliteExtensions(),
  });
  await pg.waitReady;
  const close = () => pg.close();
  return { db: drizzle(pg, { schema }), driver: "pglite", close, destroy: close };
}
