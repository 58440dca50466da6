// The mobile app's web export: the JavaScript it ships, and the API requests a cold start sends
// before the first task list shows.
import type { Server as HttpServer } from "node:http";
import { spawn } from "node:child_process";
import { createWriteStream, existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

import { chromium } from "@playwright/test";

import type { SectionContext } from "./signed-in";
import { MOBILE_EXPORT_DIR, serveMobileWeb } from "../../apps/web/e2e/support/mobile-web.mjs";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./chromium";
import { REPO_ROOT } from "./paths";
import { start, stop } from "./servers";

/** The seeded demo owner (local services seed it), whose demo team has tasks. */
const DEMO_OWNER = { email: "owner@teamkit.local", password: "Teamkit-demo-1" };
export const MOBILE_REQUEST_GOAL = 3;

export interface MobileJs {
  files: number;
  rawBytes: number;
  gzipBytes: number; // each file gzipped (level 6, what the test server sends)
}

export interface ColdStart {
  firstListMs: number; // navigation start to the first task row on screen
  requests: string[]; // API requests before the first list, each as the procedures it carried
  settledRequests: string[]; // every API request until the network was idle
  scriptBytes: number; // encoded bytes of the scripts the page loaded
}

export interface MobileReport {
  method: string;
  js: MobileJs;
  runs: ColdStart[];
  requestGoal: number;
}

function scriptsIn(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".js"))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

export function measureExportJs(dir = MOBILE_EXPORT_DIR): MobileJs {
  const files = scriptsIn(dir);
  let rawBytes = 0;
  let gzipBytes = 0;
  for (const file of files) {
    const body = readFileSync(file);
    rawBytes += body.length;
    gzipBytes += gzipSync(body).length;
  }
  return { files: files.length, rawBytes, gzipBytes };
}

function exportWeb(logFile: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const log = createWriteStream(logFile);
    const child = spawn("pnpm", ["--filter", "@teamkit/mobile", "export:web"], {
      cwd: REPO_ROOT,
      env: { ...process.env, EXPO_NO_TELEMETRY: "1" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    child.stdout.pipe(log);
    child.stderr.pipe(log);
    child.on("error", reject);
    child.on("close", (code) =>
      log.end(() =>
        code === 0 ? resolve() : reject(new Error(`expo export failed; see ${logFile}`)),
      ),
    );
  });
}

async function trpc<T>(origin: string, procedure: string, init: RequestInit): Promise<T> {
  const response = await fetch(`${origin}/api/trpc/${procedure}`, init);
  if (!response.ok) throw new Error(`${procedure} answered ${response.status}`);
  return ((await response.json()) as { result: { data: { json: T } } }).result.data.json;
}

/** A phone's session for the demo owner, and the first of their teams. */
async function phoneSession(origin: string): Promise<{ token: string; teamId: string }> {
  const { token } = await trpc<{ token?: string }>(origin, "auth.createMobileSession", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      json: { method: "password", ...DEMO_OWNER, deviceName: "pnpm bench" },
    }),
  });
  if (!token) throw new Error("auth.createMobileSession gave no token");
  const teams = await trpc<{ id: string }[]>(origin, "team.list", {
    headers: { authorization: `Bearer ${token}` },
  });
  const teamId = teams[0]?.id;
  if (!teamId) throw new Error("the demo owner has no team");
  return { token, teamId };
}

/** "/api/trpc/a,b?batch=1" → "a, b". */
function procedures(url: string) {
  const pathname = new URL(url).pathname;
  return decodeURIComponent(pathname.replace(/^\/api\/trpc\//, "")).replaceAll(",", ", ");
}

async function coldStart(origin: string, session: { token: string; teamId: string }) {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS.filter((flag) => !flag.startsWith("--headless")),
  });
  try {
    // A fresh context: nothing cached; the token and the team as the app stored them.
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      extraHTTPHeaders: { "accept-encoding": "gzip" },
    });
    await context.addInitScript(
      ([token, teamId]) => {
        localStorage.setItem("teamkit.session", token);
        localStorage.setItem("teamkit.team", teamId);
      },
      [session.token, session.teamId] as const,
    );
    const page = await context.newPage();
    const api: string[] = [];
    const scripts: Promise<number>[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname.startsWith("/api/")) api.push(procedures(request.url()));
    });
    page.on("requestfinished", (request) => {
      if (request.resourceType() === "script")
        scripts.push(request.sizes().then((sizes) => sizes.responseBodySize));
    });
    const started = Date.now();
    await page.goto(`${origin}/`);
    await page
      .getByRole("button", { name: /^Open “/ })
      .first()
      .waitFor({ timeout: 60_000 });
    const firstListMs = Date.now() - started;
    const requests = [...api];
    await page.waitForLoadState("networkidle");
    const scriptBytes = (await Promise.all(scripts)).reduce((sum, bytes) => sum + bytes, 0);
    await context.close();
    return { firstListMs, requests, settledRequests: [...api], scriptBytes };
  } finally {
    await browser.close();
  }
}

/**
 * Exports the app for the web (unless `--skip-build` finds an export), serves it next to the
 * web app with `/api` forwarded, as the browser suites do, and starts it cold several times.
 */
export async function runMobile(
  { web, logDir, quick, step }: SectionContext,
  { skipBuild }: { skipBuild: boolean },
): Promise<MobileReport> {
  if (!skipBuild || !existsSync(path.join(MOBILE_EXPORT_DIR, "index.html"))) {
    step("mobile: expo export --platform web");
    await exportWeb(path.join(logDir, "mobile-export.log"));
  }
  const js = measureExportJs();
  step(`mobile: ${js.files} script(s), ${(js.rawBytes / 1000).toFixed(0)} kB raw`);
  const server = await start(web, logDir, { logName: "mobile-server" });
  const proxy: HttpServer = await serveMobileWeb({ port: web.port + 2, apiOrigin: server.origin });
  try {
    const session = await phoneSession(server.origin);
    const runs: ColdStart[] = [];
    const count = quick ? 2 : 5;
    for (let i = 0; i < count; i++) {
      const run = await coldStart(`http://127.0.0.1:${web.port + 2}`, session);
      step(
        `mobile cold start ${i + 1}/${count}: ${run.requests.length} API request(s), ${run.firstListMs} ms`,
      );
      runs.push(run);
    }
    return {
      method:
        "The web export served by the browser suites' static server (gzip), its /api forwarded to the production web app (server.mjs, PGlite, the demo seed); each cold start is a fresh Chromium with the demo owner's mobile token and team in storage, timed from navigation to the first task row; requests are counted from the browser",
      js,
      runs,
      requestGoal: MOBILE_REQUEST_GOAL,
    };
  } finally {
    proxy.closeAllConnections();
    await new Promise((resolve) => proxy.close(resolve));
    await stop(server);
  }
}
