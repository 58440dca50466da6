// Starts the production build through the production entry (server.mjs) on a fresh data
// directory (PGlite is created, migrated and seeded on start), bound to 127.0.0.1 as a server
// behind a proxy usually is: the suites then also cover loopback binds.
import { spawn } from "node:child_process";
import { rmSync } from "node:fs";

const dataDir = process.env.TEAMKIT_DATA_DIR;
if (!dataDir || !dataDir.includes(".data"))
  throw new Error("TEAMKIT_DATA_DIR must point into .data/");
rmSync(dataDir, { recursive: true, force: true });

const server = spawn(
  process.execPath,
  ["server.mjs", "--hostname", "127.0.0.1", "--port", process.env.PORT ?? "3100"],
  { stdio: "inherit", env: process.env },
);
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
