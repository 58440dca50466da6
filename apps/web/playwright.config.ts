import path from "node:path";

import { defineConfig, devices } from "@playwright/test";

import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./e2e/support/chromium.mjs";

const PORT = Number(process.env.E2E_PORT ?? 3100);
export const BASE_URL = `http://127.0.0.1:${PORT}`;
const repoRoot = path.resolve(import.meta.dirname, "../..");

/**
 * Browser suites run against a production build (`next build` first) on a fresh data directory,
 * with local services on, in Debian's Chromium (never a downloaded browser).
 */
export default defineConfig({
  testDir: "./e2e",
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["json", { outputFile: "test-results/playwright.json" }]],
  use: {
    baseURL: BASE_URL,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    // Signs each seeded role in once (e2e/auth.setup.ts); suites reuse the stored sessions.
    { name: "setup", testMatch: /auth\.setup\.ts/ },
    {
      name: "chromium",
      dependencies: ["setup"],
      use: { ...devices["Desktop Chrome"], channel: undefined },
    },
  ],
  webServer: {
    command: "node e2e/start-server.mjs",
    url: `${BASE_URL}/api/trpc/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "pipe",
    stderr: "pipe",
    env: {
      PORT: String(PORT),
      NODE_ENV: "production",
      TEAMKIT_LOCAL_SERVICES: "1",
      TEAMKIT_DATA_DIR: path.join(repoRoot, ".data/e2e"),
      AUTH_SECRET: "e2e-secret-that-is-long-enough-for-auth-js-0123456789",
      APP_URL: BASE_URL,
      DATABASE_URL: "",
      REDIS_URL: "",
      RESEND_API_KEY: "",
      // Every browser test signs in and asks for mails from 127.0.0.1: raise the per-IP limits
      // (never switch them off).
      TEAMKIT_RATE_LIMIT_SIGN_IN_IP: "1000/60",
      TEAMKIT_RATE_LIMIT_MAIL_SEND_IP: "1000/600",
      // The assistant's suite uses up a Free plan's 20 messages within a minute (the quota is
      // under test there, not the per-user rate limit), and watches replies stream: slower words.
      TEAMKIT_RATE_LIMIT_AI: "1000/60",
      AI_SIMULATED_DELAY_MS: "150",
    },
  },
});
