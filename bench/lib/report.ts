import type { AppPagesReport } from "./app-pages";
import type { JsWeight } from "./js-weight";
import type { AuditNote, Causes } from "./lighthouse";
import type { LoadResult } from "./load";
import type { MobileReport } from "./mobile";
import type { AdminSearchReport, TasksReport, WebhooksReport } from "./signed-in";
import type { Ledger } from "./webhooks";
import { APP_PAGE_GOALS } from "./app-pages";

export interface Medians {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcp: number;
  tbt: number;
  cls: number;
  benchmarkIndex: number;
  runs: number; // successful runs the medians are taken over
}

export interface PageRow {
  key: string;
  name: string;
  path: string;
  lighthouse: Medians | null;
  js: JsWeight | null;
  ratios: { js: number; lcp: number; tbt: number | null } | null;
  goals: { id: string; short: string; pass: boolean; value: string }[];
  causes: Causes | null;
  external: string[];
  errors: string[];
  lighthouseRuns?: Record<string, unknown>[]; // every run's figures and saved report
  medianReport?: string | null; // the saved report of the median run
}

export interface LoadRow {
  name: string;
  path: string;
  result: LoadResult;
  rpsRatio: number;
  p99Ratio: number;
  goal: boolean | null; // null when no goal applies to the row
}

export interface GoalSummary {
  text: string;
  passed: number;
  total: number;
  failing: string[]; // "en home (87)"
}

export interface Report {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- free-form facts about the run
  meta: Record<string, any>;
  bare: PageRow;
  pages: PageRow[];
  load: LoadRow[];
  goals: GoalSummary[];
  signedIn?: SignedIn;
}

export interface SignedIn {
  adminSearch?: AdminSearchReport;
  webhooks?: WebhooksReport;
  tasks?: TasksReport;
  mobile?: MobileReport;
  appPages?: AppPagesReport;
  failed?: Record<string, string>; // sections that could not finish, with the error
}

const kB = (bytes: number) => (bytes / 1000).toFixed(1);
const seconds = (ms: number) => (ms / 1000).toFixed(2);
const ratio = (value: number | null | undefined) =>
  value === null || value === undefined || !Number.isFinite(value) ? "—" : `${value.toFixed(2)}×`;

function table(header: string[], rows: string[][]) {
  const widths = header.map((cell, i) =>
    Math.max(cell.length, ...rows.map((row) => (row[i] ?? "").length)),
  );
  const line = (cells: string[]) =>
    `| ${cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join(" | ")} |`;
  return [line(header), line(widths.map((w) => "-".repeat(w))), ...rows.map(line)].join("\n");
}

function pageCells(row: PageRow) {
  const lh = row.lighthouse;
  const failing = row.goals.filter((goal) => !goal.pass).map((goal) => goal.short);
  const verdict =
    row.goals.length === 0 ? "—" : failing.length === 0 ? "✓ all" : `✗ ${failing.join(", ")}`;
  return [
    row.name,
    row.path,
    lh ? String(lh.performance) : "error",
    lh ? String(lh.accessibility) : "",
    lh ? String(lh.bestPractices) : "",
    lh ? String(lh.seo) : "",
    lh ? seconds(lh.lcp) : "",
    ratio(row.ratios?.lcp ?? (row.goals.length === 0 ? 1 : null)),
    lh ? String(Math.round(lh.tbt)) : "",
    lh ? lh.cls.toFixed(3) : "",
    row.js ? kB(row.js.ownBytes) : "error",
    ratio(row.ratios?.js ?? (row.goals.length === 0 ? 1 : null)),
    row.js ? kB(row.js.prefetchBytes) : "",
    String(row.external.length),
    verdict,
  ];
}

