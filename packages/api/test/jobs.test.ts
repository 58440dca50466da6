import { beforeAll, describe, expect, it } from "vitest";

import { startImpersonation } from "@teamkit/admin";
import { sessionKey, startSession } from "@teamkit/auth";
import { BillingSimulator, handleWebhook } from "@teamkit/billing";
import {
  eq,
  inArray,
  jobRuns,
  knownDevices,
  mailOutbox,
  mails,
  oneTimeTokens,
  rateLimits,
  sessions,
  subscriptions,
  webhookEvents,
} from "@teamkit/db";
import {
  makeInvitation,
  makeSession,
  makeSubscription,
  makeTeam,
  makeUser,
  makeWebhookEvent,
  unique,
  useTestDatabase,
} from "@teamkit/db/testing";
import { enqueueEmail, latestMailTo } from "@teamkit/email";

import type { JobDefinition } from "../src/jobs";
import { createJobRunner, upkeepJobs } from "../src/jobs";
import { auditTrail } from "./helpers";

const database = useTestDatabase();
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const T0 = new Date("2031-03-01T12:00:00Z");

/** A clock the test moves by hand. */
function fakeClock(start = T0) {
  let ms = start.getTime();
  return {
    now: () => new Date(ms),
    set: (at: Date) => {
      ms = at.getTime();
    },
    advance: (by: number) => {
      ms += by;
    },
  };
}

function countingJob(everyMs: number, counts: () => Record<string, number> = () => ({ n: 1 })) {
  const job = {
    name: unique("job"),
    everyMs,
    runs: [] as Date[],
    run: ({ now }: { now: Date }) => {
      job.runs.push(now);
      return Promise.resolve(counts());
    },
  };
  return job;
}

async function rowOf(name: string) {
  const [row] = await database.db.select().from(jobRuns).where(eq(jobRuns.name, name));
  return row;
}

const quiet = () => undefined;

