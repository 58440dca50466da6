#!/usr/bin/env node
// The README's first command (`npm run setup`): on a machine with only Node and npm, gets pnpm,
// installs the workspace and starts Teamkit on its embedded defaults (PGlite in .data/, the local
// mailbox); the database is created, migrated and seeded on first start.
import { spawnSync } from "node:child_process";

const PNPM = "10.34.9";

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
    shell: process.platform === "win32",
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const major = Number(process.versions.node.split(".")[0]);
if (major < 20) {
  console.error(`Teamkit needs Node.js 20 or newer (found ${process.versions.node}).`);
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
console.info(
  "\nStarting Teamkit on http://localhost:3000 (demo users are printed once the database is ready)…\n",
);
run(bin, [...pre, "dev"]);
