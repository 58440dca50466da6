#!/usr/bin/env node
// `npm run setup`: with only Node and npm, gets pnpm, installs the workspace and starts Teamkit on
// its embedded defaults (PGlite in .data/, the local mailbox).
import { spawn, spawnSync } from "node:child_process";

const PNPM = "10.34.9";

// Turborepo and Next.js would greet a newcomer with their telemetry notices; the project's
// scripts run both with telemetry off.
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1", TURBO_TELEMETRY_DISABLED: "1" };

function has(command, args) {
  const result = spawnSync(command, args, {
    encoding: "utf8",
    shell: process.platform === "win32",
  });
  return result.status === 0 ? result.stdout.trim() : null;
}

function run(command, args) {
  const result = spawnSync(command, args, {
    stdio: "inherit",
    env,
    shell: process.platform === "win32",
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const [major = 0, minor = 0] = process.versions.node.split(".").map(Number);
if (major < 20 || (major === 20 && minor < 19)) {
  console.error(`Teamkit needs Node.js 20.19 or newer (found ${process.versions.node}).`);
  process.exit(1);
}

let pnpm = ["pnpm"];
if (has("pnpm", ["--version"]) !== PNPM) {
  console.info(`Installing pnpm ${PNPM} with npm…`);
  const global = spawnSync("npm", ["install", "--global", `pnpm@${PNPM}`], { stdio: "inherit" });
  // Without permission for a global install, run pnpm through npx instead.
  if (global.status !== 0 || has("pnpm", ["--version"]) !== PNPM)
    pnpm = ["npx", "--yes", `pnpm@${PNPM}`];
}

const [bin, ...pre] = pnpm;
run(bin, [...pre, "install", "--frozen-lockfile"]);

const URL_BASE = "http://localhost:3000";
// The dev server compiles each route on its first request (25 s on a quiet machine, over a minute
// under load): warm them before announcing the address.
const WARM_ROUTES = ["/", "/auth/login"];
const PROGRESS_EVERY_MS = 5_000;

console.info(
  "\nStarting Teamkit (the first start creates, migrates and seeds the database in .data/pglite)…\n",
);
const dev = spawn(bin, [...pre, "dev"], {
  stdio: "inherit",
  env,
  shell: process.platform === "win32",
});
// Ctrl+C reaches the development server through the terminal; wait for it to stop.
process.on("SIGINT", () => {});
process.on("SIGTERM", () => dev.kill("SIGTERM"));
dev.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

async function waitFor(path) {
  for (;;) {
    try {
      const response = await fetch(`${URL_BASE}${path}`, {
        redirect: "manual",
        signal: AbortSignal.timeout(180_000),
      });
      await response.arrayBuffer();
      if (response.status < 500) return;
    } catch {
      // Not listening yet, or still compiling past the timeout: ask again.
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}

const started = Date.now();
let step = "Waiting for the development server";
const progress = setInterval(() => {
  const seconds = Math.round((Date.now() - started) / 1000);
  console.info(`[setup] ${step}… (${seconds} s; the first compile takes a while)`);
}, PROGRESS_EVERY_MS);
for (const route of WARM_ROUTES) {
  step = `Compiling ${route} for its first visit`;
  await waitFor(route);
}
clearInterval(progress);
console.info(
  `\n[setup] Teamkit is ready: ${URL_BASE}  (sign in as owner@teamkit.local, password Teamkit-demo-1;` +
    ` mails land in ${URL_BASE}/dev/mailbox). Stop it with Ctrl+C; \`pnpm dev\` starts it again.\n`,
);