describe("the job runner", () => {
  it("runs every job at its first pass, then each when its interval has passed", async () => {
    const clock = fakeClock();
    const minutely = countingJob(MINUTE);
    const hourly = countingJob(HOUR);
    const runner = createJobRunner({
      client: database.client,
      jobs: [minutely, hourly],
      now: clock.now,
      log: quiet,
    });
    const ran = (results: Record<string, string>) =>
      [minutely, hourly].filter((job) => results[job.name] === "ran").length;

    expect(ran(await runner.runDue())).toBe(2);
    clock.advance(30_000);
    expect(await runner.runDue()).toEqual({ [minutely.name]: "notDue", [hourly.name]: "notDue" });
    clock.advance(30_000);
    expect(await runner.runDue()).toEqual({ [minutely.name]: "ran", [hourly.name]: "notDue" });
    clock.set(new Date(T0.getTime() + HOUR));
    expect(ran(await runner.runDue())).toBe(2);
    expect(minutely.runs).toHaveLength(3);
    expect(hourly.runs).toEqual([T0, new Date(T0.getTime() + HOUR)]);
    expect(await rowOf(hourly.name)).toMatchObject({
      lastStartedAt: new Date(T0.getTime() + HOUR),
      nextRunAt: new Date(T0.getTime() + 2 * HOUR),
      lastCounts: { n: 1 },
      consecutiveFailures: 0,
    });
  });

  it("retries a failing job after 1, 2 and 4 minutes, never later than its schedule, and records the failures", async () => {
    const clock = fakeClock();
    let failing = true;
    const job: JobDefinition = {
      name: unique("flaky"),
      everyMs: 3 * MINUTE,
      run: () => (failing ? Promise.reject(new TypeError("provider down")) : Promise.resolve({})),
    };
    const lines: string[] = [];
    const runner = createJobRunner({
      client: database.client,
      jobs: [job],
      now: clock.now,
      log: (line) => lines.push(line),
    });
    const waits: number[] = [];
    for (let attempt = 1; attempt <= 3; attempt++) {
      expect(await runner.runDue()).toEqual({ [job.name]: "failed" });
      const row = await rowOf(job.name);
      expect(row?.consecutiveFailures).toBe(attempt);
      waits.push(((row?.nextRunAt.getTime() ?? 0) - clock.now().getTime()) / MINUTE);
      clock.set(row?.nextRunAt ?? T0);
    }
    expect(waits).toEqual([1, 2, 3]);
    expect(JSON.parse(lines[0] ?? "{}")).toMatchObject({
      level: "error",
      msg: "job failed",
      job: job.name,
      error: "TypeError",
      failures: 1,
    });
    expect(lines.join("\n")).not.toContain("provider down");
    failing = false;
    expect(await runner.runDue()).toEqual({ [job.name]: "ran" });
    expect(await rowOf(job.name)).toMatchObject({
      consecutiveFailures: 0,
      totalFailures: 3,
      lastError: null,
    });
  });

  it("logs each run as one JSON line with its duration and counts", async () => {
    const clock = fakeClock();
    const job: JobDefinition = {
      name: unique("logged"),
      everyMs: HOUR,
      run: () => {
        clock.advance(1_250);
        return Promise.resolve({ deleted: 7 });
      },
    };
    const lines: string[] = [];
    await createJobRunner({
      client: database.client,
      jobs: [job],
      now: clock.now,
      log: (line) => lines.push(line),
    }).runDue();
    expect(lines.map((line) => JSON.parse(line) as unknown)).toEqual([
      { level: "info", msg: "job ran", job: job.name, durationMs: 1_250, counts: { deleted: 7 } },
    ]);
    expect(await rowOf(job.name)).toMatchObject({ lastDurationMs: 1_250 });
  });

  it("logs no line for a run that found nothing to do, and still records it", async () => {
    const job: JobDefinition = {
      name: unique("idle"),
      everyMs: HOUR,
      run: () => Promise.resolve({ deleted: 0 }),
    };
    const lines: string[] = [];
    const results = await createJobRunner({
      client: database.client,
      jobs: [job],
      log: (line) => lines.push(line),
    }).runDue();
    expect(results[job.name]).toBe("ran");
    expect(lines).toEqual([]);
    expect(await rowOf(job.name)).toMatchObject({ lastCounts: { deleted: 0 } });
  });

  it("runs a job on one of two runners: the other skips it while it runs and finds it done after", async () => {
    const clock = fakeClock();
    let release = () => undefined as void;
    let started = () => undefined as void;
    const isRunning = new Promise<void>((resolve) => (started = resolve));
    const runs: string[] = [];
    const job = (runner: string): JobDefinition => ({
      name: "sharedLockTest",
      everyMs: HOUR,
      run: async () => {
        runs.push(runner);
        started();
        await new Promise<void>((resolve) => (release = resolve));
        return {};
      },
    });
    // On Postgres the second runner shares no memory with the first: only the advisory lock
    // (on a connection of each runner's own) keeps them apart.
    const otherClient = database.driver === "pglite" ? database.client : { ...database.client };
    const first = createJobRunner({
      client: database.client,
      jobs: [job("first")],
      now: clock.now,
      log: quiet,
    });
    const second = createJobRunner({
      client: otherClient,
      jobs: [job("second")],
      now: clock.now,
      log: quiet,
    });
    const firstPass = first.runDue();
    await isRunning;
    expect(await second.runDue()).toEqual({ sharedLockTest: "busy" });
    release();
    expect(await firstPass).toEqual({ sharedLockTest: "ran" });
    expect(await second.runDue()).toEqual({ sharedLockTest: "notDue" });
    expect(runs).toEqual(["first"]);
  });
});

