// `--only soak`: mixed traffic at a fixed rate against the production server on Postgres for
// minutes, watching for 5xx answers and memory growth. Figures only, not a test.
import { createHash, createHmac } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";

import type { SectionContext } from "./signed-in";
import { REPO_ROOT } from "./paths";
import { createDatabase, dropDatabase, percentile, psql, sessionCookie } from "./postgres";
import { start, stop } from "./servers";
import { seedTasks, seedTeam, TEAM_ID } from "./tasks";
import { simulatorSecret, subscriptionAttributes } from "./webhooks";

export const SOAK_GOALS = { serverErrors: 0, memoryGrowth: 0.1 };

const SIGN_IN_USERS = 200;
const TASKS = 300;
const WEBHOOK_TEAMS = 20;
/** Sign-ins come from this many client addresses (X-Forwarded-For behind one trusted proxy). */
const CLIENT_ADDRESSES = 250;
const WRONG_PASSWORD_SHARE = 0.2;
const GUESSER_ADDRESS = "10.78.0.1";
const GUESSED_EMAIL = "soak-signer1@bench.example";
const PASSWORD = "Teamkit-demo-1"; // the seed's, so the seeded users share its hash
const SAMPLE_EVERY_MS = 5_000;

/** Share of the requests per kind. */
export const SOAK_MIX = {
  publicPage: 0.25,
  appPage: 0.2,
  signIn: 0.15,
  taskEdit: 0.2,
  assistant: 0.05,
  webhook: 0.15,
} as const;
type Kind = keyof typeof SOAK_MIX;

const PUBLIC_PAGES = ["/", "/pricing", "/docs/getting-started", "/blog/introducing-teamkit", "/de"];
const APP_PAGES = ["/app/tasks", "/app/settings/team/billing"];

export interface SoakRoute {
  route: string;
  requests: number;
  ok: number; // 2xx and 3xx
  expected4xx: number; // wrong passwords (401) and rate-limited answers (429)
  limited: number; // of those, 429
  other4xx: number;
  serverErrors: number; // 5xx
  noAnswer: number; // connection failed or 30 s passed
  p50: number; // ms, every answer
  p99: number;
  max: number;
}

export interface SoakReport {
  postgres: string;
  method: string;
  minutes: number;
  rate: number; // requests per second offered
  warmupMinutes: number;
  mix: Record<Kind, number>;
  routes: SoakRoute[];
  requests: number;
  serverErrors: number;
  noAnswer: number;
  errorLogLines: number; // level "error" lines the server logged
  webhookEvents: Record<string, number>; // stored events by status at the end
  lateStarts: number; // requests started more than a second behind schedule (the client lagged)
  memory: {
    samples: { second: number; rssMb: number }[];
    baselineMb: number; // median RSS in the minute after warm-up
    endMb: number; // median RSS in the last minute
    peakMb: number;
    growth: number; // endMb / baselineMb - 1
  };
  examples: string[]; // the first few 5xx or failed requests
}

/** A small deterministic generator, so two runs send the same sequence. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** The tasks section's team (its members, tags and tasks) on a Business plan, and users who sign in. */
function seed(url: string): string[] {
  const members = seedTeam(url);
  seedTasks(url, 1, TASKS);
  psql(
    url,
    `insert into users (id, name, email, email_verified, onboarding_step)
     select 'bench_ss' || n, 'Signer ' || n, 'soak-signer' || n || '@bench.example', now(), 'complete'
     from generate_series(1, ${SIGN_IN_USERS}) as n;
     insert into subscriptions (id, team_id, provider, plan, variant_id, interval, status, renews_at)
     values ('bench_soak_sub', '${TEAM_ID}', 'simulator', 'business', '201', 'month', 'active', now() + interval '30 days');\n`,
  );
  return members;
}

interface WebhookTeam {
  teamId: string;
  subscriptionId: string;
  customData: { team_id: string; checkout_ref: string };
}

