import path from "node:path";

import { defineConfig, devices } from "@playwright/test";

import { CHROMIUM_ARGS, SUITE_CHROMIUM_PATH } from "./e2e/support/chromium.mjs";

const PORT = Number(process.env.E2E_PORT ?? 3100);
export const BASE_URL = `http://127.0.0.1:${PORT}`;
/** A second instance on embedded PGlite, for the smoke suite of the default every newcomer runs. */
const PGLITE_PORT = PORT + 1;
/**
 * The mobile app's web export, its `/api` forwarded to the main instance (`mobile.spec.ts`); the
 * browser sign-in hand-off may redirect there.
 */
const MOBILE_PORT = PORT + 2;
export const MOBILE_URL = `http://127.0.0.1:${MOBILE_PORT}`;
/** A third instance the security suite starts itself, with the default proxy settings. */
export const PROXY_HOPS_PORT = PORT + 3;
/** The instances suite's round-robin proxy; its two app instances listen on the next two ports. */
export const INSTANCES_PROXY_PORT = PORT + 4;
/** A fourth instance on Postgres behind a statement-counting proxy (on the port after it). */
export const STATEMENT_CEILING_PORT = PORT + 7;
/**
 * The passkeys suite's own instance, on `localhost` (browsers refuse WebAuthn on an IP address),
 * and a second origin beside it that the suite fakes in the browser.
 */
export const PASSKEYS_PORT = PORT + 9;
const repoRoot = path.resolve(import.meta.dirname, "../..");
/** With a Postgres server (CI sets it), the main instance runs on a database of its own there. */
const databaseServerUrl = process.env.TEST_DATABASE_URL ?? "";

/** What both instances share: a production build with local services on. */
export const SERVER_ENV = {
  NODE_ENV: "production" as const,
  TEAMKIT_LOCAL_SERVICES: "1",
  AUTH_SECRET: "e2e-secret-that-is-long-enough-for-auth-js-0123456789",
  TWO_FACTOR_ENCRYPTION_KEY: "ZTJlLXR3by1mYWN0b3Ita2V5LTMyLWJ5dGVzLWxvbmc=",
  DATABASE_URL: "",
  REDIS_URL: "",
  RESEND_API_KEY: "",
  // Every browser test signs in, asks for mails and opens their links from 127.0.0.1: raise the
  // per-IP limits (never switch them off).
  TEAMKIT_RATE_LIMIT_SIGN_IN_IP: "1000/60",
  TEAMKIT_RATE_LIMIT_MAIL_SEND_IP: "1000/600",
  TEAMKIT_RATE_LIMIT_TOKEN_USE: "1000/60",
  // The assistant's suite uses up a Free plan's 20 messages within a minute (the quota is
  // under test there, not the per-user rate limit), and watches replies stream: slower words.
  TEAMKIT_RATE_LIMIT_AI: "1000/60",
  // Newsletter sign-ups from 127.0.0.1 across the suites; the per-address mail limit still holds
  // (newsletter.spec.ts runs into it on purpose).
  TEAMKIT_RATE_LIMIT_NEWSLETTER_IP: "1000/600",
  AI_SIMULATED_DELAY_MS: "150",
  TEAMKIT_MOBILE_LOOPBACK_ORIGIN: MOBILE_URL,
};

/**
 * Against a production build on fresh data, in Debian's Chromium; each test makes its own users
 * and teams, so tests run in parallel (`E2E_WORKERS`).
 */
/** The production build on `port`, on a fresh Postgres database or on PGlite in `dataDir`. */
function appInstance(port: number, dataDir: string, databaseServer: string) {
  const origin = `http://127.0.0.1:${port}`;
  return {
    command: "node e2e/start-server.mjs",
    url: `${origin}/api/trpc/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    // A stop, not a kill: the start script drops its Postgres database once the server is down.
    gracefulShutdown: { signal: "SIGTERM" as const, timeout: 10_000 },
    stdout: "pipe" as const,
    stderr: "pipe" as const,
    env: {
      ...SERVER_ENV,
      PORT: String(port),
      APP_URL: origin,
      TEAMKIT_DATA_DIR: path.join(repoRoot, dataDir),
      E2E_DATABASE_URL: databaseServer,
    },
  };
}

export default defineConfig({
  testDir: "./e2e",
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["json", { outputFile: "test-results/playwright.json" }]],
  use: {
    baseURL: BASE_URL,
    // Recording a trace (every action's DOM and a screencast) cost a fifth to a quarter of the
    // suites' time. CI's clean clone is thrown away with its traces, so CI records none; elsewhere a
    // failing test keeps its trace, and `--trace on` records one for any run.
    trace: process.env.CI ? "off" : "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: SUITE_CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    {
      name: "chromium",
      testIgnore: /pglite-smoke\.spec\.ts/,
      use: { ...devices["Desktop Chrome"], channel: undefined },
    },
    {
      name: "pglite",
      testMatch: /pglite-smoke\.spec\.ts/,
      use: {
        ...devices["Desktop Chrome"],
        channel: undefined,
        baseURL: `http://127.0.0.1:${PGLITE_PORT}`,
      },
    },
  ],
  webServer: [
    appInstance(PORT, ".data/e2e", databaseServerUrl),
    appInstance(PGLITE_PORT, ".data/e2e-pglite", ""),
    {
      command: "node e2e/support/mobile-web.mjs",
      // The port, not a page: without an export it still starts, and only the mobile suite fails.
      port: MOBILE_PORT,
      reuseExistingServer: false,
      env: { MOBILE_WEB_PORT: String(MOBILE_PORT), API_ORIGIN: BASE_URL },
    },
  ],
});