describe("the upkeep jobs", () => {
  const env = { TEAMKIT_MAILBOX_RETENTION_DAYS: 30, TEAMKIT_WEBHOOK_RETENTION_DAYS: 90 };
  let sim: BillingSimulator;
  beforeAll(() => {
    sim = new BillingSimulator(
      database.db,
      "jobs-test-secret",
      async (rawBody, signature) => {
        await handleWebhook(database.db, sim, { rawBody, signature });
      },
      () => undefined,
    );
  });

  function runJobs(names: string[], now: Date) {
    const jobs = upkeepJobs({ env, provider: () => sim }).filter((job) => names.includes(job.name));
    // A fresh name per pass keeps earlier passes from making these not yet due.
    return createJobRunner({
      client: database.client,
      jobs: jobs.map((job) => ({ ...job, name: unique(job.name) })),
      now: () => now,
      log: quiet,
    });
  }

  it("records an impersonation that ran out as expired before its session is deleted", async () => {
    const now = new Date();
    const admin = await makeUser(database.db, { role: "admin" });
    const user = await makeUser(database.db);
    const own = await startSession(database.db, admin.id);
    const { token } = await startImpersonation(database.db, {
      adminId: admin.id,
      adminSessionId: sessionKey(own.token),
      userId: user.id,
      reason: "Ticket 21",
      ip: "198.51.100.7",
      now: new Date(now.getTime() - 2 * HOUR),
    });

    await runJobs(["expiredRows"], now).runDue();

    expect(
      await database.db
        .select({ id: sessions.sessionToken })
        .from(sessions)
        .where(eq(sessions.sessionToken, sessionKey(token))),
    ).toEqual([]);
    expect(await auditTrail(database.db, user.id)).toEqual([
      { action: "impersonation.started", actorId: admin.id },
      { action: "impersonation.expired", actorId: admin.id },
    ]);
  });

  it("deletes expired sessions, tokens, devices unseen for a year, long-expired invitations and rate-limit windows, and nothing live", async () => {
    const now = new Date();
    const ago = (ms: number) => new Date(now.getTime() - ms);
    const user = await makeUser(database.db);
    const team = await makeTeam(database.db);
    const live = await makeSession(database.db, { userId: user.id });
    const expired = await makeSession(database.db, { userId: user.id, expires: ago(MINUTE) });
    const idle = await makeSession(database.db, {
      userId: user.id,
      lastActiveAt: ago(8 * DAY),
    });
    const tokenValues = (expiresAt: Date) => ({
      type: "magic_link" as const,
      identifier: user.email,
      tokenHash: unique("hash"),
      expiresAt,
    });
    const [liveToken, deadToken] = await database.db
      .insert(oneTimeTokens)
      .values([tokenValues(new Date(now.getTime() + HOUR)), tokenValues(ago(MINUTE))])
      .returning({ id: oneTimeTokens.id });
    const recentlyExpired = await makeInvitation(database.db, {
      teamId: team.id,
      expiresAt: ago(DAY),
    });
    const longExpired = await makeInvitation(database.db, {
      teamId: team.id,
      expiresAt: ago(31 * DAY),
    });
    const window = (key: string, expiresAt: Date) => ({ key, windowStart: 1, count: 1, expiresAt });
    const liveKey = unique("live");
    const deadKey = unique("dead");
    await database.db
      .insert(rateLimits)
      .values([window(liveKey, new Date(now.getTime() + MINUTE)), window(deadKey, ago(1))]);

    const device = (deviceHash: string, lastSeenAt: Date) => ({
      userId: user.id,
      kind: "web" as const,
      deviceHash,
      lastSeenAt,
    });
    await database.db
      .insert(knownDevices)
      .values([device("seen-lately", ago(300 * DAY)), device("unseen", ago(366 * DAY))]);

    await runJobs(["expiredRows"], now).runDue();

    const devices = await database.db
      .select({ hash: knownDevices.deviceHash })
      .from(knownDevices)
      .where(eq(knownDevices.userId, user.id));
    expect(devices).toEqual([{ hash: "seen-lately" }]);

    const sessionRows = await database.db
      .select({ token: sessions.sessionToken })
      .from(sessions)
      .where(
        inArray(sessions.sessionToken, [
          live.sessionToken,
          expired.sessionToken,
          idle.sessionToken,
        ]),
      );
    expect(sessionRows.map((row) => row.token)).toEqual([live.sessionToken]);
    const tokenRows = await database.db
      .select({ id: oneTimeTokens.id })
      .from(oneTimeTokens)
      .where(inArray(oneTimeTokens.id, [liveToken?.id ?? "", deadToken?.id ?? ""]));
    expect(tokenRows).toEqual([{ id: liveToken?.id }]);
    const invitationIds = (
      await database.db.query.invitations.findMany({ where: (t, { eq }) => eq(t.teamId, team.id) })
    ).map((row) => row.id);
    expect(invitationIds).toEqual([recentlyExpired.id]);
    expect(invitationIds).not.toContain(longExpired.id);
    const keys = (
      await database.db
        .select({ key: rateLimits.key })
        .from(rateLimits)
        .where(inArray(rateLimits.key, [liveKey, deadKey]))
    ).map((row) => row.key);
    expect(keys).toEqual([liveKey]);
  });

  it("keeps the mailbox and webhook bodies for their retention, and each event's hash after it", async () => {
    const now = new Date();
    const ago = (days: number) => new Date(now.getTime() - days * DAY);
    const mail = (createdAt: Date) => ({
      to: `${unique("to")}@example.com`,
      from: "Teamkit <noreply@teamkit.local>",
      subject: "s",
      html: "<p>h</p>",
      text: "t",
      template: "MagicLink",
      locale: "en" as const,
      createdAt,
    });
    const [kept, old] = await database.db
      .insert(mails)
      .values([mail(ago(29)), mail(ago(31))])
      .returning({ id: mails.id });
    const oldEvent = await makeWebhookEvent(database.db, {
      status: "processed",
      receivedAt: ago(91),
      payload: { body: true },
    });
    const newerEvent = await makeWebhookEvent(database.db, {
      status: "processed",
      receivedAt: ago(89),
      payload: { body: true },
    });

    const runner = runJobs(["retention"], now);
    await runner.runDue();

    const mailIds = (
      await database.db
        .select({ id: mails.id })
        .from(mails)
        .where(inArray(mails.id, [kept?.id ?? "", old?.id ?? ""]))
    ).map((row) => row.id);
    expect(mailIds).toEqual([kept?.id]);
    const events = await database.db
      .select({
        id: webhookEvents.id,
        payload: webhookEvents.payload,
        hash: webhookEvents.payloadHash,
      })
      .from(webhookEvents)
      .where(inArray(webhookEvents.id, [oldEvent.id, newerEvent.id]));
    expect(events).toEqual(
      expect.arrayContaining([
        { id: oldEvent.id, payload: null, hash: oldEvent.payloadHash },
        { id: newerEvent.id, payload: { body: true }, hash: newerEvent.payloadHash },
      ]),
    );
  });

  it("lapses a checkout left incomplete for an hour when billing is reconciled", async () => {
    const now = new Date();
    const stale = await makeTeam(database.db);
    const fresh = await makeTeam(database.db);
    await makeSubscription(database.db, {
      teamId: stale.id,
      status: "incomplete",
      providerSubscriptionId: null,
      createdAt: new Date(now.getTime() - HOUR - MINUTE),
    });
    await makeSubscription(database.db, {
      teamId: fresh.id,
      status: "incomplete",
      providerSubscriptionId: null,
      createdAt: new Date(now.getTime() - HOUR + MINUTE),
    });
    await runJobs(["billingReconciliation"], now).runDue();
    const left = await database.db
      .select({ teamId: subscriptions.teamId })
      .from(subscriptions)
      .where(inArray(subscriptions.teamId, [stale.id, fresh.id]));
    expect(left).toEqual([{ teamId: fresh.id }]);
  });

  it("sends the mails waiting in the outbox", async () => {
    const to = `${unique("queued")}@example.com`;
    const id = await enqueueEmail(database.db, {
      to,
      template: "SubscriptionOwnerChange",
      locale: "de",
      props: {
        teamName: "Acme",
        formerOwner: "Ada",
        reason: "removed",
        plan: "business",
        endsAt: null,
        url: "https://app.test/de/app/settings/team/billing",
      },
    });
    await runJobs(["mailOutbox"], new Date(Date.now() + 1_000)).runDue();
    const [row] = await database.db
      .select({ status: mailOutbox.status })
      .from(mailOutbox)
      .where(eq(mailOutbox.id, id));
    expect(row?.status).toBe("sent");
    expect((await latestMailTo(database.db, to))?.template).toBe("SubscriptionOwnerChange");
  });
});