export function toMarkdown(report: Report): string {
  const { meta } = report;
  const out = [];
  out.push("# Teamkit benchmark", "");
  out.push(`- Date: ${meta.date} (took ${Math.round(meta.durationSeconds / 60)} min)`);
  out.push(`- Commit: ${meta.commit}${meta.dirty ? " (with uncommitted changes)" : ""}`);
  out.push(`- Node ${meta.node}; ${meta.chromium}`);
  out.push(
    `- Packages: ${Object.entries(meta.packages)
      .map(([name, version]) => `${name} ${version}`)
      .join(", ")}`,
  );
  out.push(
    `- Machine: ${meta.machine.cpus} × ${meta.machine.cpuModel}, ${meta.machine.memoryGb} GB; load average ${meta.machine.loadAverageStart} at start, ${meta.machine.loadAverageEnd} at the end.`,
  );
  const ranPublic = (meta.settings.sections ?? ["public"]).includes("public");
  if (ranPublic)
    out.push(
      "- Note: a noisy 2-core machine that other builds and browsers may share: absolute figures vary between runs; compare the ratios to the bare page, which was measured alongside.",
    );
  if (ranPublic)
    out.push(
      `- Lighthouse ${meta.packages.lighthouse} Node API, default config (mobile, ${meta.settings.throttling === "devtools" ? "its throttling applied to the real load: --throttling devtools" : "simulated throttling"}), median of ${meta.settings.lighthouseRuns} run(s) per page; bare runs interleaved (${meta.settings.bareLighthouseRuns} bare runs). JS = encoded (gzip) bytes of the scripts Chromium loads for the page (chunks named in its HTML, what Next used to call First Load JS); "+ prefetch" = chunks of linked routes Chromium prefetched before the network went idle (depends on timing); kB = 1000 bytes.`,
    );
  for (const warning of meta.warnings ?? []) out.push(`- **Warning:** ${warning}`);
  const cpu = meta.lighthouseBenchmarkIndex;
  if (cpu)
    out.push(
      `- Lighthouse CPU benchmark (benchmarkIndex) over all runs: median ${cpu.median}, ${cpu.min}–${cpu.max}.${cpu.median < 1000 ? " Lighthouse calls a host below 1000 too slow for its default throttling: absolute performance scores, LCP and TBT are pessimistic here; the ratios to the bare page are the figures to read." : ""}`,
    );
  out.push("");

  if (ranPublic) publicTables(report, out);
  if (report.signedIn) signedInTables(report.signedIn, out);
  return out.join("\n");
}

function publicTables(report: Report, out: string[]) {
  const { meta } = report;
  out.push("## Pages", "");
  out.push(
    table(
      [
        "Page",
        "Path",
        "Perf",
        "A11y",
        "BP",
        "SEO",
        "LCP s",
        "LCP ×bare",
        "TBT ms",
        "CLS",
        "JS kB",
        "JS ×bare",
        "+ prefetch kB",
        "Ext req",
        "Goals",
      ],
      [pageCells(report.bare), ...report.pages.map(pageCells)],
    ),
    "",
  );

  out.push(
    `## Throughput (autocannon, ${meta.settings.load.connections} connections, ${meta.settings.load.rounds} interleaved rounds of ${meta.settings.load.seconds} s after a ${meta.settings.load.warmupSeconds} s warm-up, loopback, gzip)`,
    "",
  );
  out.push(
    table(
      [
        "Target",
        "Path",
        "Req/s",
        "Req/s ×bare",
        "p50 ms",
        "p99 ms",
        "p99 ×bare",
        "non-2xx",
        "Goal",
      ],
      report.load.map((row) => [
        row.name,
        row.path,
        row.result.rps.toFixed(0),
        ratio(row.rpsRatio),
        row.result.p50.toFixed(0),
        row.result.p99.toFixed(0),
        ratio(row.p99Ratio),
        String(row.result.non2xx + row.result.errors),
        row.goal === null ? "—" : row.goal ? "✓ ≥ 0.5× bare" : "✗ < 0.5× bare",
      ]),
    ),
    "",
  );

  out.push("## Goals", "");
  out.push(
    table(
      ["Goal", "Result", "Failing"],
      report.goals.map((goal) => [
        goal.text,
        `${goal.passed === goal.total ? "✓" : "✗"} ${goal.passed}/${goal.total}`,
        goal.failing.join("; ") || "—",
      ]),
    ),
    "",
  );

  const failingPages = report.pages.filter((row) => row.goals.some((goal) => !goal.pass));
  if (failingPages.length > 0) {
    out.push("## What Lighthouse blames on failing pages (median run)", "");
    for (const row of failingPages) {
      out.push(`### ${row.name} (${row.path})`, "");
      const causes = row.causes;
      if (!causes) {
        out.push("- no Lighthouse result", "");
        continue;
      }
      const perf = causes.performance
        .slice(0, 6)
        .map(
          (note) =>
            `\`${note.id}\`${note.display ? ` (${note.display})` : ""}${note.savingsMs ? ` ~${note.savingsMs} ms` : ""}`,
        )
        .join(", ");
      const failed = (list: AuditNote[]) =>
        list
          .map(
            (note) =>
              `\`${note.id}\`${note.items ? ` (${note.items} items)` : ""}${note.explanation ? `: ${note.explanation.replace(/\s+/g, " ")}` : ""}`,
          )
          .join("; ") || "none";
      out.push(`- Performance: ${perf || "none"}`);
      if (causes.lcpElement) out.push(`- LCP element: \`${causes.lcpElement.slice(0, 120)}\``);
      out.push(`- Accessibility: ${failed(causes.accessibility)}`);
      out.push(`- SEO: ${failed(causes.seo)}`);
      out.push(`- Best practices: ${failed(causes.bestPractices)}`);
      if (row.external.length > 0) out.push(`- External requests: ${row.external.join(", ")}`);
      if (row.errors.length > 0) out.push(`- Errors: ${row.errors.join("; ")}`);
      out.push("");
    }
  }
}