/** Teams that bought through a checkout of ours, so every event is applied. */
function seedWebhookTeams(url: string): WebhookTeam[] {
  const teams = Array.from({ length: WEBHOOK_TEAMS }, (_, i) => ({
    teamId: `bench_swt${i + 1}`,
    subscriptionId: String(960_000 + i),
    customData: { team_id: `bench_swt${i + 1}`, checkout_ref: `bench-soak-reference-${i + 1}` },
  }));
  const rows = teams.map(
    ({ teamId, customData }) =>
      `('${teamId}', 'Soak webhooks ${teamId}', '${teamId.replace(/_/g, "-")}', '${createHash("sha256").update(customData.checkout_ref).digest("base64url")}')`,
  );
  psql(
    url,
    `with t(id, name, slug, reference_hash) as (values ${rows.join(",\n")}),
     made as (insert into teams (id, name, slug) select id, name, slug from t returning id),
     refs as (insert into checkout_references (reference_hash, provider, team_id, expires_at)
       select reference_hash, 'simulator', id, now() + interval '1 day' from t)
     select 1;\n`,
  );
  // The provider knows each subscription, for when the app asks it which state is current.
  for (const team of teams)
    psql(
      url,
      `insert into billing_simulator_subscriptions (id, attributes, custom_data)
       values ('${team.subscriptionId}', '${JSON.stringify(subscriptionAttributes(0, new Date().toISOString()))}'::jsonb, '${JSON.stringify(team.customData)}'::jsonb);\n`,
    );
  return teams;
}

function webhookBody(team: WebhookTeam, sequence: number): string {
  return JSON.stringify({
    meta: { event_name: "subscription_updated", test_mode: false, custom_data: team.customData },
    data: {
      type: "subscriptions",
      id: team.subscriptionId,
      // Each delivery a newer state, so each is applied rather than found stale.
      attributes: subscriptionAttributes(sequence, new Date().toISOString()),
    },
  });
}

function rssMb(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
    return kb / 1024;
  } catch {
    return Number.NaN;
  }
}

function median(values: number[]) {
  return percentile(values, 50);
}

