// Two production instances on one Postgres database and one Redis, behind a round-robin proxy, as
// the README's scale-out steps run them: they behave as one app.
import type { APIRequestContext, APIResponse, PlaywrightWorkerArgs } from "@playwright/test";
import type { ChildProcess } from "node:child_process";
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import { spawn } from "node:child_process";
import { createHash, createHmac, randomBytes } from "node:crypto";
import { rmSync } from "node:fs";
import { createServer, request as forward } from "node:http";
import path from "node:path";

import pg from "pg";

import { INSTANCES_PROXY_PORT } from "../playwright.config";
import { DEMO_PASSWORD, DEMO_USERS } from "./support/accounts";
import { expect, test } from "./support/fixtures";

const APP_DIR = path.resolve(import.meta.dirname, "..");
const REPO_ROOT = path.resolve(APP_DIR, "../..");
const PROXY = `http://127.0.0.1:${INSTANCES_PROXY_PORT}`;
const AUTH_SECRET = "e2e-instances-secret-that-is-long-enough-for-auth-js-0123";
/** The proxy puts this request header into X-Forwarded-For: each test is a client of its own. */
const CLIENT_IP_HEADER = "x-test-client-ip";
const SIGN_IN_IP_LIMIT = 6;
const serverUrl = process.env.TEST_DATABASE_URL ?? "";
const redisUrl = process.env.TEST_REDIS_URL ?? "";

interface Instance {
  name: "a" | "b";
  port: number;
  child: ChildProcess;
  output: string[];
}

/** A client address of its own per run: Redis keeps counters between runs. */
function clientIp(): string {
  const [a = 0, b = 0, c = 0] = randomBytes(3);
  return `10.${a}.${b}.${c}`;
}

async function admin<T extends pg.QueryResultRow>(url: string, sql: string, values?: unknown[]) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql, values)).rows;
  } finally {
    await client.end();
  }
}

async function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  const child = spawn(command, args, { cwd: REPO_ROOT, env, stdio: ["ignore", "pipe", "pipe"] });
  const output: string[] = [];
  child.stdout.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  const code = await new Promise((resolve) => child.on("close", resolve));
  if (code !== 0) throw new Error(`${command} ${args.join(" ")} failed:\n${output.join("")}`);
}

/**
 * Round robin over the instances. As nginx does by default, an instance that refused or dropped a
 * connection is passed over from then on, and that request gets a 502 (the client may retry it).
 */
function startProxy(instances: Instance[]): Promise<Server> {
  let turn = 0;
  const down = new Set<Instance>();
  const proxy = createServer((req: IncomingMessage, res: ServerResponse) => {
    const up = instances.filter((instance) => !down.has(instance));
    const target = (up[turn++ % up.length] ?? instances[0]) as Instance;
    const headers = { ...req.headers };
    headers["x-forwarded-for"] = String(headers[CLIENT_IP_HEADER] ?? req.socket.remoteAddress);
    delete headers[CLIENT_IP_HEADER];
    const upstream = forward(
      { host: "127.0.0.1", port: target.port, method: req.method, path: req.url, headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, { ...answer.headers, "x-served-by": target.name });
        answer.pipe(res);
        answer.on("error", () => res.destroy());
      },
    );
    upstream.on("error", () => {
      down.add(target);
      if (res.headersSent) res.destroy();
      else res.writeHead(502, { "x-served-by": target.name }).end();
    });
    req.pipe(upstream);
  });
  return new Promise((resolve) =>
    proxy.listen(INSTANCES_PROXY_PORT, "127.0.0.1", () => resolve(proxy)),
  );
}

/** A tRPC call through the proxy, with the app's own Origin, as its client sends it. */
function mutation(request: APIRequestContext, procedure: string, input?: unknown) {
  const data =
    input === undefined ? { json: null, meta: { values: ["undefined"] } } : { json: input };
  return request.post(`/api/trpc/${procedure}`, { data, headers: { origin: PROXY } });
}

const servedBy = (response: APIResponse) => response.headers()["x-served-by"];

