import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));

/** `server-only` throws outside a React server bundle; tests import server modules directly. */
export const testAliases = { "server-only": path.join(here, "empty.js") };

/**
 * The vitest config of a package. With `db: true` its suites run on PGlite, and again on real
 * Postgres when TEST_DATABASE_URL is set (two vitest projects, one report).
 * @param {{ db?: boolean, test?: import("vitest/config").TestProjectInlineConfiguration["test"] }} [options]
 * @returns {import("vitest/config").ViteUserConfig}
 */
export function teamkitTestConfig(options = {}) {
  const base = {
    include: ["src/**/*.test.{ts,tsx}", "test/**/*.test.{ts,tsx}"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    ...options.test,
  };
  /** @type {import("vitest/config").TestProjectInlineConfiguration[]} */
  const projects = [
    {
      extends: true,
      test: {
        ...base,
        name: options.db ? "pglite" : "unit",
        env: { TEAMKIT_TEST_DRIVER: "pglite" },
      },
    },
  ];
  if (options.db && process.env.TEST_DATABASE_URL) {
    projects.push({
      extends: true,
      test: { ...base, name: "postgres", env: { TEAMKIT_TEST_DRIVER: "postgres" } },
    });
  }
  // The JSON report is what `pnpm test` sums into its closing "N passed, N failed" line.
  return {
    resolve: { alias: testAliases },
    test: {
      // vitest runs one file at a time on two cores by default (cores - 1); the suites wait on
      // PGlite and Postgres often enough that one file per core keeps both busy.
      maxWorkers: os.availableParallelism(),
      // One module graph per worker, not per file: importing the packages again for every file
      // was most of a run (the API's suite: 201 s isolated, 93 s shared, on PGlite). Every suite
      // owns its data (a database per file, fresh contexts), so no state crosses files.
      isolate: false,
      projects,
      reporters: ["default", "json"],
      outputFile: { json: "test-results/vitest.json" },
    },
  };
}
