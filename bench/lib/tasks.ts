// Figures only: nothing here is a test.
import { readFileSync } from "node:fs";
import { performance } from "node:perf_hooks";

import type { StatementCounter } from "../../apps/web/e2e/support/statement-counter";
import { percentile, psql } from "./postgres";

export const TASK_COUNT = 10_000;
export const TASK_USERS = 10;
/** The list's page size (apps/web/src/components/tasks/task-list.tsx). */
export const LIST_PAGE_SIZE = 20;
export const DEEP_PAGE = 150;

export const TEAM_ID = "bench_tasks_team";
const TAGS = [
  ["bug", "red"],
  ["feature", "blue"],
  ["design", "purple"],
  ["docs", "teal"],
  ["backend", "indigo"],
  ["frontend", "pink"],
  ["ops", "orange"],
  ["research", "amber"],
  ["customer", "green"],
  ["later", "gray"],
];
const WORDS = ["Fix", "Write", "Review", "Ship", "Plan", "Test", "Update", "Clean up"];
const THINGS = ["login form", "invoice export", "team settings", "onboarding mail", "search"];

export function seedTeam(url: string): string[] {
  const ids = Array.from({ length: TASK_USERS }, (_, i) => `bench_tu${i + 1}`);
  psql(
    url,
    `insert into teams (id, name, slug) values ('${TEAM_ID}', 'Bench tasks', 'bench-tasks');
     insert into users (id, name, email, email_verified, onboarding_step, active_team_id)
     select 'bench_tu' || n, 'Member ' || n, 'member' || n || '@bench.example', now(), 'complete', '${TEAM_ID}'
     from generate_series(1, ${TASK_USERS}) as n;
     insert into memberships (id, team_id, user_id, role)
     select 'bench_tm' || n, '${TEAM_ID}', 'bench_tu' || n,
            (case when n = 1 then 'owner' else 'member' end)::team_role
     from generate_series(1, ${TASK_USERS}) as n;
     insert into tags (id, team_id, name, color) values
     ${TAGS.map(([name, color], i) => `('bench_tag${i + 1}', '${TEAM_ID}', '${name}', '${color}')`).join(",\n     ")};\n`,
  );
  return ids;
}

export function seedTasks(url: string, from: number, to: number) {
  const words = `array[${WORDS.map((w) => `'${w}'`).join(", ")}]`;
  const things = `array[${THINGS.map((w) => `'${w}'`).join(", ")}]`;
  psql(
    url,
    `insert into tasks (id, team_id, title, description, status, priority, due_date, assignee_id,
                        position, created_by_id, created_at, updated_at)
     select 'bench_task' || i, '${TEAM_ID}',
            (${words})[1 + i % ${WORDS.length}] || ' ' || (${things})[1 + (i / 7) % ${THINGS.length}] || ' #' || i,
            case when i % 4 = 0 then 'Steps, context and links for task ' || i || '.' end,
            (case when i % 20 < 8 then 'todo' when i % 20 < 13 then 'in_progress' else 'done' end)::task_status,
            (array['none', 'low', 'medium', 'high', 'urgent'])[1 + (i / 3) % 5]::task_priority,
            case when i % 3 <> 0 then current_date + ((i * 37) % 121 - 60) end,
            case when i % 10 <> 0 then 'bench_tu' || (1 + i % ${TASK_USERS}) end,
            i * 1024,
            'bench_tu' || (1 + (i / 10) % ${TASK_USERS}),
            now() - i * interval '1 minute',
            now() - i * interval '30 seconds'
     from generate_series(${from}, ${to}) as i;
     insert into task_tags (task_id, tag_id)
     select 'bench_task' || i, 'bench_tag' || (1 + (i + k * 3) % ${TAGS.length})
     from generate_series(${from}, ${to}) as i, generate_series(0, 2) as k
     where k < i % 4;
     analyze tasks; analyze task_tags;\n`,
  );
}

