#!/usr/bin/env node
// `pnpm test`: every check and suite, in order, continuing past failures so one run shows all of
// them; exits non-zero if anything failed and ends with one line "N passed, N failed".
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";

import { E2E_BUILD_ENV } from "../apps/web/e2e/support/build-env.mjs";

const root = path.resolve(import.meta.dirname, "..");
const env = {
  ...process.env,
  NEXT_TELEMETRY_DISABLED: "1",
  TURBO_TELEMETRY_DISABLED: "1",
  FORCE_COLOR: process.env.CI ? "0" : "1",
  EXPO_NO_TELEMETRY: "1",
};
const only = process.argv.slice(2); // e.g. `pnpm test unit e2e`
const steps = [];
let passed = 0;
let failed = 0;

function run(name, command, args, options = {}) {
  console.info(`\n━━ ${name}: ${command} ${args.join(" ")}`);
  const started = Date.now();
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: "inherit",
    env: { ...env, ...options.env },
  });
  const ok = result.status === 0;
  steps.push({ name, ok, seconds: Math.round((Date.now() - started) / 1000) });
  return ok;
}

/**
 * Two cores: the checks are single-threaded. Output is held back and printed whole, so logs never
 * interleave.
 */
async function runSideBySide(tasks) {
  const results = await Promise.all(
    tasks.map(
      ({ name, command, args, env: extra }) =>
        new Promise((resolve) => {
          const started = Date.now();
          const child = spawn(command, args, {
            cwd: root,
            env: { ...env, ...extra },
            stdio: ["ignore", "pipe", "pipe"],
          });
          const output = [];
          child.stdout.on("data", (chunk) => output.push(chunk));
          child.stderr.on("data", (chunk) => output.push(chunk));
          child.on("close", (code) => {
            console.info(`\n━━ ${name}: ${command} ${args.join(" ")}`);
            process.stdout.write(Buffer.concat(output));
            const seconds = Math.round((Date.now() - started) / 1000);
            resolve({ name, ok: code === 0, seconds });
          });
        }),
    ),
  );
  steps.push(...results);
  return results;
}

const wants = (name) => only.length === 0 || only.includes(name);

const UNIT_REPORTS = ["test-results/vitest.json", "test-results/jest.json"];

/** Failed tests by name, repeated in the summary: a log's tail then says what failed. */
const failures = [];

/** Sums the unit step's reports: vitest's per package and jest's for the mobile app. */
function unitCounts() {
  let p = 0;
  let f = 0;
  for (const base of ["packages", "apps"]) {
    for (const dir of readdirSync(path.join(root, base))) {
      for (const name of UNIT_REPORTS) {
        const report = path.join(root, base, dir, name);
        if (!existsSync(report)) continue;
        const json = JSON.parse(readFileSync(report, "utf8"));
        p += json.numPassedTests ?? 0;
        f += json.numFailedTests ?? 0;
        // A test file that failed to load has no failed test, but the run did not succeed.
        if (json.success === false && (json.numFailedTests ?? 0) === 0) f += 1;
        for (const file of json.testResults ?? []) {
          const where = path.relative(root, file.name);
          const failedTests = (file.assertionResults ?? []).filter((t) => t.status === "failed");
          for (const test of failedTests) failures.push(`${where} › ${test.fullName}`);
          if (file.status === "failed" && failedTests.length === 0)
            failures.push(`${where} (did not load)`);
        }
      }
    }
  }
  return { p, f };
}

/** Walks Playwright's report for tests that ended other than expected (flaky ones passed). */
function playwrightFailures(suites, titles = []) {
  for (const suite of suites ?? []) {
    const inner = suite.title && !suite.title.endsWith(".ts") ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === "unexpected")
          failures.push(
            `${spec.file}:${spec.line} › ${[test.projectName, ...inner, spec.title].join(" › ")}`,
          );
      }
    }
    playwrightFailures(suite.suites, inner);
  }
}