export async function runSoak(
  { web, logDir, step }: SectionContext,
  { minutes, rate }: { minutes: number; rate: number },
): Promise<SoakReport> {
  step("soak: creating and migrating its Postgres database");
  const db = await createDatabase("teamkit_bench_soak", path.join(logDir, "soak-migrate.log"));
  try {
    const members = seed(db.url);
    const webhookTeams = seedWebhookTeams(db.url);
    const authSecret = web.env.AUTH_SECRET ?? "";
    const app = {
      ...web,
      env: {
        ...web.env,
        DATABASE_URL: db.url,
        TEAMKIT_DATA_DIR: path.join(REPO_ROOT, ".data/bench-soak"),
        // The bench stands in for a load balancer: clients are told apart by X-Forwarded-For.
        TEAMKIT_PROXY_HOPS: "1",
        AI_SIMULATED_DELAY_MS: "20",
      },
    };
    step("soak: starting the web app on it");
    const server = await start(app, logDir, { logName: "soak-server" });
    try {
      // The seed made the demo users on start: the soak's users take their password.
      psql(
        db.url,
        `update users set password_hash = (select password_hash from users where email = 'owner@teamkit.local')
         where id like 'bench_ss%';\n`,
      );
      const cookies = members.map((id) => sessionCookie(db.url, id));
      const secret = simulatorSecret(authSecret);
      const pid = server.child.pid ?? 0;
      const origin = server.origin;
      const next = random(28);
      const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
      let webhookSequence = 0;
      let chatSequence = 0;

      type Planned = { route: string; send: () => Promise<Response> };
      const plan = (kind: Kind): Planned => {
        const cookie = pick(cookies);
        const member = { cookie, origin, "content-type": "application/json" };
        const client = `10.77.0.${1 + Math.floor(next() * CLIENT_ADDRESSES)}`;
        const forwarded = { "x-forwarded-for": client };
        switch (kind) {
          case "publicPage": {
            const page = pick(PUBLIC_PAGES);
            return {
              route: `GET ${page}`,
              send: () => fetch(origin + page, { headers: forwarded, redirect: "manual" }),
            };
          }
          case "appPage": {
            const page = pick(APP_PAGES);
            return {
              route: `GET ${page} (signed in)`,
              send: () =>
                fetch(origin + page, { headers: { cookie, ...forwarded }, redirect: "manual" }),
            };
          }
          case "signIn": {
            // Wrong passwords come from one guesser at one address, so the limits answer 429.
            const wrong = next() < WRONG_PASSWORD_SHARE;
            const email = wrong
              ? GUESSED_EMAIL
              : `soak-signer${1 + Math.floor(next() * SIGN_IN_USERS)}@bench.example`;
            const from = wrong ? { "x-forwarded-for": GUESSER_ADDRESS } : forwarded;
            return {
              route: `POST auth.signIn (${wrong ? "wrong password, one guesser" : "right password"})`,
              send: () =>
                fetch(`${origin}/api/trpc/auth.signIn`, {
                  method: "POST",
                  headers: { origin, "content-type": "application/json", ...from },
                  body: JSON.stringify({
                    json: { email, password: wrong ? "Wrong-password-1" : PASSWORD },
                  }),
                }),
            };
          }
          case "taskEdit": {
            const taskId = `bench_task${1 + Math.floor(next() * TASKS)}`;
            const title = `Soak task edited ${Math.floor(next() * 1e6)}`;
            return {
              route: "POST tasks.update",
              send: () =>
                fetch(`${origin}/api/trpc/tasks.update`, {
                  method: "POST",
                  headers: { ...member, ...forwarded },
                  body: JSON.stringify({ json: { teamId: TEAM_ID, taskId, title } }),
                }),
            };
          }
          case "assistant": {
            chatSequence += 1;
            const id = `soak-${chatSequence}`;
            return {
              route: "POST /api/ai/chat (simulated model, streamed to the end)",
              send: () =>
                fetch(`${origin}/api/ai/chat`, {
                  method: "POST",
                  headers: { ...member, ...forwarded },
                  body: JSON.stringify({
                    teamId: TEAM_ID,
                    conversationId: null,
                    message: { id, role: "user", parts: [{ type: "text", text: "Plan my week" }] },
                  }),
                }),
            };
          }
          case "webhook": {
            webhookSequence += 1;
            const body = webhookBody(pick(webhookTeams), webhookSequence);
            return {
              route: "POST /api/webhooks/lemonsqueezy",
              send: () =>
                fetch(`${origin}/api/webhooks/lemonsqueezy`, {
                  method: "POST",
                  headers: {
                    "content-type": "application/json",
                    "x-event-name": "subscription_updated",
                    "x-signature": createHmac("sha256", secret).update(body, "utf8").digest("hex"),
                  },
                  body,
                }),
            };
          }
        }
      };
      const kinds = Object.entries(SOAK_MIX) as [Kind, number][];
      const pickKind = (): Kind => {
        let roll = next();
        for (const [kind, share] of kinds) {
          roll -= share;
          if (roll < 0) return kind;
        }
        return "publicPage";
      };

      const byRoute = new Map<string, { statuses: number[]; times: number[] }>();
      const examples: string[] = [];
      const send = async (planned: Planned) => {
        const started = performance.now();
        let status = 0;
        let detail = "";
        try {
          const response = await planned.send();
          status = response.status;
          const text = await response.text();
          if (status >= 500) detail = text.slice(0, 200);
        } catch (error) {
          detail = error instanceof Error ? error.message : String(error);
        }
        const entry = byRoute.get(planned.route) ?? { statuses: [], times: [] };
        entry.statuses.push(status);
        if (status > 0) entry.times.push(performance.now() - started);
        byRoute.set(planned.route, entry);
        if ((status === 0 || status >= 500) && examples.length < 10)
          examples.push(`${planned.route}: ${status || "no answer"} ${detail}`);
      };

      const totalMs = minutes * 60_000;
      const samples: { second: number; rssMb: number }[] = [];
      const began = performance.now();
      const sampler = setInterval(
        () =>
          samples.push({
            second: Math.round((performance.now() - began) / 1000),
            rssMb: rssMb(pid),
          }),
        SAMPLE_EVERY_MS,
      );
      const progress = setInterval(() => {
        const done = [...byRoute.values()].reduce((n, e) => n + e.statuses.length, 0);
        const errors = [...byRoute.values()].reduce(
          (n, e) => n + e.statuses.filter((s) => s === 0 || s >= 500).length,
          0,
        );
        step(
          `soak: ${done} requests, ${errors} 5xx or unanswered, RSS ${rssMb(pid).toFixed(0)} MB`,
        );
      }, 60_000);
      step(`soak: ${minutes} min at ${rate} requests/s`);
      const pending: Promise<void>[] = [];
      let lateStarts = 0;
      const count = Math.round((totalMs / 1000) * rate);
      for (let i = 0; i < count; i++) {
        const due = began + (i * 1000) / rate;
        const wait = due - performance.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        else if (wait < -1000) lateStarts += 1;
        const planned = plan(pickKind());
        pending.push(send(planned).catch(() => undefined));
      }
      await Promise.all(pending);
      clearInterval(sampler);
      clearInterval(progress);
      samples.push({ second: Math.round((performance.now() - began) / 1000), rssMb: rssMb(pid) });

      const routes: SoakRoute[] = [...byRoute.entries()]
        .map(([route, { statuses, times }]) => {
          const expected = new Set(plannedExpectations(route));
          return {
            route,
            requests: statuses.length,
            ok: statuses.filter((s) => s >= 200 && s < 400).length,
            expected4xx: statuses.filter((s) => expected.has(s)).length,
            limited: statuses.filter((s) => s === 429).length,
            other4xx: statuses.filter((s) => s >= 400 && s < 500 && !expected.has(s)).length,
            serverErrors: statuses.filter((s) => s >= 500).length,
            noAnswer: statuses.filter((s) => s === 0).length,
            p50: percentile(times, 50),
            p99: percentile(times, 99),
            max: times.length ? Math.max(...times) : Number.NaN,
          };
        })
        .sort((a, b) => a.route.localeCompare(b.route));

      const warmupMinutes = Math.min(2, minutes / 5);
      const warm = warmupMinutes * 60;
      const window = Math.max(30, Math.min(60, (minutes * 60 - warm) / 4));
      const rss = (from: number, to: number) =>
        samples.filter((s) => s.second >= from && s.second <= to).map((s) => s.rssMb);
      const last = samples.at(-1)?.second ?? 0;
      const baselineMb = median(rss(warm, warm + window));
      const endMb = median(rss(last - window, last));
      const log = readFileSync(server.logFile, "utf8");
      const webhookEvents = Object.fromEntries(
        psql(db.url, "select status, count(*) from webhook_events group by 1 order by 1;\n")
          .split("\n")
          .filter(Boolean)
          .map((line) => line.split("|"))
          .map(([status = "", n = "0"]) => [status, Number(n)]),
      );
      return {
        postgres: psql(db.url, "show server_version;\n"),
        method: `Open loop from one client process: a request every ${(1000 / rate).toFixed(0)} ms whatever the answers, each picked at random by the mix below, against the production server (server.mjs, loopback, TEAMKIT_PROXY_HOPS=1 with an X-Forwarded-For from ${CLIENT_ADDRESSES} client addresses) on Postgres. Signed-in requests use sessions of ${members.length} members of a Business team with ${TASKS} tasks; sign-ins pick one of ${SIGN_IN_USERS} users, except ${WRONG_PASSWORD_SHARE * 100} % with a wrong password, all from one guesser at one address for one user (401 until the per-pair limit of 5 a minute answers 429); webhooks are signed subscription_updated events of the billing simulator, each a newer state of one of ${WEBHOOK_TEAMS} teams' subscriptions. RSS of the server process every ${SAMPLE_EVERY_MS / 1000} s`,
        minutes,
        rate,
        warmupMinutes,
        mix: { ...SOAK_MIX },
        routes,
        requests: routes.reduce((n, r) => n + r.requests, 0),
        serverErrors: routes.reduce((n, r) => n + r.serverErrors, 0),
        noAnswer: routes.reduce((n, r) => n + r.noAnswer, 0),
        errorLogLines: log.split("\n").filter((line) => line.includes('"level":"error"')).length,
        webhookEvents,
        lateStarts,
        memory: {
          samples,
          baselineMb,
          endMb,
          peakMb: Math.max(...samples.map((s) => s.rssMb)),
          growth: endMb / baselineMb - 1,
        },
        examples,
      };
    } finally {
      await stop(server);
    }
  } finally {
    dropDatabase(db);
  }
}

