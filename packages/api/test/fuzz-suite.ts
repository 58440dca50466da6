import type { AnyProcedure } from "@trpc/server";
import type { z } from "zod";

import { TRPCError } from "@trpc/server";
import { getHTTPStatusCodeFromError } from "@trpc/server/http";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import type { Database } from "@teamkit/db";
import type { TestUser } from "@teamkit/db/testing";
import { eq, sql, users } from "@teamkit/db";
import {
  makeInvitation,
  makeSession,
  makeTeam,
  makeUser,
  TEST_PASSWORD,
  useTestDatabase,
} from "@teamkit/db/testing";

import type { Context } from "../src/context";
import type { RateLimiter, RateLimitRule } from "../src/rate-limit";
import type { FixtureRef } from "./fuzz-inputs";
import { createRateLimiter, PostgresRateLimitStore } from "../src/rate-limit";
import { appRouter, createCaller } from "../src/root";
import {
  describeValue,
  FIXTURE,
  procedureInput,
  resolveFixtureRefs,
  seedFor,
  sweepInputs,
} from "./fuzz-inputs";
import { cookieHeaders, testContext } from "./helpers";

/*
 * Schema-driven fuzzing of every procedure of the router, for every kind of caller: signed out,
 * signed in (a verified user with a session, owner of a team) and platform admin. The oracle: no
 * call answers 5xx (a server error is a bug, whatever the input), and an input the procedure's
 * own schema rejects changes nothing in the database (the local mailbox is a table, so "no mail
 * sent" is part of that). Procedures are read from the router, so new ones are fuzzed as soon as
 * they exist. Seeds are fixed per procedure and caller, so rerunning the test replays a failure;
 * the report names the procedure, the caller, the shrunk input and the error.
 */

/**
 * Random inputs per caller, shared out among the procedures that take an input (after the sweep
 * of `sweepInputs`), so the fuzz grows slower than the router. A procedure never gets fewer than
 * `MIN_RUNS`, and since the router passed 80 procedures with an input (107 on 2026-11-29) every
 * one gets exactly that: the fuzz now grows by 30 runs per caller with each new procedure. Fewer
 * runs are a prefix of the same inputs (fast-check draws them in order from the seed), so a new
 * procedure only shortens what the others are sent, never changes it.
 */
const TOTAL_RUNS = 2_400;
const MIN_RUNS = 30;

/**
 * Calls spent shrinking one failure (each is a real call, and a 3,000-character string shrinks
 * for long): past it, shrink candidates pass without a call, so the smallest failure found so
 * far is reported. A count, not a time limit, so the report is the same on every machine.
 */
const MAX_SHRINK_CALLS = 150;

/** Counters in these tables count calls, not data; see `buildSnapshotQuery`. */
const COUNTER_TABLES = new Set(["rate_limits"]);

type Role = "signed out" | "signed in" | "platform admin";
const ROLES: readonly Role[] = ["signed out", "signed in", "platform admin"];

interface Account {
  user: TestUser;
  token: string;
  role: "user" | "admin";
}

/**
 * Every procedure of the router, by its dotted path ("auth.signUp"). `_def.procedures` is typed
 * as the nested record of routers, but holds the flattened map of procedures by path.
 */
const procedures = Object.entries(
  appRouter._def.procedures as unknown as Record<string, AnyProcedure>,
);

const withInput = procedures.filter(([, procedure]) => procedure._def.inputs.length > 0).length;
const numRunsWithInput = Math.max(MIN_RUNS, Math.round(TOTAL_RUNS / Math.max(1, withInput)));

/**
 * The fuzz of every `parts`-th procedure, from the `part`-th (counting from 0): a file per part, so
 * the parts run side by side on the suite's workers. Every part has its own database and state.
 */
