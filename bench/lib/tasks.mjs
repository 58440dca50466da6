// The task pages at 10,000 tasks: the list (`/app/tasks`, its first and a deep page) and the board
// (`/app/task-demo`) as 10 signed-in members of one team load them, and the SQL statements each
// request sends. Figures only: nothing here is a test.
import { readFileSync } from "node:fs";
import { performance } from "node:perf_hooks";

import { percentile, psql } from "./postgres.mjs";

/** Tasks seeded in the team. */
export const TASK_COUNT = 10_000;
/** Signed-in members, each a concurrent user. */
export const TASK_USERS = 10;
/** The list's page size (apps/web/src/components/tasks/task-list.tsx). */
export const LIST_PAGE_SIZE = 20;
/** The deep page measured: offset 2,980 of 10,000. */
export const DEEP_PAGE = 150;

const TEAM_ID = "bench_tasks_team";
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

/**
 * Seeds the team, its members (the first one owner, all with the team active) and their tags.
 * @param {string} url
 * @returns {string[]} the members' ids
 */
export function seedTeam(url) {
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

/**
 * Seeds tasks `from`..`to` (1-based) in two statements: tasks spread over the statuses (about
 * 40% to do, 25% in progress, 35% done), the priorities and ±60 days of due dates (a third
 * without), nine in ten assigned to a member, created a minute apart; and 0–3 tags each (1.5 on
 * average).
 * @param {string} url
 * @param {number} from
 * @param {number} to
 */
export function seedTasks(url, from, to) {
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

/**
 * @typedef {object} PageKind
 * @property {string} id
 * @property {string} label
 * @property {string} path  the document
 * @property {string} procedure  the tRPC query the page's client component sends once loaded
 * @property {Record<string, unknown>} input  its input, without the team id
 */

/**
 * The pages measured. Both render their frame on the server and load their data in the browser
 * (the list needs the viewer's time zone), so a page view is two requests, as in a browser: the
 * document, then the tRPC request the page's client component sends (httpBatchLink, one GET).
 * @type {PageKind[]}
 */
export const PAGE_KINDS = [
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
    procedure: "tasks.board",
    input: {},
  },
];

/**
 * The two requests of a page view.
 * @param {string} origin
 * @param {PageKind} kind
 */
function requestsOf(origin, kind) {
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

/**
 * One GET with the user's cookie; throws unless it answers 200.
 * @param {{ url: string, headers: Record<string, string> }} request
 * @param {string} cookie
 */
async function get(request, cookie) {
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

/**
 * @typedef {object} StatementCount
 * @property {string} id
 * @property {number} tasks  tasks in the team when counted
 * @property {number} document  statements of the document request
 * @property {number} data  statements of the tRPC request
 * @property {string[]} documentSql  the document's statements (first 200 characters each)
 * @property {string[]} dataSql
 * @property {boolean} stable  the same counts on every repetition
 */

/**
 * Counts each page's statements, one request at a time (`repeat` times each, after one untimed
 * view that fills the server's caches), through the counting proxy.
 * @param {{ origin: string, cookie: string, counter: import("./statement-counter.mjs").StatementCounter, tasks: number, repeat: number }} options
 * @returns {Promise<StatementCount[]>}
 */
export async function countStatements({ origin, cookie, counter, tasks, repeat }) {
  /** @type {StatementCount[]} */
  const counts = [];
  for (const kind of PAGE_KINDS) {
    const requests = requestsOf(origin, kind);
    await get(requests.document, cookie);
    await get(requests.data, cookie);
    /** @type {Array<{ document: string[], data: string[] }>} */
    const seen = [];
    for (let i = 0; i < repeat; i++) {
      const one = async (/** @type {{ url: string, headers: Record<string, string> }} */ r) => {
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

/** @param {string} sql */
const shorten = (sql) => sql.replace(/\s+/g, " ").trim().slice(0, 200);

/**
 * @typedef {object} PageLoad
 * @property {string} id
 * @property {string} label
 * @property {number} views  page views timed (each: document, then data)
 * @property {number} seconds  wall time of the phase
 * @property {number} viewsPerSecond
 * @property {number} requestsPerSecond  two per view
 * @property {{ p50: number, p99: number, max: number }} document  ms
 * @property {{ p50: number, p99: number, max: number }} data  ms
 * @property {{ p50: number, p99: number, max: number }} view  ms, document and data together
 * @property {{ server: number, postgres: number }} cpuMsPerView  CPU time the web server's process
 *   and the database's backends spent per timed view (from /proc: independent of how many other
 *   processes wait for a core, unlike the latencies)
 * @property {number} documentBytes  one document's decoded size
 * @property {number} dataBytes  one tRPC answer's size
 * @property {number} errors
 */

/**
 * Each page in turn: `users` concurrent members view it `viewsPerUser` times each, back to back
 * (closed loop: a user's next view starts when the last one has loaded), after `warmupPerUser`
 * untimed views each.
 * @param {{ origin: string, cookies: string[], viewsPerUser: number, warmupPerUser: number, cpu: () => { server: number, postgres: number } }} options
 *   cpu: CPU milliseconds used so far by the server and by the database's backends
 * @returns {Promise<PageLoad[]>}
 */
export async function measurePages({ origin, cookies, viewsPerUser, warmupPerUser, cpu }) {
  /** @type {PageLoad[]} */
  const results = [];
  for (const kind of PAGE_KINDS) {
    const requests = requestsOf(origin, kind);
    /** @type {{ document: number[], data: number[], view: number[] }} */
    const times = { document: [], data: [], view: [] };
    let errors = 0;
    let documentBytes = 0;
    let dataBytes = 0;
    /** @type {string | null} */
    let firstError = null;
    const user = async (
      /** @type {string} */ cookie,
      /** @type {number} */ views,
      timed = true,
    ) => {
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
    const spread = (/** @type {number[]} */ list) => ({
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

/** Clock ticks per second of /proc's CPU times (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

/**
 * User and system CPU milliseconds a process has used (all its threads); 0 once it is gone.
 * @param {number} pid
 */
export function processCpuMs(pid) {
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
 * CPU milliseconds of the database's server processes (its backends: the app's pooled
 * connections), by pid. A backend that ends between two readings takes its time with it, so
 * readings are taken while the app's pool is busy.
 * @param {string} url
 * @param {string} database
 * @returns {Map<number, number>}
 */
export function backendCpuMs(url, database) {
  const pids = psql(url, `select pid from pg_stat_activity where datname = '${database}';\n`)
    .split("\n")
    .filter(Boolean)
    .map(Number);
  return new Map(pids.map((pid) => [pid, processCpuMs(pid)]));
}
