// `pnpm bench`: measures Teamkit against a bare Next.js page; options and figures in
// bench/README.md. Exits 0 even when goals fail: it is a report, not a test.
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";

import type { JsWeight } from "./lib/js-weight";
import type { LighthouseRun } from "./lib/lighthouse";
import type { LoadResult } from "./lib/load";
import type { GoalSummary, LoadRow, PageRow, Report, SignedIn } from "./lib/report";
import { runAppPages } from "./lib/app-pages";
import { chromiumVersion } from "./lib/chromium";
import { PAGE_GOALS, THROUGHPUT_GOAL } from "./lib/goals";
import { measureJs } from "./lib/js-weight";
import { runLighthouse } from "./lib/lighthouse";
import { load, meanOf } from "./lib/load";
import { MOBILE_REQUEST_GOAL, runMobile } from "./lib/mobile";
import { pages as benchPages } from "./lib/pages";
import { REPO_ROOT, REPORT_DIR } from "./lib/paths";
import { failingGoals, toMarkdown } from "./lib/report";
import { apps, build, hasBuild, killAllNow, start, stopAll } from "./lib/servers";
import { runAdminSearch, runTasks, runWebhooks } from "./lib/signed-in";
import { runSoak, SOAK_GOALS } from "./lib/soak";

const { values: args } = parseArgs({
  options: {
    "skip-build": { type: "boolean", default: false },
    runs: { type: "string" },
    quick: { type: "boolean", default: false },
    throttling: { type: "string", default: "simulate" },
    "web-port": { type: "string", default: "3300" },
    "bare-port": { type: "string", default: "3301" },
    only: { type: "string" },
    "soak-minutes": { type: "string" },
    "soak-rate": { type: "string" },
  },
});
const SECTIONS = [
  "public",
  "admin-search",
  "webhooks",
  "tasks",
  "app-pages",
  "mobile",
  "soak",
] as const;
/** The soak takes its ten minutes only when asked for. */
const DEFAULT_SECTIONS = SECTIONS.filter((section) => section !== "soak");
const sections = new Set<string>(
  args.only ? args.only.split(",").map((s) => s.trim()) : DEFAULT_SECTIONS,
);
for (const section of sections)
  if (!(SECTIONS as readonly string[]).includes(section))
    throw new Error(`--only takes a comma-separated list of ${SECTIONS.join(", ")}`);
const quick = args.quick ?? false;
const runs = Number(args.runs ?? (quick ? 1 : 3));
if (!Number.isInteger(runs) || runs < 1) throw new Error("--runs takes a whole number ≥ 1");
const soak = {
  minutes: Number(args["soak-minutes"] ?? (quick ? 1 : 10)),
  rate: Number(args["soak-rate"] ?? 10),
};
if (!(soak.minutes > 0) || !(soak.rate > 0))
  throw new Error("--soak-minutes and --soak-rate take numbers > 0");
/**
 * `simulate` (Lighthouse's default) is the reading the goals are set for; `devtools` really
 * throttles the load, a second reading of LCP.
 */
const throttling = args.throttling === "devtools" ? "devtools" : "simulate";
if (args.throttling !== throttling) throw new Error("--throttling takes simulate or devtools");
/** A bare Lighthouse run after every BARE_EVERY Teamkit runs, so both see the same noise. */
const BARE_EVERY = quick ? 1 : 2;
/**
 * One 10 s run per target drifted by ±15% between runs on a noisy machine; interleaved rounds put
 * the drift on every side.
 */
const LOAD = {
  connections: 10,
  seconds: quick ? 3 : 6,
  rounds: quick ? 1 : 4,
  warmupSeconds: quick ? 1 : 3,
};

const startedAt = Date.now();
const LOG_DIR = path.join(REPORT_DIR, "logs");
const LH_DIR = path.join(REPORT_DIR, "lighthouse");
if (sections.has("public")) rmSync(LH_DIR, { recursive: true, force: true });
mkdirSync(LOG_DIR, { recursive: true });
mkdirSync(LH_DIR, { recursive: true });

const { web, bare } = apps({
  webPort: Number(args["web-port"]),
  barePort: Number(args["bare-port"]),
});
const pages = benchPages({ quick });
const loadAverageStart = loadAverage();