/** Answers that are the app working as meant, by route. */
function plannedExpectations(route: string): number[] {
  if (route.startsWith("POST auth.signIn")) return [401, 429];
  if (route.startsWith("POST tasks.update") || route.startsWith("POST /api/ai/chat")) return [429];
  return [];
}

const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(0) : "—");

export function soakMarkdown(soak: SoakReport, table: (h: string[], r: string[][]) => string) {
  const { memory } = soak;
  const growth = `${(memory.growth * 100).toFixed(1)} %`;
  const mix = Object.entries(soak.mix)
    .map(([kind, share]) => `${kind} ${Math.round(share * 100)} %`)
    .join(", ");
  const curve = memory.samples
    .filter(
      (_, i, all) => i % Math.max(1, Math.round(all.length / 12)) === 0 || i === all.length - 1,
    )
    .map((s) => `${Math.round(s.second / 60)} min ${s.rssMb.toFixed(0)} MB`)
    .join(" · ");
  return [
    `## Soak (${soak.minutes} min of mixed traffic at ${soak.rate} requests/s, Postgres ${soak.postgres})`,
    "",
    `${soak.method}. Mix: ${mix}.`,
    "",
    `- Requests: ${soak.requests}; **${soak.serverErrors} answered 5xx** (goal ${SOAK_GOALS.serverErrors}), ${soak.noAnswer} without an answer; ${soak.errorLogLines} error lines in the server log; ${soak.lateStarts} started more than 1 s late.`,
    `- Webhook events stored, by status: ${Object.entries(soak.webhookEvents)
      .map(([status, n]) => `${status} ${n}`)
      .join(", ")}.`,
    `- Server RSS: ${memory.baselineMb.toFixed(0)} MB after ${soak.warmupMinutes} min of warm-up, ${memory.endMb.toFixed(0)} MB at the end (medians over a minute), peak ${memory.peakMb.toFixed(0)} MB: **growth ${growth}** (goal < ${SOAK_GOALS.memoryGrowth * 100} %).`,
    `- RSS over time: ${curve}.`,
    ...soak.examples.map((line) => `- Failed: ${line}`),
    "",
    table(
      [
        "Route",
        "Requests",
        "2xx/3xx",
        "401/429 (meant)",
        "of them 429",
        "Other 4xx",
        "5xx",
        "No answer",
        "p50 ms",
        "p99 ms",
        "Max ms",
      ],
      soak.routes.map((r) => [
        r.route,
        String(r.requests),
        String(r.ok),
        String(r.expected4xx),
        String(r.limited),
        String(r.other4xx),
        String(r.serverErrors),
        String(r.noAnswer),
        ms(r.p50),
        ms(r.p99),
        ms(r.max),
      ]),
    ),
    "",
  ].join("\n");
}
