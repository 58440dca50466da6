import type { ChildProcess } from "node:child_process";
import { spawn } from "node:child_process";
import { createWriteStream, existsSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

import { REPO_ROOT } from "./paths";

export interface App {
  id: "web" | "bare";
  name: string; // shown in the report
  dir: string; // the Next.js app's folder
  filter: string; // its pnpm package name
  buildScript: string;
  port: number;
  readyPath: string; // polled until it answers 200
  entry: string | null; // the app's own production server (its `pnpm start`), relative to `dir`; null: `next start`
  buildEnv: Record<string, string>;
  env: Record<string, string>;
}

export const HOST = "127.0.0.1";

/**
 * The web app starts as `pnpm start` and the browser suites start it: production mode, local
 * services on, a fresh PGlite directory.
 */
export function apps({ webPort, barePort }: { webPort: number; barePort: number }): {
  web: App;
  bare: App;
} {
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
        TWO_FACTOR_ENCRYPTION_KEY: "YmVuY2gtdHdvLWZhY3Rvci1rZXktMzItYnl0ZXMtbG8=",
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

const BASE_ENV = {
  ...process.env,
  NODE_ENV: "production",
  NEXT_TELEMETRY_DISABLED: "1",
  TURBO_TELEMETRY_DISABLED: "1",
};

export async function build(app: App, logDir: string) {
  const logFile = path.join(logDir, `${app.id}-build.log`);
  const code = await runToLog("pnpm", ["--filter", app.filter, app.buildScript], {
    cwd: REPO_ROOT,
    env: { ...BASE_ENV, ...app.buildEnv },
    logFile,
  });
  if (code !== 0) throw new Error(`${app.name} build failed (exit ${code}):\n${tail(logFile)}`);
}

export function hasBuild(app: App) {
  return existsSync(path.join(app.dir, ".next/BUILD_ID"));
}

export interface Server {
  app: App;
  origin: string;
  child: ChildProcess;
  logFile: string;
}

/** Its own process group, so stopping it also stops anything it spawned. */
export async function start(
  app: App,
  logDir: string,
  options: { logName?: string; keepData?: boolean } = {},
): Promise<Server> {
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
  const server: Server = { app, origin: `http://${HOST}:${app.port}`, child, logFile };
  running.add(server);
  await waitUntilReady(server, 180_000);
  return server;
}

/** Servers not stopped yet, so a failure or Ctrl-C still stops them. */
const running = new Set<Server>();

/** Sends `signal` to the server's process group and waits for it to exit. */
async function signalAndWait(server: Server, signal: NodeJS.Signals, killAfterMs?: number) {
  running.delete(server);
  const { child } = server;
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  killGroup(child.pid, signal);
  const timer =
    killAfterMs === undefined
      ? undefined
      : setTimeout(() => child.pid && killGroup(child.pid, "SIGKILL"), killAfterMs);
  await exited;
  clearTimeout(timer);
}

export async function stop(server: Server) {
  await signalAndWait(server, "SIGTERM", 5_000);
}

/** As a crash or an out-of-memory kill would. */
export async function kill(server: Server) {
  await signalAndWait(server, "SIGKILL");
}

export async function stopAll() {
  await Promise.all([...running].map((server) => stop(server)));
}

export function killAllNow() {
  for (const server of running) if (server.child.pid) killGroup(server.child.pid, "SIGKILL");
  running.clear();
}

function killGroup(pid: number, signal: NodeJS.Signals) {
  try {
    process.kill(-pid, signal);
  } catch {
    // Already gone.
  }
}

async function waitUntilReady(server: Server, timeoutMs: number) {
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

function nextBin(appDir: string) {
  const require = createRequire(path.join(appDir, "package.json"));
  return path.join(path.dirname(require.resolve("next/package.json")), "dist/bin/next");
}

function runToLog(
  command: string,
  args: string[],
  { cwd, env, logFile }: { cwd: string; env: NodeJS.ProcessEnv; logFile: string },
): Promise<number> {
  return new Promise((resolve, reject) => {
    const log = createWriteStream(logFile);
    const child = spawn(command, args, { cwd, env, stdio: ["ignore", "pipe", "pipe"] });
    child.stdout.pipe(log);
    child.stderr.pipe(log);
    child.on("error", reject);
    child.on("close", (code) => log.end(() => resolve(code ?? 1)));
  });
}

function tail(file: string, lines = 30) {
  try {
    return readFileSync(file, "utf8").trimEnd().split("\n").slice(-lines).join("\n");
  } catch {
    return "(no log)";
  }
}