test.describe("two instances behind a load balancer", () => {
  test.describe.configure({ mode: "serial" });
  test.skip(
    !serverUrl || !redisUrl,
    "Needs TEST_DATABASE_URL (a Postgres server) and TEST_REDIS_URL: two instances share one database and one Redis (CI sets both).",
  );

  const databaseName = `teamkit_e2e_instances_${randomBytes(4).toString("hex")}`;
  const database = new URL(serverUrl || "postgres://localhost/unset");
  database.pathname = `/${databaseName}`;
  const databaseUrl = database.toString();
  const instances: Instance[] = [];
  let proxy: Server | undefined;
  const contexts: APIRequestContext[] = [];
  const sql = <T extends pg.QueryResultRow>(text: string, values?: unknown[]) =>
    admin<T>(databaseUrl, text, values);

  /** A cookie jar of its own, reaching the app through the proxy from an address of its own. */
  async function newClient(
    playwright: PlaywrightWorkerArgs["playwright"],
    cookies: { name: string; value: string }[] = [],
  ) {
    const context = await playwright.request.newContext({
      baseURL: PROXY,
      extraHTTPHeaders: { [CLIENT_IP_HEADER]: clientIp() },
      storageState: {
        cookies: cookies.map(({ name, value }) => ({
          ...{ name, value, domain: "127.0.0.1", path: "/", expires: -1 },
          ...{ httpOnly: true, secure: false, sameSite: "Lax" as const },
        })),
        origins: [],
      },
    });
    contexts.push(context);
    return context;
  }

  /**
   * The demo owner, signed in on instance a itself: demo accounts sign in only from this machine,
   * never through a proxy. It connects from a loopback address of its own per run, since Redis
   * keeps the per-address sign-in count between runs. The cookie then goes through the proxy.
   */
  async function signedInOwner(playwright: PlaywrightWorkerArgs["playwright"]) {
    const origin = `http://127.0.0.1:${INSTANCES_PROXY_PORT + 1}`;
    const body = JSON.stringify({
      json: { email: DEMO_USERS.owner.email, password: DEMO_PASSWORD },
    });
    const signIn = await new Promise<IncomingMessage & { text: string }>((resolve, reject) => {
      const call = forward(
        `${origin}/api/trpc/auth.signIn`,
        {
          method: "POST",
          localAddress: clientIp().replace(/^10\./, "127."),
          headers: { origin, "content-type": "application/json" },
        },
        (answer) => {
          const chunks: Buffer[] = [];
          answer.on("data", (chunk: Buffer) => chunks.push(chunk));
          answer.on("end", () =>
            resolve(Object.assign(answer, { text: Buffer.concat(chunks).toString() })),
          );
        },
      );
      call.on("error", reject);
      call.end(body);
    });
    expect(signIn.statusCode, signIn.text).toBe(200);
    const cookies = (signIn.headers["set-cookie"] ?? []).map((line) => {
      const [pair = ""] = line.split(";");
      const at = pair.indexOf("=");
      return { name: pair.slice(0, at), value: pair.slice(at + 1) };
    });
    return { request: await newClient(playwright, cookies) };
  }

  test.beforeAll(async () => {
    test.setTimeout(150_000);
    await admin(serverUrl, `create database "${databaseName}"`);
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: "production",
      TEAMKIT_LOCAL_SERVICES: "1",
      TEAMKIT_DATA_DIR: path.join(REPO_ROOT, ".data/e2e-instances"),
      AUTH_SECRET,
      TWO_FACTOR_ENCRYPTION_KEY: "ZTJlLXR3by1mYWN0b3Ita2V5LTMyLWJ5dGVzLWxvbmc=",
      APP_URL: PROXY,
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      RESEND_API_KEY: "",
      TEAMKIT_PROXY_HOPS: "1",
      TEAMKIT_SCHEDULER: "app",
      // A day's window: the rule's windows are fixed, and the limit test's sign-ins must not
      // straddle a boundary (with a minute's they did, on a loaded machine).
      TEAMKIT_RATE_LIMIT_SIGN_IN_IP: `${SIGN_IN_IP_LIMIT}/86400`,
    };
    rmSync(env.TEAMKIT_DATA_DIR as string, { recursive: true, force: true });
    await run("pnpm", ["--filter", "@teamkit/db", "migrate"], env);
    // Work for the hourly upkeep job, which is due on both schedulers the moment they start.
    await sql(
      "insert into verification_tokens (identifier, token, expires) values ('instances', 'expired', now() - interval '1 day')",
    );
    for (const [index, name] of (["a", "b"] as const).entries()) {
      const port = INSTANCES_PROXY_PORT + 1 + index;
      const child = spawn(
        process.execPath,
        ["server.mjs", "--hostname", "127.0.0.1", "--port", String(port)],
        {
          cwd: APP_DIR,
          env,
          stdio: ["ignore", "pipe", "pipe"],
        },
      );
      const output: string[] = [];
      child.stdout?.on("data", (chunk: Buffer) => output.push(chunk.toString()));
      child.stderr?.on("data", (chunk: Buffer) => output.push(chunk.toString()));
      instances.push({ name, port, child, output });
    }
    for (const instance of instances)
      await expect
        .poll(
          async () => {
            if (instance.child.exitCode !== null)
              throw new Error(`instance ${instance.name} exited:\n${instance.output.join("")}`);
            return fetch(`http://127.0.0.1:${instance.port}/api/trpc/health`).then(
              (r) => r.status,
              () => 0,
            );
          },
          { timeout: 120_000 },
        )
        .toBe(200);
    proxy = await startProxy(instances);
  });

  test.afterAll(async () => {
    await Promise.all(contexts.map((context) => context.dispose()));
    await new Promise((resolve) => (proxy ? proxy.close(resolve) : resolve(undefined)));
    await Promise.all(
      instances.map(
        ({ child }) =>
          new Promise((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve(undefined);
            child.once("exit", resolve);
            child.kill("SIGTERM");
          }),
      ),
    );
    if (serverUrl)
      await admin(serverUrl, `drop database if exists "${databaseName}" with (force)`).catch(
        () => undefined,
      );
  });

  test("a scheduled job due on both instances at once runs once; the demo data is seeded once", async () => {
    await expect
      .poll(
        async () => (await sql("select 1 from job_runs where last_finished_at is not null")).length,
      )
      .toBe(5);
    const [expired] = await sql<{ last_counts: Record<string, number> }>(
      "select last_counts from job_runs where name = 'expiredRows'",
    );
    // A second run would have found nothing left and stored zero.
    expect(expired?.last_counts.tokens).toBe(1);
    const runs = instances.flatMap(({ output }) =>
      output
        .join("")
        .split("\n")
        .filter((line) => line.includes('"msg":"job ran"') && line.includes('"job":"expiredRows"')),
    );
    expect(runs).toHaveLength(1);
    const [tasks] = await sql<{ n: number }>(
      "select count(*)::int as n from tasks t join teams on teams.id = t.team_id where teams.slug = 'demo-team'",
    );
    expect(tasks?.n).toBe(5);
  });

  test("a session made on one instance works on both; signing out on one ends it on both", async ({
    playwright,
  }) => {
    const { request } = await signedInOwner(playwright);
    const reads = await Promise.all([0, 1, 2, 3].map(() => request.get("/api/trpc/user.me")));
    expect(reads.map((r) => r.status())).toEqual([200, 200, 200, 200]);
    expect(new Set(reads.map(servedBy))).toEqual(new Set(["a", "b"]));
    const signOut = await mutation(request, "auth.signOut");
    expect(signOut.status()).toBe(200);
    expect(servedBy(signOut)).not.toBeUndefined();
    const after = await Promise.all([0, 1].map(() => request.get("/api/trpc/user.me")));
    expect(after.map((r) => r.status())).toEqual([401, 401]);
    expect(new Set(after.map(servedBy))).toEqual(new Set(["a", "b"]));
  });

  test("a per-IP rate limit counts one client's requests on both instances together (in Redis)", async ({
    playwright,
  }) => {
    const request = await newClient(playwright);
    const answers: { status: number; by: string | undefined }[] = [];
    for (let i = 0; i < SIGN_IN_IP_LIMIT + 2; i++) {
      const response = await mutation(request, "auth.signIn", {
        email: `nobody-${i}-${Date.now()}@example.com`,
        password: "Wrong-password-1",
      });
      answers.push({ status: response.status(), by: servedBy(response) });
    }
    const statuses = answers.map((a) => a.status);
    // Each instance alone saw half the attempts, under its limit.
    expect(statuses.slice(0, SIGN_IN_IP_LIMIT).every((s) => s !== 429)).toBe(true);
    expect(statuses.slice(SIGN_IN_IP_LIMIT)).toEqual([429, 429]);
    expect(new Set(answers.slice(SIGN_IN_IP_LIMIT).map((a) => a.by))).toEqual(new Set(["a", "b"]));
    const rows = await sql<{ n: number }>("select count(*)::int as n from rate_limits");
    expect(rows[0]?.n).toBe(0);
  });

  test("the same signed webhook delivered to both instances at once changes the subscription once", async ({
    playwright,
  }) => {
    const teamId = `inst_${randomBytes(4).toString("hex")}`;
    const subscriptionId = String(800_000 + Math.floor(Math.random() * 100_000));
    // The fields the app reads; the simulator's store and its Pro monthly variant.
    const attributes = {
      store_id: 1,
      variant_id: 101,
      status: "active",
      trial_ends_at: null,
      renews_at: new Date(Date.now() + 30 * 86_400_000).toISOString(),
      ends_at: null,
      updated_at: new Date(Date.now() - 60_000).toISOString(),
    };
    // The checkout of ours the subscription was paid through, as the app records it.
    const reference = randomBytes(24).toString("base64url");
    const customData = { team_id: teamId, checkout_ref: reference };
    await sql("insert into teams (id, name, slug) values ($1, 'Instances team', $1)", [teamId]);
    await sql(
      "insert into checkout_references (reference_hash, provider, team_id, expires_at) values ($1, 'simulator', $2, now() + interval '1 day')",
      [createHash("sha256").update(reference).digest("base64url"), teamId],
    );
    await sql(
      "insert into billing_simulator_subscriptions (id, attributes, custom_data) values ($1, $2, $3)",
      [subscriptionId, JSON.stringify(attributes), JSON.stringify(customData)],
    );
    const body = JSON.stringify({
      meta: {
        event_name: "subscription_updated",
        test_mode: false,
        custom_data: customData,
      },
      data: { type: "subscriptions", id: subscriptionId, attributes },
    });
    const secret = createHmac("sha256", AUTH_SECRET)
      .update("billing-simulator-webhooks")
      .digest("hex");
    const signature = createHmac("sha256", secret).update(body, "utf8").digest("hex");
    const request = await newClient(playwright);
    const deliveries = await Promise.all(
      [0, 1].map(() =>
        request.post("/api/webhooks/lemonsqueezy", {
          data: body,
          headers: {
            "content-type": "application/json",
            "x-event-name": "subscription_updated",
            "x-signature": signature,
          },
        }),
      ),
    );
    expect(deliveries.map((d) => d.status())).toEqual([200, 200]);
    expect(new Set(deliveries.map(servedBy))).toEqual(new Set(["a", "b"]));
    const hash = createHash("sha256").update(body, "utf8").digest("hex");
    await expect
      .poll(async () =>
        (
          await sql<{ status: string }>(
            "select status::text from webhook_events where payload_hash = $1",
            [hash],
          )
        ).map((r) => r.status),
      )
      .toEqual(["processed"]);
    const subscriptions = await sql<{ status: string; provider_subscription_id: string }>(
      "select status::text, provider_subscription_id from subscriptions where team_id = $1",
      [teamId],
    );
    expect(subscriptions).toEqual([{ status: "active", provider_subscription_id: subscriptionId }]);
    const changes = await sql<{ n: number }>(
      "select count(*)::int as n from team_activities where team_id = $1 and action = 'billing.subscriptionChanged'",
      [teamId],
    );
    expect(changes[0]?.n).toBe(1);
  });

  // Last: it leaves one instance.
  test("an instance killed mid-request loses no task creation it acknowledged", async ({
    playwright,
  }) => {
    const { request } = await signedInOwner(playwright);
    const [team] = await sql<{ id: string }>("select id from teams where slug = 'demo-team'");
    const teamId = team?.id ?? "";
    const total = 60;
    const acknowledged: string[] = [];
    let failed = 0;
    const unanswered: string[] = [];
    let killedAt = -1;
    let next = 0;
    const victim = instances[1] as Instance;
    const exited = new Promise((resolve) => victim.child.once("exit", resolve));
    const sender = async () => {
      for (let i = next++; i < total; i = next++) {
        const title = `Instances ${i} ${Date.now()}`;
        // A client retries what got no 2xx (the proxy answers 502 for the dead instance).
        for (let attempt = 0; attempt < 8; attempt++) {
          const response = await mutation(request, "tasks.create", {
            teamId,
            title,
            status: "todo",
          }).catch(() => null);
          if (response?.ok()) {
            acknowledged.push(title);
            break;
          }
          failed += 1;
          if (attempt === 7) unanswered.push(`${title}: ${response?.status() ?? "no answer"}`);
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        if (acknowledged.length >= total / 3 && killedAt < 0) {
          killedAt = acknowledged.length;
          victim.child.kill("SIGKILL");
        }
      }
    };
    await Promise.all([sender(), sender(), sender(), sender()]);
    await exited;
    expect(victim.child.signalCode).toBe("SIGKILL");
    expect(unanswered).toEqual([]);
    expect(acknowledged).toHaveLength(total);
    const stored = new Set(
      (await sql<{ title: string }>("select title from tasks where team_id = $1", [teamId])).map(
        (row) => row.title,
      ),
    );
    expect(acknowledged.filter((title) => !stored.has(title))).toEqual([]);
    test.info().annotations.push({
      type: "kill",
      description: `killed after ${killedAt} acknowledged; ${failed} attempts without 2xx retried`,
    });
  });
});