export interface PageKind {
  id: string;
  label: string;
  path: string; // the document
  procedure: string; // the tRPC query the page's client component sends once loaded
  input: Record<string, unknown>; // its input, without the team id
}

/**
 * A page view is two requests, as in a browser: the document, then the tRPC GET its client
 * component sends.
 */
export const PAGE_KINDS: PageKind[] = [
  {
    id: "list-first",
    label: "/app/tasks, first page",
    path: "/app/tasks",
    procedure: "tasks.list",
    input: { sort: "newest", page: 1, pageSize: LIST_PAGE_SIZE, timeZone: "UTC" },
  },
  {
    id: "list-deep",
    label: `/app/tasks?page=${DEEP_PAGE}`,
    path: `/app/tasks?page=${DEEP_PAGE}`,
    procedure: "tasks.list",
    input: { sort: "newest", page: DEEP_PAGE, pageSize: LIST_PAGE_SIZE, timeZone: "UTC" },
  },
  {
    id: "board",
    label: "/app/task-demo (the board)",
    path: "/app/task-demo",
    procedure: "tasks.boardCards",
    input: {},
  },
];

function requestsOf(origin: string, kind: PageKind) {
  const input = { 0: { json: { teamId: TEAM_ID, ...kind.input } } };
  return {
    document: {
      url: origin + kind.path,
      headers: { accept: "text/html", "accept-encoding": "gzip, deflate, br" },
    },
    data: {
      url: `${origin}/api/trpc/${kind.procedure}?batch=1&input=${encodeURIComponent(JSON.stringify(input))}`,
      headers: { "x-teamkit-locale": "en", "content-type": "application/json" },
    },
  };
}

async function get(request: { url: string; headers: Record<string, string> }, cookie: string) {
  const response = await fetch(request.url, {
    headers: { ...request.headers, cookie },
    redirect: "manual",
    signal: AbortSignal.timeout(60_000),
  });
  const body = await response.text();
  if (response.status !== 200)
    throw new Error(`GET ${request.url} answered ${response.status}: ${body.slice(0, 300)}`);
  return body;
}

export interface StatementCount {
  id: string;
  tasks: number; // tasks in the team when counted
  document: number; // statements of the document request
  data: number; // statements of the tRPC request
  documentSql: string[]; // the document's statements (first 200 characters each)
  dataSql: string[];
  stable: boolean; // the same counts on every repetition
}

export async function countStatements({
  origin,
  cookie,
  counter,
  tasks,
  repeat,
}: {
  origin: string;
  cookie: string;
  counter: StatementCounter;
  tasks: number;
  repeat: number;
}): Promise<StatementCount[]> {
  const counts: StatementCount[] = [];
  for (const kind of PAGE_KINDS) {
    const requests = requestsOf(origin, kind);
    await get(requests.document, cookie);
    await get(requests.data, cookie);
    const seen: { document: string[]; data: string[] }[] = [];
    for (let i = 0; i < repeat; i++) {
      const one = async (r: { url: string; headers: Record<string, string> }) => {
        counter.reset();
        await get(r, cookie);
        // Statements the server sends after answering (none expected) still count.
        await new Promise((resolve) => setTimeout(resolve, 150));
        return counter.take();
      };
      seen.push({ document: await one(requests.document), data: await one(requests.data) });
    }
    const first = seen[0] ?? { document: [], data: [] };
    counts.push({
      id: kind.id,
      tasks,
      document: first.document.length,
      data: first.data.length,
      documentSql: first.document.map(shorten),
      dataSql: first.data.map(shorten),
      stable: seen.every(
        (s) => s.document.length === first.document.length && s.data.length === first.data.length,
      ),
    });
  }
  return counts;
}

const shorten = (sql: string) => sql.replace(/\s+/g, " ").trim().slice(0, 200);