process.on("exit", killAllNow);
for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.on(signal, () => {
    console.error(`\n${signal}: stopping the servers`);
    void stopAll().finally(() => process.exit(130));
  });

const step = (message: string) =>
  console.info(`[bench ${Math.round((Date.now() - startedAt) / 1000)} s] ${message}`);

let js = new Map<string, JsWeight>();
const lighthouseRuns = new Map<string, { run: LighthouseRun; file: string }[]>();
const errors = new Map<string, string[]>();
const loadResults: Record<string, LoadResult> = {};
const warnings: string[] = [];
const signedIn: SignedIn = {};

try {
  for (const app of sections.has("public") || sections.has("app-pages") ? [web, bare] : [web]) {
    if (args["skip-build"] && hasBuild(app)) continue;
    if (args["skip-build"]) step(`${app.name} has no build yet: building it anyway`);
    step(`building ${app.name} (log: ${path.relative(REPO_ROOT, LOG_DIR)}/${app.id}-build.log)`);
    await build(app, LOG_DIR);
  }

  if (sections.has("public")) await publicPages();
  // A signed-in section that fails (no Postgres on 127.0.0.1:5432, say) is reported as failed;
  // the other sections' figures are still written.
  const context = { web, logDir: LOG_DIR, quick, step };
  if (sections.has("admin-search"))
    await section("admin-search", async () => {
      signedIn.adminSearch = await runAdminSearch(context);
    });
  if (sections.has("webhooks"))
    await section("webhooks", async () => {
      signedIn.webhooks = await runWebhooks(context);
    });
  if (sections.has("tasks"))
    await section("tasks", async () => {
      signedIn.tasks = await runTasks(context);
    });
  if (sections.has("app-pages"))
    await section("app-pages", async () => {
      signedIn.appPages = await runAppPages(context, bare);
    });
  if (sections.has("mobile"))
    await section("mobile", async () => {
      signedIn.mobile = await runMobile(context, { skipBuild: args["skip-build"] ?? false });
    });
  if (sections.has("soak"))
    await section("soak", async () => {
      signedIn.soak = await runSoak(context, soak);
    });
} catch (error) {
  console.error(error);
  await stopAll();
  console.error("\nThe bench could not finish; nothing was written.");
  process.exit(1);
}
await stopAll();

const report = compose();
writeFileSync(path.join(REPORT_DIR, "report.json"), `${JSON.stringify(report, null, 2)}\n`);
const markdown = toMarkdown(report);
writeFileSync(path.join(REPORT_DIR, "report.md"), `${markdown}\n`);
console.info(`\n${markdown}`);
const failing = failingGoals(report);
if (report.goals.length > 0)
  console.info(
    failing.length === 0
      ? "\nAll goals met."
      : `\n${failing.length} goal(s) not met:\n${failing.map((line) => `  ${line}`).join("\n")}`,
  );
console.info(`\nReport: ${path.relative(REPO_ROOT, REPORT_DIR)}/report.md (and report.json)`);

/** Its error goes into the report instead of ending the bench. */
async function section(name: string, run: () => Promise<void>) {
  try {
    await run();
  } catch (error) {
    await stopAll();
    const message = error instanceof Error ? error.message : String(error);
    signedIn.failed = { ...signedIn.failed, [name]: message };
    step(`${name} failed: ${message}`);
  }
}