export function fuzzProcedures(part: number, parts: number): void {
  const database = useTestDatabase();
  let rateLimiter: RateLimiter;
  let snapshotQuery: string;
  const accounts = new Map<Role, Account>();
  /** What the fixture refs of fuzz-inputs.ts stand for; see `freshTeams`. */
  const refs = new Map<FixtureRef, string>();

  beforeAll(async () => {
    // Mails must land in the local mailbox (a table of the test database), never at a provider.
    vi.stubEnv("TEAMKIT_LOCAL_SERVICES", "1");
    vi.stubEnv("RESEND_API_KEY", "");
    rateLimiter = generousLimiter(database.db);
    snapshotQuery = await buildSnapshotQuery(database.db);
    await fixtureAccount("signed in");
    await fixtureAccount("platform admin");
  });

  /**
   * The fixture account of a role, made again with the same address when a fuzzed call deleted it
   * (an account deletion with the right password, a platform admin deleting a user): later calls
   * keep their caller, and teams their owner.
   */
  async function fixtureAccount(role: Exclude<Role, "signed out">): Promise<Account> {
    const account = accounts.get(role);
    if (account) {
      const [row] = await database.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.id, account.user.id));
      if (row) return account;
    }
    const [email, userRole] =
      role === "signed in"
        ? ([FIXTURE.userEmail, "user"] as const)
        : ([FIXTURE.adminEmail, "admin"] as const);
    const user = await makeUser(database.db, { email, role: userRole, password: TEST_PASSWORD });
    const { token } = await makeSession(database.db, { userId: user.id });
    const made = { user, token, role: userRole };
    accounts.set(role, made);
    return made;
  }

  /**
   * A team owned by the signed-in fixture user, with a pending invitation, and one owned by the
   * admin, made afresh for every procedure: an earlier procedure may have deleted or left them.
   */
  async function freshTeams(): Promise<void> {
    const user = await fixtureAccount("signed in");
    const admin = await fixtureAccount("platform admin");
    const team = await makeTeam(database.db, { owner: user.user, name: "Fuzz Team" });
    const other = await makeTeam(database.db, { owner: admin.user, name: "Admin Team" });
    const invitation = await makeInvitation(database.db, {
      teamId: team.id,
      invitedById: user.user.id,
    });
    refs.set("‹team id›", team.id);
    refs.set("‹team slug›", team.slug);
    refs.set("‹other team id›", other.id);
    refs.set("‹user id›", user.user.id);
    refs.set("‹admin id›", admin.user.id);
    refs.set("‹invitation id›", invitation.id);
    refs.set("‹invitation token›", invitation.token);
  }

  afterAll(() => {
    vi.unstubAllEnvs();
  });

  /**
   * The store production uses without Redis (the `rate_limits` table, so a key the store cannot
   * hold fails here as it would there), with limits no fuzz run reaches: a TOO_MANY_REQUESTS would
   * stop a call before the code this test is after. Expired windows are never pruned, since that
   * is random (`Math.random`) and this test must replay exactly.
   */
  function generousLimiter(db: Database): RateLimiter {
    const limiter = createRateLimiter({
      store: new PostgresRateLimitStore(db, { pruneProbability: 0 }),
    });
    // int4, the type of `rate_limits.count`.
    const generous = (rule: RateLimitRule): RateLimitRule => ({ ...rule, limit: 2_147_483_647 });
    return {
      check: (key, rule) => limiter.check(key, generous(rule)),
      enforce: (key, rule, messageKey) => limiter.enforce(key, generous(rule), messageKey),
    };
  }

  /**
   * One query that sums up every table of the public schema: its row count, and the sum of the
   * rows' `xmin` (the transaction that wrote each row version), which moves on every insert,
   * update and delete without reading the rows' (possibly large) contents. Statistics such as
   * `pg_stat_user_tables.n_live_tup` lag behind and cannot be used.
   *
   * `rate_limits` is left out: the limits of mailed-link procedures count every call before the
   * input is parsed, so that malformed calls are limited too; those counters are meant to move.
   */
  async function buildSnapshotQuery(db: Database): Promise<string> {
    const result: unknown = await db.execute(
      sql`select table_name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    );
    // node-postgres and PGlite both answer with `{ rows }`.
    const { rows } = result as { rows: { table_name: string }[] };
    const tables = rows.map((row) => row.table_name).filter((name) => !COUNTER_TABLES.has(name));
    if (!tables.length) throw new Error("no tables in the public schema");
    return tables
      .map(
        (name) =>
          `select '${name}' as name, count(*)::text as rows, ` +
          `coalesce(sum(xmin::text::bigint), 0)::text as versions, ` +
          `pg_current_snapshot()::text as xids from public."${name}"`,
      )
      .join(" union all ");
  }

  interface Snapshot {
    /** `pg_current_snapshot()` as the summary was read: it moves whenever a writer ends. */
    xids: string;
    tables: Map<string, string>;
  }

  /** The newest snapshot taken, which stays exact for as long as `xids` does not move. */
  let latest: Snapshot | undefined;

  /**
   * The summary of every table, read again only when a writing transaction has ended since the
   * newest one: the transactions the database would show as finished are the same, so are the
   * rows. Most rejected inputs write nothing at all, and the full read is most of their cost.
   */
  async function snapshot(): Promise<Snapshot> {
    const result: unknown = await database.db.execute(
      sql`select pg_current_snapshot()::text as xids`,
    );
    const xids = (result as { rows: { xids: string }[] }).rows[0]?.xids;
    if (latest && latest.xids === xids) return latest;
    const full: unknown = await database.db.execute(sql.raw(snapshotQuery));
    const { rows } = full as {
      rows: { name: string; rows: string; versions: string; xids: string }[];
    };
    latest = {
      xids: rows[0]?.xids ?? "",
      tables: new Map(rows.map((row) => [row.name, `${row.rows} rows (xmin sum ${row.versions})`])),
    };
    return latest;
  }

  /** A context as the HTTP handler builds it, for a caller of `role`. */
  async function contextFor(role: Role): Promise<Context> {
    const build = (token?: string) =>
      testContext(
        database.db,
        cookieHeaders(token),
        {},
        { rateLimiter, resHeaders: new Headers() },
      );
    if (role === "signed out") return build();
    let account = accounts.get(role) ?? (await fixtureAccount(role));
    let ctx = await build(account.token);
    if (!ctx.session) {
      // A fuzzed `auth.signOut` (or a password change) ended the session, or an account deletion
      // the account: start another, so the role stays what the report says it is.
      account = await fixtureAccount(role);
      account.token = (await makeSession(database.db, { userId: account.user.id })).token;
      ctx = await build(account.token);
    }
    if (ctx.session?.user.role !== account.role) {
      throw new Error(`the ${role} fixture has no ${account.role} session`);
    }
    return ctx;
  }

  type Call = (input: unknown) => Promise<unknown>;

  /** `caller.auth.signUp` for the path "auth.signUp". */
  function callerFor(ctx: Context, path: string): Call {
    let node: unknown = createCaller(ctx);
    for (const segment of path.split(".")) node = (node as Record<string, unknown>)[segment];
    return node as Call;
  }

  /** What is wrong with a failed call, or undefined when it failed as a client error (4xx). */
  function serverFailure(error: unknown): string | undefined {
    if (!(error instanceof TRPCError)) return `threw a non-tRPC error: ${describeError(error)}`;
    const status = getHTTPStatusCodeFromError(error);
    if (status < 500) return undefined;
    return `answered ${status} ${error.code}: ${describeError(error)}`;
  }

  /**
   * An error for the report: its root cause (a driver error says what the database refused), and
   * the message of the error that wrapped it (drizzle names the query), both shortened.
   */
  function describeError(error: unknown): string {
    const chain: Error[] = [];
    let current: unknown = error;
    while (current instanceof Error && chain.length < 10) {
      chain.push(current);
      current = current.cause;
    }
    const short = (text: string, max: number) => {
      const line = text.replace(/\s+/g, " ");
      return line.length > max ? `${line.slice(0, max)}…` : line;
    };
    const root = chain.at(-1);
    if (!root) return describeValue(error);
    const rest = current === undefined ? "" : ` (cause: ${describeValue(current)})`;
    const wrapper = chain.findLast((e) => e !== root && !(e instanceof TRPCError));
    const where = wrapper ? ` in ${short(wrapper.message, 100)}` : "";
    return `${root.name}: ${short(root.message, 300)}${rest}${where}`;
  }

  /**
   * One call of the fuzz, as `role`; throws what is wrong with it: a 5xx or non-tRPC error, a
   * polluted prototype, or (for an input the schema rejects) any change to the database.
   */
  async function checkCall(role: Role, path: string, input: unknown, invalid: boolean) {
    const call = callerFor(await contextFor(role), path);
    const before = invalid ? await snapshot() : undefined;
    try {
      await call(input);
    } catch (error) {
      const failure = serverFailure(error);
      if (failure) throw new Error(failure, { cause: error });
    }
    if ("fuzzPolluted" in {}) throw new Error("polluted Object.prototype");
    if (!before) return;
    const after = await snapshot();
    if (after === before) return;
    const changed = [...after.tables].filter(
      ([name, summary]) => before.tables.get(name) !== summary,
    );
    if (changed.length) {
      throw new Error(
        `wrote on input its schema rejects: ${changed
          .map(([name, summary]) => `${name} ${before.tables.get(name) ?? "absent"} → ${summary}`)
          .join(", ")}`,
      );
    }
  }

  function inputSchemas(procedure: AnyProcedure, path: string): z.ZodType[] {
    const inputs = (procedure._def as { inputs: unknown[] }).inputs;
    return inputs.map((parser) => {
      // The generator reads zod schemas; another kind of parser needs support there first.
      if (typeof parser !== "object" || parser === null || !("_zod" in parser)) {
        throw new Error(`${path}: its input is not a zod schema; teach fuzz-inputs.ts about it`);
      }
      return parser as z.ZodType;
    });
  }

  describe(`fuzz (${part + 1} of ${parts})`, () => {
    if (part === 0) {
      it("finds the router's procedures", () => {
        expect(procedures.map(([path]) => path)).toEqual(
          expect.arrayContaining(["health", "auth.signUp", "user.me", "dev.mailbox.sendPreview"]),
        );
      });
    }

    for (const [path, procedure] of procedures.filter((_, index) => index % parts === part)) {
      it(`${path} never answers 5xx and writes nothing on invalid input`, async () => {
        const schemas = inputSchemas(procedure, path);
        await freshTeams();
        const accepts = (input: unknown) =>
          schemas.every((schema) => schema.safeParse(resolveFixtureRefs(input, refs)).success);
        const examples = sweepInputs(schemas, accepts).map((input): [unknown] => [input]);
        // The sweep runs first and counts towards fast-check's numRuns.
        const numRuns = schemas.length ? examples.length + numRunsWithInput : 1;
        const failures: string[] = [];
        let validInputs = 0;
        let calls = 0;

        for (const role of ROLES) {
          const seed = seedFor(`${path} ${role}`);
          let roleCalls = 0;
          let firstFailure: number | undefined;
          const property = fc.asyncProperty(procedureInput(schemas), async (generated) => {
            roleCalls += 1;
            if (firstFailure !== undefined && roleCalls - firstFailure > MAX_SHRINK_CALLS) return;
            const input = resolveFixtureRefs(generated, refs);
            const invalid = schemas.some((schema) => !schema.safeParse(input).success);
            calls += 1;
            if (!invalid) validInputs += 1;
            try {
              await checkCall(role, path, input, invalid);
            } catch (error) {
              firstFailure ??= roleCalls;
              throw error;
            }
          });
          const result = await fc.check(property, { seed, numRuns, examples });
          if (result.failed && result.counterexample) {
            const [input] = result.counterexample;
            failures.push(
              `${path} as ${role}: ${result.errorInstance instanceof Error ? result.errorInstance.message : String(result.errorInstance)}\n` +
                `    input: ${describeValue(input)}\n` +
                `    replay: fc.check(…, { seed: ${seed}, path: "${result.counterexamplePath}" }), ` +
                `shrunk ${result.numShrinks} times`,
            );
          } else if (result.failed) {
            failures.push(
              `${path} as ${role}: gave up after ${result.numRuns} runs (seed ${seed})`,
            );
          }
        }

        expect(failures.join("\n\n")).toBe("");
        // Without inputs that pass validation the fuzz never reaches the code behind the schema:
        // extend fuzz-inputs.ts when a new kind of field makes this fail.
        if (schemas.length) expect(validInputs / calls).toBeGreaterThan(0.1);
      }, 180_000);
    }
  });
}