function playwrightCounts() {
  const report = path.join(root, "apps/web/test-results/playwright.json");
  if (!existsSync(report)) return null;
  const json = JSON.parse(readFileSync(report, "utf8"));
  const stats = json.stats ?? {};
  playwrightFailures(json.suites);
  for (const error of json.errors ?? [])
    failures.push(`playwright: ${error.message?.split("\n")[0]}`);
  return {
    p: (stats.expected ?? 0) + (stats.flaky ?? 0),
    f: (stats.unexpected ?? 0) + (json.errors?.length ?? 0),
  };
}

function count(ok) {
  if (ok) passed += 1;
  else failed += 1;
}

// ESLint from the root (each file under its package's config) in two halves: a process shares its
// packages' types (224 CPU s in all, against 356 one package at a time) and needs about 5 GB.
const LINT_HALVES = [
  { name: "lint (packages)", paths: ["packages"] },
  { name: "lint (apps, bench)", paths: ["apps", "bench"] },
];
const LINT_ENV = { NODE_OPTIONS: "--max-old-space-size=8192" };

// Lint, format and the one-program typecheck at once.
const checks = [];
if (wants("lint")) {
  checks.push(
    ...LINT_HALVES.map(({ name, paths }) => ({
      name,
      command: "pnpm",
      args: ["exec", "eslint", ...paths],
      env: LINT_ENV,
    })),
    { name: "format", command: "pnpm", args: ["run", "format:check"] },
    { name: "comment share", command: "node", args: ["scripts/comment-share.mjs", "--max", "8"] },
  );
}
if (wants("typecheck"))
  checks.push({ name: "typecheck", command: "pnpm", args: ["run", "typecheck"] });
let typechecked = false;
for (const result of await runSideBySide(checks)) {
  count(result.ok);
  if (result.name === "typecheck") typechecked = result.ok;
}

if (wants("unit")) {
  for (const base of ["packages", "apps"]) {
    for (const dir of readdirSync(path.join(root, base)))
      for (const name of UNIT_REPORTS) rmSync(path.join(root, base, dir, name), { force: true });
  }
  // The API's suite (the longest) starts first every run; the others run one at a time beside it.
  const results = await runSideBySide([
    {
      name: "unit and integration suites (the API's)",
      command: "pnpm",
      args: ["--filter", "@teamkit/api", "test"],
    },
    {
      name: "unit and integration suites (the others; jest for the mobile app)",
      command: "pnpm",
      args: [
        "exec",
        "turbo",
        "run",
        "test",
        "--filter=!@teamkit/api",
        "--concurrency=1",
        "--continue",
      ],
    },
  ]);
  const { p, f } = unitCounts();
  passed += p;
  failed += f;
  if (results.some((result) => !result.ok) && f === 0) failed += 1;
}

// The app's web and Android bundles, built offline: an import only one platform can resolve fails here.
if (wants("mobile")) {
  const ok = run("mobile app exports (expo web, android)", "pnpm", [
    "--filter",
    "@teamkit/mobile",
    "export",
  ]);
  count(ok);
}

// The browser suites serve the app's web export (mobile.spec.ts): exported here if not above.
if (wants("e2e") && !wants("mobile")) {
  count(run("mobile app web export", "pnpm", ["--filter", "@teamkit/mobile", "export:web"]));
}

if (wants("e2e")) {
  rmSync(path.join(root, "apps/web/test-results/playwright.json"), { force: true });
  const built = run("production build", "pnpm", ["--filter", "@teamkit/web", "build"], {
    // The repository was type-checked in this run already: the build need not do it again.
    env: { ...E2E_BUILD_ENV, ...(typechecked ? { TEAMKIT_BUILD_TYPECHECKED: "1" } : {}) },
  });
  if (!built) failed += 1;
  else {
    const ok = run("browser suites (playwright)", "pnpm", ["--filter", "@teamkit/web", "test:e2e"]);
    const counts = playwrightCounts();
    if (counts) {
      passed += counts.p;
      failed += counts.f;
    }
    if (!ok && (!counts || counts.f === 0)) failed += 1;
  }
}

console.info("\n━━ summary");
for (const step of steps)
  console.info(`${step.ok ? "ok  " : "FAIL"} ${step.name} (${step.seconds}s)`);
if (failures.length > 0) {
  console.info("failed tests:");
  for (const failure of failures) console.info(`  ${failure}`);
}
console.info(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || steps.some((s) => !s.ok) ? 1 : 0);