async function publicPages() {
  step("starting both servers");
  const bareServer = await start(bare, LOG_DIR);
  const webServer = await start(web, LOG_DIR);
  const targets = [
    ...pages.map((page) => ({ key: page.key, url: webServer.origin + page.path })),
    { key: "bare", url: `${bareServer.origin}/` },
  ];

  // First requests fill Next's caches; a page that does not answer 200 is reported, not measured.
  const foreignCanonicals: string[] = [];
  for (const target of targets)
    for (let i = 0; i < 2; i++) {
      const response = await fetch(target.url, { redirect: "manual" });
      const html = await response.text();
      if (i > 0) continue;
      if (response.status !== 200)
        addError(target.key, `GET ${target.url} answered ${response.status}`);
      const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
      if (canonical && !canonical.startsWith(webServer.origin)) foreignCanonicals.push(canonical);
    }
  if (foreignCanonicals.length > 0)
    warnings.push(
      `canonical links point at ${new URL(foreignCanonicals[0] ?? "").origin}, not ${webServer.origin}: the build was made with another APP_URL (--skip-build reused it), so Lighthouse's canonical audit fails for that reason alone. Run without --skip-build.`,
    );

  step("measuring the JavaScript each page loads (Chromium)");
  js = await measureJs(targets);

  const plan = lighthousePlan(targets);
  for (const [index, target] of plan.entries()) {
    const label = `lighthouse ${index + 1}/${plan.length} ${target.key}`;
    try {
      const { run, lhr } = await runWithRetry(() => runLighthouse(target.url, throttling));
      const list = lighthouseRuns.get(target.key) ?? [];
      const file = path.join(LH_DIR, `${target.key}-${list.length + 1}.json`);
      writeFileSync(file, JSON.stringify(lhr));
      list.push({ run, file: path.relative(REPORT_DIR, file) });
      lighthouseRuns.set(target.key, list);
      step(
        `${label}: perf ${run.performance}, a11y ${run.accessibility}, seo ${run.seo}, LCP ${(run.lcp / 1000).toFixed(2)} s, TBT ${Math.round(run.tbt)} ms`,
      );
    } catch (error) {
      addError(target.key, String(error instanceof Error ? error.message : error));
      step(`${label}: failed (${String(error)})`);
    }
  }

  step(
    `load: autocannon, ${LOAD.connections} connections, ${LOAD.rounds} × ${LOAD.seconds} s per target`,
  );
  const loadTargets: [string, string][] = [
    ["bare", `${bareServer.origin}/`],
    ["web /", `${webServer.origin}/`],
    ["web /pricing", `${webServer.origin}/pricing`],
  ];
  for (const [, url] of loadTargets)
    await load(url, { connections: LOAD.connections, seconds: LOAD.warmupSeconds });
  const loadRuns = new Map<string, LoadResult[]>(loadTargets.map(([key]) => [key, []]));
  for (let round = 0; round < LOAD.rounds; round++) {
    const turn = round % loadTargets.length;
    for (const [key, url] of [...loadTargets.slice(turn), ...loadTargets.slice(0, turn)]) {
      const result = await load(url, LOAD);
      loadRuns.get(key)?.push(result);
      step(`load ${round + 1}/${LOAD.rounds} ${key}: ${Math.round(result.rps)} req/s`);
    }
  }
  for (const [key] of loadTargets) loadResults[key] = meanOf(loadRuns.get(key) ?? []);
  await stopAll();
}

function lighthousePlan(targets: { key: string; url: string }[]) {
  const bareTarget = targets[targets.length - 1];
  const webTargets = targets.slice(0, -1);
  if (!bareTarget) return [];
  const plan: { key: string; url: string }[] = [];
  for (let round = 0; round < runs; round++)
    webTargets.forEach((target, i) => {
      plan.push(target);
      if ((i + 1) % BARE_EVERY === 0 || i === webTargets.length - 1) plan.push(bareTarget);
    });
  return plan;
}

/** One retry: a single Lighthouse run on a busy machine now and then loses its connection. */
async function runWithRetry<T>(fn: () => Promise<T>) {
  try {
    return await fn();
  } catch {
    return await fn();
  }
}

function addError(key: string, message: string) {
  errors.set(key, [...(errors.get(key) ?? []), message]);
}

function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length % 2 === 1) return sorted[middle] ?? Number.NaN;
  return ((sorted[middle - 1] ?? Number.NaN) + (sorted[middle] ?? Number.NaN)) / 2;
}

type NumericKey<T> = { [K in keyof T]: T[K] extends number ? K : never }[keyof T];

function lighthouseOf(key: string) {
  const list = lighthouseRuns.get(key) ?? [];
  if (list.length === 0) return { medians: null, medianRun: null, runs: list };
  const pick = (key: NumericKey<LighthouseRun>) => median(list.map(({ run }) => run[key]));
  const byPerformance = [...list].sort((a, b) => a.run.performance - b.run.performance);
  return {
    medians: {
      performance: pick("performance"),
      accessibility: pick("accessibility"),
      bestPractices: pick("bestPractices"),
      seo: pick("seo"),
      lcp: pick("lcp"),
      tbt: pick("tbt"),
      cls: pick("cls"),
      benchmarkIndex: pick("benchmarkIndex"),
      runs: list.length,
    },
    medianRun: byPerformance[Math.floor((byPerformance.length - 1) / 2)] ?? null,
    runs: list,
  };
}