const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(0) : "—");

function signedInTables(signedIn: SignedIn, out: string[]) {
  const search = signedIn.adminSearch;
  if (search) {
    out.push(
      `## Admin user search (${search.users.toLocaleString("en")} users, Postgres ${search.postgres})`,
      "",
    );
    out.push(
      `${search.method}; ${search.samples} requests of each kind, the kinds interleaved, after 3 untimed rounds. Users seeded in one INSERT … SELECT generate_series (${search.seedSeconds.toFixed(1)} s).`,
      "",
    );
    out.push(
      table(
        ["Search", "Matches", "p50 ms", "p95 ms", "max ms", "Errors"],
        search.results.map((r) => [
          r.label,
          Number.isFinite(r.meanMatches) ? Math.round(r.meanMatches).toLocaleString("en") : "—",
          ms(r.p50),
          ms(r.p95),
          ms(r.max),
          String(r.errors),
        ]),
      ),
      "",
    );
  }
  const hooks = signedIn.webhooks;
  if (hooks) {
    const { steady, burst } = hooks;
    out.push(
      `## Billing webhooks (POST /api/webhooks/lemonsqueezy, Postgres ${hooks.postgres})`,
      "",
    );
    out.push(
      `Signed \`subscription_updated\` events of the local billing simulator, one per team, each making its team's subscription active; ${hooks.warmup} delivered one by one first (not timed). The acknowledgement includes storing and applying the event.`,
      "",
    );
    out.push(
      table(
        ["Phase", "Events", "Accepted", "Not 2xx", "p50 ms", "p99 ms", "max ms"],
        [
          [
            `steady, ${steady.rate}/s for ${steady.seconds} s (open loop)`,
            String(steady.sent),
            String(steady.accepted),
            String(steady.other),
            ms(steady.p50),
            ms(steady.p99),
            ms(steady.max),
          ],
          [
            `burst, ${burst.concurrency} senders, killed at ${burst.killedAfterMs} ms (first deliveries)`,
            String(burst.events),
            String(burst.acceptedFirstTry),
            String(burst.refusedFirstTry),
            ms(burst.p50),
            ms(burst.p99),
            "—",
          ],
        ],
      ),
      "",
    );
    const statuses = (l: Ledger) =>
      Object.entries(l.byStatus)
        .map(([status, count]) => `${status} ${count}`)
        .join(", ") || "none";
    out.push(
      `- Kill and restart: SIGKILL ${burst.killedAfterMs} ms into the burst; the new server answered ${burst.restartMs} ms later. ${burst.refusedFirstTry} first deliveries got no 2xx and were delivered again (${burst.redeliveries} redeliveries) until all ${burst.accepted}/${burst.events} were accepted.`,
      hooks.atKill
        ? `- The moment the server died: ${hooks.atKill.stored} events stored (${statuses(hooks.atKill)}; \`received\` ones were stored, perhaps acknowledged, but not applied yet), ${hooks.atKill.applied} applied.`
        : "- The server was not killed.",
      `- Right after the burst (the new server retries stored events that are not applied when it starts; a redelivered event that is already stored is acknowledged as a duplicate): ${hooks.afterRestart.stored} events stored (${statuses(hooks.afterRestart)}), ${hooks.afterRestart.applied} applied, ${hooks.afterRestart.duplicates} stored twice, ${hooks.afterRestart.missing} missing.`,
      `- \`pnpm billing:reconcile\` (exit ${hooks.reconcile.exitCode}, ${hooks.reconcile.seconds.toFixed(1)} s): ${hooks.reconcile.output.replace(/\s+/g, " ")}`,
      `- After it: ${hooks.afterReconcile.stored} stored (${statuses(hooks.afterReconcile)}), ${hooks.afterReconcile.applied} applied, ${hooks.afterReconcile.duplicates} stored twice, ${hooks.afterReconcile.missing} missing: ${hooks.nothingLost ? "**nothing lost**, every accepted event applied exactly once" : "**events lost or applied twice**"}.`,
      "",
    );
  }
  const tasks = signedIn.tasks;
  if (tasks) {
    out.push(
      `## Tasks (${tasks.tasks.toLocaleString("en")} tasks in one team, ${tasks.users} concurrent members, Postgres ${tasks.postgres})`,
      "",
    );
    out.push(
      `${tasks.method}. ${tasks.viewsPerUser} views per member and page after ${tasks.warmupPerUser} untimed; the pages one after the other. CPU ms/view: the web server's process and the database's backends, from /proc, per view (unlike the latencies, it does not count waiting for a core). Tasks and their tags seeded with INSERT … SELECT generate_series (${tasks.seedSeconds.toFixed(1)} s).`,
      "",
    );
    out.push(
      table(
        [
          "Page",
          "Views/s",
          "Req/s",
          "View p50 ms",
          "View p99 ms",
          "Document p50 / p99 ms",
          "Data p50 / p99 ms",
          "CPU ms/view server + db",
          "Data kB",
          "Errors",
        ],
        tasks.pages.map((page) => [
          page.label,
          page.viewsPerSecond.toFixed(1),
          page.requestsPerSecond.toFixed(0),
          ms(page.view.p50),
          ms(page.view.p99),
          `${ms(page.document.p50)} / ${ms(page.document.p99)}`,
          `${ms(page.data.p50)} / ${ms(page.data.p99)}`,
          `${ms(page.cpuMsPerView.server)} + ${ms(page.cpuMsPerView.postgres)}`,
          kB(page.dataBytes),
          String(page.errors),
        ]),
      ),
      "",
    );
    out.push(
      "SQL statements per request, counted on the wire (a proxy between the app and Postgres counts simple queries and Executes; one request at a time, after a first untimed view), with 100 tasks and with all of them:",
      "",
    );
    const label = (id: string) => tasks.pages.find((page) => page.id === id)?.label ?? id;
    out.push(
      table(
        ["Page", "Tasks", "Document", "Data (tRPC)", "Same every time"],
        tasks.statements.map((count) => [
          label(count.id),
          count.tasks.toLocaleString("en"),
          String(count.document),
          String(count.data),
          count.stable ? "yes" : "no",
        ]),
      ),
      "",
    );
  }
  if (signedIn.appPages) appPagesTable(signedIn.appPages, out);
  if (signedIn.mobile) mobileTables(signedIn.mobile, out);
  for (const [name, message] of Object.entries(signedIn.failed ?? {}))
    out.push(`## ${name}: failed`, "", "```", message.slice(0, 2000), "```", "");
}

