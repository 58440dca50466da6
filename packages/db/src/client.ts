import type { ExtractTablesWithRelations } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from "drizzle-orm/pg-core";
import { mkdirSync } from "node:fs";
import path from "node:path";

import { dataDir, readDbEnv } from "./env";
import * as schema from "./schema";

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type Transaction = PgTransaction<
  PgQueryResultHKT,
  Schema,
  ExtractTablesWithRelations<Schema>
>;
export type Driver = "pglite" | "pg" | "neon";

/** A pooled connection held by one caller: session state such as an advisory lock stays on it. */
export interface DedicatedConnection {
  query: (text: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;
  release: (destroy?: boolean) => void;
}

export interface DbClient {
  db: Database;
  driver: Driver;
  close: () => Promise<void>;
  /** Absent on PGlite: one process with one connection. */
  connect?: () => Promise<DedicatedConnection>;
}

/** Unset → PGlite, a Neon host → Neon, else `pg`. */
export function driverFor(url: string | undefined): Driver {
  if (!url) return "pglite";
  const host = new URL(url).hostname;
  return host.endsWith(".neon.tech") || host.endsWith(".neon.build") ? "neon" : "pg";
}

export async function createClient(
  options: { url?: string; pgliteDir?: string } = {},
): Promise<DbClient> {
  const driver = driverFor(options.url);
  if (driver === "pglite") {
    const { PGlite } = await import("@electric-sql/pglite");
    const { drizzle } = await import("drizzle-orm/pglite");
    const dir = options.pgliteDir ?? path.join(dataDir(), "pglite");
    if (dir !== "memory") mkdirSync(path.dirname(dir), { recursive: true });
    const extensions = await pgliteExtensions();
    const client = dir === "memory" ? new PGlite({ extensions }) : new PGlite(dir, { extensions });
    await client.waitReady;
    return {
      db: drizzle(client, { schema }) as unknown as Database,
      driver,
      close: () => client.close(),
    };
  }
  if (driver === "neon") {
    const { Pool, neonConfig } = await import("@neondatabase/serverless");
    const { drizzle } = await import("drizzle-orm/neon-serverless");
    if (typeof WebSocket === "undefined")
      neonConfig.webSocketConstructor = (await import("ws")).default;
    const pool = new Pool({ connectionString: options.url });
    pool.on("error", (error: Error) =>
      console.error(`Idle database connection failed: ${error.message}`),
    );
    return {
      db: drizzle(pool, { schema }) as unknown as Database,
      driver,
      close: () => pool.end(),
      connect: () => pool.connect(),
    };
  }
  const { Pool } = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const pool = new Pool({ connectionString: options.url, max: 10 });
  // An idle connection dropped by the server (restart, failover) must not crash the process;
  // the pool replaces it on the next query.
  pool.on("error", (error) => console.error(`Idle database connection failed: ${error.message}`));
  return {
    db: drizzle(pool, { schema }) as unknown as Database,
    driver,
    close: () => pool.end(),
    connect: () => pool.connect(),
  };
}

/**
 * A real server has them installed; PGlite loads them itself. pg_trgm backs the admin's user
 * search.
 */
export async function pgliteExtensions() {
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  return { pg_trgm };
}

const globalForDb = globalThis as unknown as { teamkitDb?: Promise<DbClient> };

/** Kept on `globalThis` so hot reloads never open a second PGlite on the same data directory. */
export function getClient(): Promise<DbClient> {
  globalForDb.teamkitDb ??= (() => {
    const env = readDbEnv();
    return createClient({ url: env.DATABASE_URL, pgliteDir: path.join(dataDir(env), "pglite") });
  })();
  return globalForDb.teamkitDb;
}

export async function getDb(): Promise<Database> {
  return (await getClient()).db;
}
