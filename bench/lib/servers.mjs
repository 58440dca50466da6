// Production builds and servers for the Teamkit web app (its server.mjs entry) and the bare
// baseline (`next start`).
import { spawn } from "node:child_process";
import { createWriteStream, existsSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

import { REPO_ROOT } from "./paths.mjs";

/**
 * @typedef {object} App
 * @property {"web" | "bare"} id
 * @property {string} name      shown in the report
 * @property {string} dir       the Next.js app's folder
 * @property {string} filter    its pnpm package name
 * @property {string} buildScript
 * @property {number} port
 * @property {string} readyPath polled until it answers 200
 * @property {string | null} entry  the app's own production server (its `pnpm start`), relative
 *   to `dir`; null: `next start`
 * @property {Record<string, string>} buildEnv
 * @property {Record<string, string>} env
 */

/** Both servers listen on loopback only, as a server behind a proxy does. */
export const HOST = "127.0.0.1";

/**
 * The two apps under test. The web app starts like `pnpm start` and the browser suites start it
 * (server.mjs, e2e/start-server.mjs): production mode, local services on, a fresh PGlite directory
 * that is migrated and seeded on start.
 * @param {{ webPort: number, barePort: number }} ports
 * @returns {{ web: App, bare: App }}
 */
export function apps({ webPort, barePort }) {
  const webUrl = `http://${HOST}:${webPort}`;
  return {
    web: {
      id: "web",
      name: "Teamkit",
      dir: path.join(REPO_ROOT, "apps/web"),
      filter: "@teamkit/web",
      buildScript: "build",
      port: webPort,
      readyPath: "/api/trpc/health",
      entry: "server.mjs",
      // Marketing pages are static: canonical and hreflang links take APP_URL at build time.
      buildEnv: { APP_URL: webUrl },
      env: {
        TEAMKIT_LOCAL_SERVICES: "1",
        TEAMKIT_DATA_DIR: path.join(REPO_ROOT, ".data/bench"),
        AUTH_SECRET: "bench-secret-that-is-long-enough-for-auth-js-0123456789",
        APP_URL: webUrl,
        DATABASE_URL: "",
        REDIS_URL: "",
        RESEND_API_KEY: "",
      },
    },
    bare: {
      id: "bare",
      name: "bare Next.js",
      dir: path.join(REPO_ROOT, "bench/bare"),
      filter: "@teamkit/bench-bare",
      buildScript: "bench:build",
      port: barePort,
      readyPath: "/",
      entry: null,
      buildEnv: {},
      env: {},
    },
  };
}

/** Environment shared by builds and servers. */
const BASE_ENV = {
  ...process.env,
  NODE_ENV: "production",
  NEXT_TELEMETRY_DISABLED: "1",
  TURBO_TELEMETRY_DISABLED: "1",
};

/**
 * Runs a production build, its output going to a log file; throws with the log's tail on failure.
 * @param {App} app
 * @param {string} logDir
 */
export async function build(app, logDir) {
  const logFile = path.join(logDir, `${app.id}-build.log`);
  const code = await runToLog("pnpm", ["--filter", app.filter, app.buildScript], {
    cwd: REPO_ROOT,
    env: { ...BASE_ENV, ...app.buildEnv },
    logFile,
  });
  if (code !== 0) throw new Error(`${app.name} build failed (exit ${code}):\n${tail(logFile)}`);
}

/** @param {App} app */
export function hasBuild(app) {
  return existsSync(path.join(app.dir, ".next/BUILD_ID"));
}

/**
 * @typedef {object} Server
 * @property {App} app
 * @property {string} origin
 * @property {import("node:child_process").ChildProcess} child
 * @property {string} logFile
 */

/**
 * Starts the app's server (its entry, else `next start`) on loopback in its own process group (so
 * stopping it also stops anything it spawned) and waits until the app answers.
 * @param {App} app
 * @param {string} logDir
 * @param {{ logName?: string, keepData?: boolean }} [options]  the log's name (default
 *   `<id>-server`, appended to); keepData: start on the data directory as it is (a restart)
 * @returns {Promise<Server>}
 */
export async function start(app, logDir, options = {}) {
  const dataDir = app.env.TEAMKIT_DATA_DIR;
  if (dataDir && !options.keepData) rmSync(dataDir, { recursive: true, force: true });
  const logFile = path.join(logDir, `${options.logName ?? `${app.id}-server`}.log`);
  const log = createWriteStream(logFile, { flags: options.keepData ? "a" : "w" });
  const listen = ["--hostname", HOST, "--port", String(app.port)];
  const command = app.entry ? [app.entry, ...listen] : [nextBin(app.dir), "start", ...listen];
  const child = spawn(process.execPath, command, {
    cwd: app.dir,
    env: { ...BASE_ENV, ...app.env, PORT: String(app.port) },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  /** @type {Server} */
  const server = { app, origin: `http://${HOST}:${app.port}`, child, logFile };
  running.add(server);
  await waitUntilReady(server, 180_000);
  return server;
}

/** Servers not stopped yet, so a failure or Ctrl-C still stops them. */
const running = new Set();

/**
 * Stops a server's process group: SIGTERM, then SIGKILL after 5 s.
 * @param {Server} server
 */
export async function stop(server) {
  running.delete(server);
  const { child } = server;
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  killGroup(child.pid, "SIGTERM");
  const timer = setTimeout(() => child.pid && killGroup(child.pid, "SIGKILL"), 5_000);
  await exited;
  clearTimeout(timer);
}

/**
 * Kills a server's process group at once (SIGKILL: no graceful stop, requests in flight die), as a
 * crash or an out-of-memory kill would.
 * @param {Server} server
 */
export async function kill(server) {
  running.delete(server);
  const { child } = server;
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  killGroup(child.pid, "SIGKILL");
  await exited;
}

/** Stops every server still running (finally blocks and signal handlers). */
export async function stopAll() {
  await Promise.all([...running].map((server) => stop(server)));
}

/** Synchronous last resort for `process.on("exit")`. */
export function killAllNow() {
  for (const server of running) if (server.child.pid) killGroup(server.child.pid, "SIGKILL");
  running.clear();
}

/**
 * @param {number} pid
 * @param {NodeJS.Signals} signal
 */
function killGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
  } catch {
    // Already gone.
  }
}

/**
 * @param {Server} server
 * @param {number} timeoutMs
 */
async function waitUntilReady(server, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  const url = server.origin + server.app.readyPath;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null)
      throw new Error(`${server.app.name} server exited early:\n${tail(server.logFile)}`);
    try {
      const response = await fetch(url, {
        redirect: "manual",
        signal: AbortSignal.timeout(10_000),
      });
      if (response.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${server.app.name} did not answer ${url} within ${timeoutMs / 1000} s`);
}

/**
 * The `next` CLI of the app's own dependency (same version in both apps).
 * @param {string} appDir
 */
function nextBin(appDir) {
  const require = createRequire(path.join(appDir, "package.json"));
  return path.join(path.dirname(require.resolve("next/package.json")), "dist/bin/next");
}

/**
 * @param {string} command
 * @param {string[]} args
 * @param {{ cwd: string, env: NodeJS.ProcessEnv, logFile: string }} options
 * @returns {Promise<number>}
 */
function runToLog(command, args, { cwd, env, logFile }) {
  return new Promise((resolve, reject) => {
    const log = createWriteStream(logFile);
    const child = spawn(command, args, { cwd, env, stdio: ["ignore", "pipe", "pipe"] });
    child.stdout.pipe(log);
    child.stderr.pipe(log);
    child.on("error", reject);
    child.on("close", (code) => log.end(() => resolve(code ?? 1)));
  });
}

/** @param {string} file */
function tail(file, lines = 30) {
  try {
    return readFileSync(file, "utf8").trimEnd().split("\n").slice(-lines).join("\n");
  } catch {
    return "(no log)";
  }
}