export interface PageLoad {
  id: string;
  label: string;
  views: number; // page views timed (each: document, then data)
  seconds: number; // wall time of the phase
  viewsPerSecond: number;
  requestsPerSecond: number; // two per view
  document: { p50: number; p99: number; max: number }; // ms
  data: { p50: number; p99: number; max: number }; // ms
  view: { p50: number; p99: number; max: number }; // ms, document and data together
  cpuMsPerView: { server: number; postgres: number }; // CPU time the web server's process and the database's backends spent per timed view (from /proc: independent of how many other processes wait for a core, unlike the latencies)
  documentBytes: number; // one document's decoded size
  dataBytes: number; // one tRPC answer's size
  errors: number;
}

/** Closed loop: a user's next view starts when the last one has loaded. */
export async function measurePages({
  origin,
  cookies,
  viewsPerUser,
  warmupPerUser,
  cpu,
}: {
  origin: string;
  cookies: string[];
  viewsPerUser: number;
  warmupPerUser: number;
  cpu: () => { server: number; postgres: number };
}): Promise<PageLoad[]> {
  const results: PageLoad[] = [];
  for (const kind of PAGE_KINDS) {
    const requests = requestsOf(origin, kind);
    const times: { document: number[]; data: number[]; view: number[] } = {
      document: [],
      data: [],
      view: [],
    };
    let errors = 0;
    let documentBytes = 0;
    let dataBytes = 0;
    let firstError: string | null = null;
    const user = async (cookie: string, views: number, timed = true) => {
      for (let i = 0; i < views; i++) {
        try {
          const started = performance.now();
          const html = await get(requests.document, cookie);
          const between = performance.now();
          const json = await get(requests.data, cookie);
          const ended = performance.now();
          if (!timed) continue;
          times.document.push(between - started);
          times.data.push(ended - between);
          times.view.push(ended - started);
          documentBytes = Buffer.byteLength(html);
          dataBytes = Buffer.byteLength(json);
        } catch (error) {
          errors += 1;
          firstError ??= error instanceof Error ? error.message : String(error);
        }
      }
    };
    await Promise.all(cookies.map((cookie) => user(cookie, warmupPerUser, false)));
    errors = 0;
    const cpuBefore = cpu();
    const started = performance.now();
    await Promise.all(cookies.map((cookie) => user(cookie, viewsPerUser)));
    const seconds = (performance.now() - started) / 1000;
    const cpuAfter = cpu();
    if (firstError && times.view.length === 0) throw new Error(firstError);
    if (firstError) console.warn(`tasks ${kind.id}: ${errors} failed views, first: ${firstError}`);
    const spread = (list: number[]) => ({
      p50: percentile(list, 50),
      p99: percentile(list, 99),
      max: list.length ? Math.max(...list) : Number.NaN,
    });
    results.push({
      id: kind.id,
      label: kind.label,
      views: times.view.length,
      seconds,
      viewsPerSecond: times.view.length / seconds,
      requestsPerSecond: (2 * times.view.length) / seconds,
      document: spread(times.document),
      data: spread(times.data),
      view: spread(times.view),
      cpuMsPerView: {
        server: (cpuAfter.server - cpuBefore.server) / times.view.length,
        postgres: (cpuAfter.postgres - cpuBefore.postgres) / times.view.length,
      },
      documentBytes,
      dataBytes,
      errors,
    });
  }
  return results;
}

const TICKS_PER_SECOND = 100;

export function processCpuMs(pid: number) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The fields after the command name (in parentheses, which may hold spaces): utime and stime
    // are the 14th and 15th of the line.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/**
 * A backend that ends between two readings takes its time with it, so readings are taken while the
 * pool is busy.
 */
export function backendCpuMs(url: string, database: string): Map<number, number> {
  const pids = psql(url, `select pid from pg_stat_activity where datname = '${database}';\n`)
    .split("\n")
    .filter(Boolean)
    .map(Number);
  return new Map(pids.map((pid) => [pid, processCpuMs(pid)]));
}