function appPagesTable(report: AppPagesReport, out: string[]) {
  const goal = APP_PAGE_GOALS;
  const mark = (ok: boolean) => (ok ? "✓" : "✗");
  out.push(`## Signed-in pages (Postgres ${report.postgres})`, "", `${report.method}.`, "");
  out.push(
    table(
      ["Page", "Req/s (× bare)", "p99 ms (× bare)", "SQL statements", "HTML kB"],
      [
        ["bare dynamic page", report.bare.rps.toFixed(0), ms(report.bare.p99), "0", "—"],
        ...report.pages.map((page) => [
          `\`${page.path}\``,
          `${page.load.rps.toFixed(0)} (${page.rpsRatio.toFixed(2)}× ${mark(page.rpsRatio >= goal.rpsRatio)})`,
          `${ms(page.load.p99)} (${page.p99Ratio.toFixed(2)}× ${mark(page.p99Ratio <= goal.p99Ratio)})`,
          `${page.statements} ${mark(page.statements <= goal.statements)}`,
          kB(page.htmlBytes),
        ]),
      ],
    ),
    "",
    `Goals: ≥ ${goal.rpsRatio}× the bare page's requests per second, p99 ≤ ${goal.p99Ratio}× its p99, ≤ ${goal.statements} SQL statements per page.`,
    "",
  );
}

function mobileTables(mobile: MobileReport, out: string[]) {
  const { js, runs } = mobile;
  const counts = [...new Set(runs.map((run) => run.requests.length))].join(" or ");
  const times = runs.map((run) => run.firstListMs).sort((a, b) => a - b);
  out.push("## Mobile app (web export)", "", `${mobile.method}.`, "");
  out.push(
    table(
      ["Measure", "Goal", "Today"],
      [
        [
          "JavaScript of the export (raw / gzip)",
          "—",
          `${kB(js.rawBytes)} / ${kB(js.gzipBytes)} kB in ${js.files} file(s)`,
        ],
        [
          "API requests, cold start to the first task list",
          `≤ ${mobile.requestGoal}`,
          `${counts} (${runs.length} cold starts)`,
        ],
        [
          "Time to the first task list (median, min–max)",
          "—",
          `${ms(times[Math.floor((times.length - 1) / 2)] ?? Number.NaN)} ms (${ms(times[0] ?? Number.NaN)}–${ms(times.at(-1) ?? Number.NaN)})`,
        ],
        ["Scripts loaded by the cold start (encoded)", "—", `${kB(runs[0]?.scriptBytes ?? 0)} kB`],
      ],
    ),
    "",
  );
  const first = runs[0];
  if (first)
    out.push(
      `Requests of the first cold start, before the list: ${first.requests.map((r) => `\`${r}\``).join("; ") || "none"}; until the network was idle: ${first.settledRequests.length}.`,
      "",
    );
}

export function failingGoals(report: Report): string[] {
  return report.goals
    .filter((goal) => goal.passed < goal.total)
    .map((goal) => `✗ ${goal.text}: ${goal.failing.join("; ")}`);
}