function externalOf(key: string) {
  const seen = new Set(js.get(key)?.external ?? []);
  for (const { run } of lighthouseRuns.get(key) ?? [])
    for (const url of run.external) seen.add(url);
  return [...seen].sort();
}

function compose(): Report & Record<string, unknown> {
  const bareLh = lighthouseOf("bare");
  const bareJs = js.get("bare") ?? null;
  const bareRow: PageRow = {
    key: "bare",
    name: "bare Next.js",
    path: "/",
    lighthouse: bareLh.medians,
    js: bareJs,
    ratios: null,
    goals: [],
    causes: bareLh.medianRun?.run.causes ?? null,
    external: externalOf("bare"),
    errors: errors.get("bare") ?? [],
  };
  const rows = (sections.has("public") ? pages : []).map((page) => {
    const lh = lighthouseOf(page.key);
    const pageJs = js.get(page.key) ?? null;
    const external = externalOf(page.key);
    const ratios =
      lh.medians && bareLh.medians && pageJs && bareJs
        ? {
            js: pageJs.ownBytes / bareJs.ownBytes,
            lcp: lh.medians.lcp / bareLh.medians.lcp,
            tbt: bareLh.medians.tbt > 0 ? lh.medians.tbt / bareLh.medians.tbt : null,
          }
        : null;
    const goals =
      lh.medians && ratios
        ? PAGE_GOALS.map((goal) => {
            const figures = {
              performance: lh.medians.performance,
              accessibility: lh.medians.accessibility,
              seo: lh.medians.seo,
              cls: lh.medians.cls,
              jsRatio: ratios.js,
              lcpRatio: ratios.lcp,
              external: external.length,
            };
            return {
              id: goal.id,
              short: goal.short,
              pass: goal.pass(figures),
              value: goal.value(figures),
            };
          })
        : PAGE_GOALS.map((goal) => ({
            id: goal.id,
            short: goal.short,
            pass: false,
            value: "no result",
          }));
    return {
      key: page.key,
      name: `${page.label} (${page.locale})`,
      path: page.path,
      lighthouse: lh.medians,
      lighthouseRuns: lh.runs.map(({ run, file }) => ({ ...run, causes: undefined, file })),
      medianReport: lh.medianRun?.file ?? null,
      js: pageJs,
      ratios,
      goals,
      causes: lh.medianRun?.run.causes ?? null,
      external,
      errors: errors.get(page.key) ?? [],
    };
  });

  const bareLoad = loadResults.bare;
  const loadRows: LoadRow[] = [];
  if (bareLoad) {
    loadRows.push({
      name: "bare Next.js",
      path: "/",
      result: bareLoad,
      rpsRatio: 1,
      p99Ratio: 1,
      goal: null,
    });
    for (const [key, routePath] of [
      ["web /", "/"],
      ["web /pricing", "/pricing"],
    ] as const) {
      const result = loadResults[key];
      if (!result) continue;
      const rpsRatio = result.rps / bareLoad.rps;
      loadRows.push({
        name: "Teamkit",
        path: routePath,
        result,
        rpsRatio,
        p99Ratio: bareLoad.p99 > 0 ? result.p99 / bareLoad.p99 : Number.NaN,
        goal: routePath === THROUGHPUT_GOAL.path ? THROUGHPUT_GOAL.pass(rpsRatio) : null,
      });
    }
  }

  const goals: GoalSummary[] = (sections.has("public") ? PAGE_GOALS : []).map((goal) => {
    const failingRows = rows.filter((row) => !row.goals.find((g) => g.id === goal.id)?.pass);
    return {
      text: `${goal.text} (every marketing page)`,
      passed: rows.length - failingRows.length,
      total: rows.length,
      failing: failingRows.map(
        (row) => `${row.name} ${row.goals.find((g) => g.id === goal.id)?.value ?? ""}`,
      ),
    };
  });
  const homeLoad = loadRows.find((row) => row.name === "Teamkit" && row.path === "/");
  if (sections.has("public"))
    goals.push({
      text: THROUGHPUT_GOAL.text,
      passed: homeLoad?.goal ? 1 : 0,
      total: 1,
      failing: homeLoad?.goal ? [] : [homeLoad ? `${homeLoad.rpsRatio.toFixed(2)}×` : "no result"],
    });

  const mobile = signedIn.mobile;
  if (mobile) {
    const worst = Math.max(...mobile.runs.map((run) => run.requests.length));
    goals.push({
      text: `Mobile app: API requests from a cold start to the first task list ≤ ${MOBILE_REQUEST_GOAL}`,
      passed: worst <= MOBILE_REQUEST_GOAL ? 1 : 0,
      total: 1,
      failing: worst <= MOBILE_REQUEST_GOAL ? [] : [`${worst} requests`],
    });
  }

  const soakReport = signedIn.soak;
  if (soakReport) {
    const memoryOk = soakReport.memory.growth < SOAK_GOALS.memoryGrowth;
    goals.push(
      {
        text: "Soak: no answer 5xx and none missing",
        passed: soakReport.serverErrors + soakReport.noAnswer === 0 ? 1 : 0,
        total: 1,
        failing:
          soakReport.serverErrors + soakReport.noAnswer === 0
            ? []
            : [`${soakReport.serverErrors} 5xx, ${soakReport.noAnswer} unanswered`],
      },
      {
        text: `Soak: server memory grows < ${SOAK_GOALS.memoryGrowth * 100} % after warm-up`,
        passed: memoryOk ? 1 : 0,
        total: 1,
        failing: memoryOk ? [] : [`${(soakReport.memory.growth * 100).toFixed(1)} %`],
      },
    );
  }

  return {
    meta: {
      date: new Date(startedAt).toISOString(),
      durationSeconds: Math.round((Date.now() - startedAt) / 1000),
      commit: git(["rev-parse", "--short", "HEAD"]),
      dirty: git(["status", "--porcelain"]) !== "",
      node: process.version,
      chromium: chromiumVersion(),
      packages: {
        next: versionOf(web.dir, "next"),
        react: versionOf(web.dir, "react"),
        "react-dom": versionOf(web.dir, "react-dom"),
        "next-intl": versionOf(web.dir, "next-intl"),
        "bare next": versionOf(bare.dir, "next"),
        lighthouse: versionOf(import.meta.dirname, "lighthouse"),
        autocannon: versionOf(import.meta.dirname, "autocannon"),
        "@playwright/test": versionOf(import.meta.dirname, "@playwright/test"),
      },
      machine: {
        cpus: os.cpus().length,
        cpuModel: os.cpus()[0]?.model.trim() ?? "unknown",
        memoryGb: Math.round(os.totalmem() / 1e9),
        loadAverageStart,
        loadAverageEnd: loadAverage(),
      },
      warnings,
      lighthouseBenchmarkIndex: benchmarkSpread(),
      settings: {
        quick,
        skipBuild: args["skip-build"] ?? false,
        lighthouseRuns: runs,
        bareLighthouseRuns: bareLh.runs.length,
        lighthouseConfig: `default (mobile preset)${throttling === "devtools" ? ", throttlingMethod devtools" : ""}, maxWaitForLoad 45 s`,
        throttling,
        load: LOAD,
        sections: [...sections],
        ...(sections.has("soak") ? { soak } : {}),
      },
    },
    bare: {
      ...bareRow,
      lighthouseRuns: bareLh.runs.map(({ run, file }) => ({ ...run, causes: undefined, file })),
    },
    pages: rows,
    load: loadRows,
    goals,
    signedIn,
  };
}

function benchmarkSpread() {
  const all = [...lighthouseRuns.values()].flat().map(({ run }) => run.benchmarkIndex);
  if (all.length === 0) return null;
  return { median: median(all), min: Math.min(...all), max: Math.max(...all) };
}

function git(gitArgs: string[]) {
  try {
    return execFileSync("git", gitArgs, { cwd: REPO_ROOT, encoding: "utf8" }).trim();
  } catch {
    return "unknown";
  }
}

function versionOf(dir: string, name: string) {
  try {
    const file = path.join(dir, "node_modules", name, "package.json");
    return (JSON.parse(readFileSync(file, "utf8")) as { version: string }).version;
  } catch {
    return "unknown";
  }
}

function loadAverage() {
  return os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(" / ");
}
