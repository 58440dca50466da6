// Starts the production build through the production entry (server.mjs) on fresh data, bound to
// 127.0.0.1 as a server behind a proxy usually is (the suites then also cover loopback binds).
//
// With E2E_DATABASE_URL (a Postgres server) the app gets a new database there, migrated as a deploy
// would, dropped again when the server stops; otherwise PGlite in a fresh TEAMKIT_DATA_DIR. Either
// way the app seeds its demo users on start (local services are on).
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { rmSync } from "node:fs";
import path from "node:path";

import pg from "pg";

const dataDir = process.env.TEAMKIT_DATA_DIR;
if (!dataDir || !dataDir.includes(".data"))
  throw new Error("TEAMKIT_DATA_DIR must point into .data/");
rmSync(dataDir, { recursive: true, force: true });

const serverUrl = process.env.E2E_DATABASE_URL;
const env = { ...process.env };
let dropDatabase = async () => {};

/** Runs one statement on the Postgres server (not in the app's database). */
async function admin(sql) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

if (serverUrl) {
  const name = `teamkit_e2e_${randomBytes(5).toString("hex")}`;
  await admin(`create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  env.DATABASE_URL = url.toString();
  dropDatabase = () => admin(`drop database if exists "${name}" with (force)`).catch(() => {});
  const migrated = spawnSync("pnpm", ["--filter", "@teamkit/db", "migrate"], {
    cwd: path.resolve(import.meta.dirname, "../../.."),
    env,
    stdio: "inherit",
  });
  if (migrated.status !== 0) {
    await dropDatabase();
    process.exit(1);
  }
}

const server = spawn(
  process.execPath,
  ["server.mjs", "--hostname", "127.0.0.1", "--port", process.env.PORT ?? "3100"],
  { stdio: "inherit", env },
);
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => {
  void dropDatabase().then(() => process.exit(code ?? 0));
});
