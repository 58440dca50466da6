import { describe, expect, it } from "vitest";

import type { FlowDeps } from "@teamkit/auth";
import { endOtherSessions, getSession, sessionKey, startSession } from "@teamkit/auth";
import {
  auditLogs,
  eq,
  inArray,
  jobRuns,
  mailOutbox,
  memberships,
  sessions,
  sql,
  teams,
  users,
} from "@teamkit/db";
import {
  makeMembership,
  makeSubscription,
  makeTeam,
  makeUser,
  makeWebhookEvent,
  useTestDatabase,
} from "@teamkit/db/testing";
import { enqueueEmail, readEmailEnv } from "@teamkit/email";
import { AdminUserSearchInput, isAppError } from "@teamkit/validators";

import {
  AUDIT_PAGE_SIZE,
  deleteUserAsAdmin,
  getOverview,
  listAudit,
  recordAudit,
  recordExpiredImpersonations,
  resendVerificationAsAdmin,
  retryMailAsAdmin,
  returnFromImpersonation,
  searchUsers,
  startImpersonation,
  stopImpersonation,
} from "../src";

const database = useTestDatabase();

/** A signed-in session of the admin, by key: the one an impersonation is started from. */
async function adminSessionOf(adminId: string): Promise<string> {
  return sessionKey((await startSession(database.db, adminId)).token);
}

/** The code and message key a domain call failed with. */
async function failure(call: Promise<unknown>): Promise<string> {
  try {
    await call;
    return "no error";
  } catch (error) {
    return isAppError(error) ? `${error.code} ${error.messageKey ?? ""}`.trim() : String(error);
  }
}

async function auditOf(targetId: string) {
  return database.db
    .select()
    .from(auditLogs)
    .where(eq(auditLogs.targetId, targetId))
    .orderBy(auditLogs.createdAt);
}

const IP = "198.51.100.7";

describe("deleteUserAsAdmin", () => {
  it("deletes a sole-member team, hands a solely owned team to its earliest member and ends the sessions", async () => {
    const admin = await makeUser(database.db, { role: "admin" });
    const doomed = await makeUser(database.db);
    const alone = (await makeTeam(database.db, { owner: doomed, name: "Alone" })).id;
    const shared = (await makeTeam(database.db, { owner: doomed, name: "Shared" })).id;
    const first = await makeUser(database.db);
    const second = await makeUser(database.db);
    // Inserted one after the other, the two can share a timestamp: say who joined first.
    const joined = Date.now() - 60_000;
    await makeMembership(database.db, {
      teamId: shared,
      userId: first.id,
      createdAt: new Date(joined),
    });
    await makeMembership(database.db, {
      teamId: shared,
      userId: second.id,
      createdAt: new Date(joined + 1000),
    });
    await startSession(database.db, doomed.id);

    const result = await deleteUserAsAdmin(database.db, {
      adminId: admin.id,
      userId: doomed.id,
      ip: IP,
    });

    expect(result.deletedTeamIds).toEqual([alone]);
    const remainingTeams = await database.db
      .select({ id: teams.id })
      .from(teams)
      .where(inArray(teams.id, [alone, shared]));
    expect(remainingTeams).toEqual([{ id: shared }]);
    const roles = await database.db
      .select({ userId: memberships.userId, role: memberships.role })
      .from(memberships)
      .where(eq(memberships.teamId, shared));
    expect(roles).toEqual(
      expect.arrayContaining([
        { userId: first.id, role: "owner" },
        { userId: second.id, role: "member" },
      ]),
    );
    expect(roles).toHaveLength(2);
    expect(await database.db.select().from(sessions).where(eq(sessions.userId, doomed.id))).toEqual(
      [],
    );
    const [row] = await auditOf(doomed.id);
    expect(row).toMatchObject({
      action: "user.deleted",
      actorId: admin.id,
      actorEmail: admin.email,
      targetEmail: doomed.email,
      targetName: doomed.name,
      ip: IP,
    });
  });

  it("refuses to delete an admin or the acting admin, and deletes nothing", async () => {
    const admin = await makeUser(database.db, { role: "admin" });
    const other = await makeUser(database.db, { role: "admin" });
    expect(
      await failure(
        deleteUserAsAdmin(database.db, { adminId: admin.id, userId: other.id, ip: IP }),
      ),
    ).toBe("FORBIDDEN admin.errors.adminTarget");
    expect(
      await failure(
        deleteUserAsAdmin(database.db, { adminId: admin.id, userId: admin.id, ip: IP }),
      ),
    ).toBe("FORBIDDEN admin.errors.adminTarget");
    const left = await database.db
      .select({ id: users.id })
      .from(users)
      .where(inArray(users.id, [admin.id, other.id]));
    expect(left).toHaveLength(2);
    expect(await auditOf(other.id)).toEqual([]);
  });

  it("answers NOT_FOUND for an unknown user", async () => {
    const admin = await makeUser(database.db, { role: "admin" });
    expect(
      await failure(
        deleteUserAsAdmin(database.db, {
          adminId: admin.id,
          userId: "00000000-0000-4000-8000-00000000abcd",
          ip: IP,
        }),
      ),
    ).toBe("NOT_FOUND admin.errors.userNotFound");
  });
});

describe("impersonation", () => {
  it("starts a session of the user that records the admin and ends by itself after 60 minutes", async () => {
    const admin = await makeUser(database.db, { role: "admin" });
    const target = await makeUser(database.db);
    const start = new Date("2031-03-01T10:00:00Z");
    const { token, expires } = await startImpersonation(database.db, {
      adminId: admin.id,
      adminSessionId: await adminSessionOf(admin.id),
      userId: target.id,
      reason: "Ticket 7: cannot see the board",
      ip: IP,
      now: start,
    });
    expect(expires.getTime() - start.getTime()).toBe(60 * 60_000);

    const at59 = await getSession(database.db, token, new Date(start.getTime() + 59 * 60_000));
    expect(at59?.user.id).toBe(target.id);
    expect(at59?.impersonatorId).toBe(admin.id);
    expect(await getSession(database.db, token, new Date(start.getTime() + 60 * 60_000))).toBe(
      null,
    );

    const [row] = await auditOf(target.id);
    expect(row).toMatchObject({
      action: "impersonation.started",
      actorId: admin.id,
      targetId: target.id,
      ip: IP,
      metadata: { reason: "Ticket 7: cannot see the board", expiresAt: expires.toISOString() },
    });
  });

  it("refuses admins (the acting one included) as targets", async () => {
    const admin = await makeUser(database.db, { role: "admin" });
    const other = await makeUser(database.db, { role: "admin" });
    for (const userId of [admin.id, other.id]) {
      expect(
        await failure(
          startImpersonation(database.db, {
            adminId: admin.id,
            adminSessionId: await adminSessionOf(admin.id),
            userId,
            reason: "Why",
            ip: IP,
          }),
        ),
      ).toBe("FORBIDDEN admin.errors.adminTarget");
    }
    expect(
      await database.db.select().from(sessions).where(eq(sessions.impersonatorId, admin.id)),
    ).toEqual([]);
  });

  /** An admin impersonates `target`, then stops, handing in `adminToken` as their own session. */
  async function impersonateThenStop(
    admin: { id: string },
    target: Awaited<ReturnType<typeof makeUser>>,
    adminToken: string,
  ) {
    const { token } = await startImpersonation(database.db, {
      adminId: admin.id,
      adminSessionId: await adminSessionOf(admin.id),
      userId: target.id,
      reason: "Checking the invite flow",
      ip: IP,
    });
    const session = await getSession(database.db, token);
    if (!session) throw new Error("no session");
    const restored = await stopImpersonation(database.db, {
      session: { id: session.id, user: target, impersonatorId: admin.id },
      adminToken,
      ip: IP,
    });
    return { token, restored };
  }

  it("stops by deleting the impersonated session and hands back the admin's own live session", async () => {
    const admin = await makeUser(database.db, { role: "admin" });
    const target = await makeUser(database.db);
    const own = await startSession(database.db, admin.id);
    const { token, restored } = await impersonateThenStop(admin, target, own.token);

    expect(restored?.token).toBe(own.token);
    expect(await getSession(database.db, token)).toBe(null);
    expect((await getSession(database.db, own.token))?.user.id).toBe(admin.id);
    expect((await auditOf(target.id)).map((row) => row.action)).toEqual([
      "impersonation.started",
      "impersonation.stopped",
    ]);
  });

  it("restores nothing from a cookie that holds no live session of that admin", async () => {
    const admin = await makeUser(database.db, { role: "admin" });
    const target = await makeUser(database.db);
    // A session of someone else (the user's own) must never be handed back as the admin's.
    const stranger = await startSession(database.db, target.id);
    const { token, restored } = await impersonateThenStop(admin, target, stranger.token);
    expect(restored).toBe(null);
    expect(await getSession(database.db, token)).toBe(null);
  });

  it("ends with the admin's session it was started from, however that session ends", async () => {
    const admin = await makeUser(database.db, { role: "admin" });
    const target = await makeUser(database.db);
    const start = (adminSessionId: string) =>
      startImpersonation(database.db, {
        adminId: admin.id,
        adminSessionId,
        userId: target.id,
        reason: "Support",
        ip: IP,
      });
    const first = await startSession(database.db, admin.id);
    const second = await startSession(database.db, admin.id);
    const fromFirst = await start(sessionKey(first.token));
    const fromSecond = await start(sessionKey(second.token));

    // The admin ends every other session from the second browser: the first one's impersonation
    // goes with it, the second's stays.
    await endOtherSessions(database.db, admin.id, second.token);
    expect(await getSession(database.db, fromFirst.token)).toBe(null);
    expect((await getSession(database.db, fromSecond.token))?.impersonatorId).toBe(admin.id);

    await database.db.delete(sessions).where(eq(sessions.sessionToken, sessionKey(second.token)));
    expect(await getSession(database.db, fromSecond.token)).toBe(null);
  });

  it("records an impersonation whose hour ran out as expired, once, even when the admin never comes back", async () => {
    const admin = await makeUser(database.db, { role: "admin" });
    const [gone, live] = [await makeUser(database.db), await makeUser(database.db)];
    const own = await startSession(database.db, admin.id);
    const start = new Date("2031-03-01T10:00:00Z");
    const impersonate = (userId: string, now: Date) =>
      startImpersonation(database.db, {
        adminId: admin.id,
        adminSessionId: sessionKey(own.token),
        userId,
        reason: "Support",
        ip: IP,
        now,
      });
    const expired = await impersonate(gone.id, start);
    const running = await impersonate(live.id, new Date(start.getTime() + 30 * 60_000));
    const at = new Date(start.getTime() + 61 * 60_000);

    // Other tests' impersonations ran out by then too: this one's count is in its audit rows.
    expect(await recordExpiredImpersonations(database.db, at)).toBeGreaterThan(0);
    expect(await recordExpiredImpersonations(database.db, at)).toBe(0);
    expect((await auditOf(gone.id)).map((row) => [row.action, row.actorId, row.metadata])).toEqual([
      ["impersonation.started", admin.id, expect.anything()],
      ["impersonation.expired", admin.id, { expiredAt: expired.expires.toISOString() }],
    ]);
    expect((await auditOf(live.id)).map((row) => row.action)).toEqual(["impersonation.started"]);
    expect((await getSession(database.db, running.token, at))?.impersonatorId).toBe(admin.id);

    // The admin comes back later: the way back finds the expired one recorded already.
    await returnFromImpersonation(database.db, { adminToken: own.token, ip: IP, now: at });
    expect((await auditOf(gone.id)).map((row) => row.action)).toEqual([
      "impersonation.started",
      "impersonation.expired",
    ]);
  });
});

describe("resendVerificationAsAdmin", () => {
  function capture(): { deps: FlowDeps; sent: { to: string; template: string }[] } {
    const sent: { to: string; template: string }[] = [];
    const deps = {
      appUrl: "http://teamkit.test",
      sendEmail: ((mail: { to: string; template: string }) => {
        sent.push({ to: mail.to, template: mail.template });
        return Promise.resolve({ id: "test" });
      }) as unknown as FlowDeps["sendEmail"],
    };
    return { deps, sent };
  }

  it("mails an unverified user a verification link and records it", async () => {
    const admin = await makeUser(database.db, { role: "admin" });
    const target = await makeUser(database.db, { emailVerified: null });
    const { deps, sent } = capture();
    await resendVerificationAsAdmin(
      database.db,
      { adminId: admin.id, userId: target.id, ip: IP },
      deps,
    );
    expect(sent).toEqual([{ to: target.email, template: "NewUser" }]);
    expect((await auditOf(target.id)).map((row) => row.action)).toEqual([
      "user.verificationResent",
    ]);
  });

  it("refuses a verified address and records nothing when the mail fails", async () => {
    const admin = await makeUser(database.db, { role: "admin" });
    const verified = await makeUser(database.db);
    const { deps } = capture();
    expect(
      await failure(
        resendVerificationAsAdmin(
          database.db,
          { adminId: admin.id, userId: verified.id, ip: IP },
          deps,
        ),
      ),
    ).toBe("CONFLICT admin.errors.alreadyVerified");

    const unverified = await makeUser(database.db, { emailVerified: null });
    const failing = {
      ...deps,
      sendEmail: (() => Promise.reject(new Error("smtp down"))) as unknown as FlowDeps["sendEmail"],
    };
    await expect(
      resendVerificationAsAdmin(
        database.db,
        { adminId: admin.id, userId: unverified.id, ip: IP },
        failing,
      ),
    ).rejects.toThrow();
    expect(await auditOf(unverified.id)).toEqual([]);
  });
});

describe("the audit log", () => {
  it("keeps every row, with its snapshots, after the actor and the target are deleted", async () => {
    const admin = await makeUser(database.db, { role: "admin", name: "Ada Admin" });
    const target = await makeUser(database.db, { emailVerified: null, name: "Tom Target" });
    await startImpersonation(database.db, {
      adminId: admin.id,
      adminSessionId: await adminSessionOf(admin.id),
      userId: target.id,
      reason: "Support",
      ip: IP,
    });
    await resendVerificationAsAdmin(
      database.db,
      { adminId: admin.id, userId: target.id, ip: IP },
      {
        appUrl: "http://teamkit.test",
        sendEmail: (() => Promise.resolve({ id: "t" })) as unknown as FlowDeps["sendEmail"],
      },
    );
    await deleteUserAsAdmin(database.db, { adminId: admin.id, userId: target.id, ip: IP });
    // The admin's account goes too (another admin demoted and removed it).
    await database.db.delete(users).where(eq(users.id, admin.id));

    const rows = await auditOf(target.id);
    expect(rows.map((row) => row.action)).toEqual([
      "impersonation.started",
      "user.verificationResent",
      "user.deleted",
    ]);
    for (const row of rows) {
      expect(row).toMatchObject({
        actorId: admin.id,
        actorEmail: admin.email,
        actorName: "Ada Admin",
        targetId: target.id,
        targetEmail: target.email,
        targetName: "Tom Target",
        ip: IP,
      });
    }
  });
});

describe("listAudit", () => {
  it("reads every entry once, newest first, a page at a time, entries of one instant included", async () => {
    const admin = await makeUser(database.db, { role: "admin" });
    const target = await makeUser(database.db);
    const entry = { actor: admin, action: "user.deleted", target, ip: IP } as const;
    // One transaction: the same `now()` for all of them, so only their ids order them.
    await database.db.transaction(async (tx) => {
      for (let index = 0; index < 13; index += 1) await recordAudit(tx, entry);
    });
    for (let index = 0; index < 10; index += 1) await recordAudit(database.db, entry);

    const all = await database.db
      .select({ id: auditLogs.id })
      .from(auditLogs)
      .orderBy(sql`${auditLogs.createdAt} desc, ${auditLogs.id} desc`);
    const seen: string[] = [];
    let page = await listAudit(database.db);
    expect(page.entries).toHaveLength(AUDIT_PAGE_SIZE);
    seen.push(...page.entries.map((row) => row.id));
    while (page.nextCursor) {
      page = await listAudit(database.db, { cursor: page.nextCursor });
      seen.push(...page.entries.map((row) => row.id));
    }
    expect(seen).toEqual(all.map((row) => row.id));
    expect(new Set(seen).size).toBeGreaterThanOrEqual(23);
  });
});

describe("searchUsers", () => {
  const search = (input: Record<string, unknown>) =>
    searchUsers(database.db, AdminUserSearchInput.parse(input));

  it("matches name and email by prefix and substring, ignoring case, with filters", async () => {
    const zelda = await makeUser(database.db, {
      name: "Zelda Quixote",
      email: "zq-search@example.org",
    });
    const admin = await makeUser(database.db, {
      name: "Quinn Admin",
      email: "quinn-search@example.org",
      role: "admin",
    });
    const unverified = await makeUser(database.db, {
      name: "Unverified Quokka",
      email: "uq-search@example.org",
      emailVerified: null,
    });
    const team = (await makeTeam(database.db, { owner: zelda, name: "Quix Team" })).id;

    const ids = async (input: Record<string, unknown>) =>
      (await search(input)).users.map((user) => user.id).sort();

    expect(await ids({ q: "QUIXOTE" })).toEqual([zelda.id]);
    expect(await ids({ q: "zq-SEA" })).toEqual([zelda.id]);
    expect(await ids({ q: "-search@example.org" })).toEqual(
      [zelda.id, admin.id, unverified.id].sort(),
    );
    expect(await ids({ q: "search@example.org", admin: "yes" })).toEqual([admin.id]);
    expect(await ids({ q: "search@example.org", verified: "no" })).toEqual([unverified.id]);
    expect(await ids({ q: "search@example.org", hasTeam: "yes" })).toEqual([zelda.id]);
    // Wildcards are literal.
    expect(await ids({ q: "%" })).toEqual([]);

    const page = await search({ q: "zq-search" });
    expect(page.users[0]).toMatchObject({
      name: "Zelda Quixote",
      email: "zq-search@example.org",
      isVerified: true,
      isAdmin: false,
      teams: [{ id: team, name: "Quix Team", role: "owner" }],
    });
  });

  it("says an exact address does not exist only when nobody has it", async () => {
    expect((await search({ q: "nobody-here@example.org" })).emailNotFound).toBe(true);
    expect((await search({ q: "nobody-here" })).emailNotFound).toBe(false);
    const someone = await makeUser(database.db, { email: "someone-here@example.org" });
    const found = await search({ q: "Someone-Here@example.org" });
    expect(found.emailNotFound).toBe(false);
    expect(found.users.map((user) => user.id)).toEqual([someone.id]);
  });

  it("does not say an address filtered out of the list does not exist", async () => {
    const unverified = await makeUser(database.db, {
      email: "filtered-out@example.org",
      emailVerified: null,
    });
    const filtered = await search({ q: "Filtered-Out@example.org", verified: "yes" });
    expect([filtered.total, filtered.emailNotFound]).toEqual([0, false]);
    const unfiltered = await search({ q: "filtered-out@example.org" });
    expect(unfiltered.users.map((user) => user.id)).toEqual([unverified.id]);
    // Nobody has it: the filters change nothing about that.
    expect((await search({ q: "nobody-at-all@example.org", admin: "no" })).emailNotFound).toBe(
      true,
    );
  });

  it("sorts and pages on the server", async () => {
    // Signed up in this order, a minute apart (back to back, two can share a timestamp).
    const start = Date.now() - 3_600_000;
    for (const [i, letter] of ["c", "a", "b"].entries()) {
      await makeUser(database.db, {
        name: `Sortable ${letter}`,
        email: `${letter}-sortable@example.net`,
        createdAt: new Date(start + i * 60_000),
      });
    }
    const names = async (sort: string) =>
      (await search({ q: "sortable", sort })).users.map((user) => user.name);
    expect(await names("name")).toEqual(["Sortable a", "Sortable b", "Sortable c"]);
    expect(await names("email")).toEqual(["Sortable a", "Sortable b", "Sortable c"]);
    expect(await names("created")).toEqual(["Sortable b", "Sortable a", "Sortable c"]);

    for (let i = 0; i < 21; i++) await makeUser(database.db, { email: `pager-${i}@example.net` });
    const first = await search({ q: "pager-", sort: "email" });
    const second = await search({ q: "pager-", sort: "email", page: 2 });
    expect([first.total, first.pageCount, first.users.length]).toEqual([21, 2, 20]);
    expect(second.users).toHaveLength(1);
    expect(first.users.map((u) => u.id)).not.toContain(second.users[0]?.id);
    // Past the end (its last row deleted, an old link): the last page, not an empty one.
    const past = await search({ q: "pager-", sort: "email", page: 9 });
    expect([past.page, past.users.map((u) => u.id)]).toEqual([2, second.users.map((u) => u.id)]);
    const none = await search({ q: "no-such-user-anywhere", page: 3 });
    expect([none.page, none.pageCount, none.users]).toEqual([1, 1, []]);
  });

  it("is served by the trigram indexes (the extension is loaded)", async () => {
    const plan = await database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = await tx.execute(
        sql`explain select id from users where lower(email) like '%quix%' or lower(coalesce(name, '')) like '%quix%'`,
      );
      const rows = (result as { rows: Record<string, string>[] }).rows;
      return rows.map((row) => Object.values(row).join("")).join("\n");
    });
    expect(plan).toContain("users_email_trgm_idx");
    expect(plan).toContain("users_name_trgm_idx");
  });
});

describe("getOverview", () => {
  it("lists the subscriptions cancelled because their team was deleted, and only those", async () => {
    const teamId = "00000000-0000-4000-8000-00000000d1ed";
    await makeWebhookEvent(database.db, {
      teamId,
      flag: "deleted_team_cancelled",
      status: "ignored",
      payload: { data: { id: "sub-orphan" } },
    });
    await makeWebhookEvent(database.db, {
      teamId,
      flag: "deleted_team",
      status: "ignored",
      payload: { data: { id: "sub-orphan" } },
    });
    await makeWebhookEvent(database.db, {
      flag: "unknown_team",
      status: "ignored",
      payload: { data: { id: "sub-elsewhere" } },
    });
    const { deletedTeamCancellations } = await getOverview(database.db);
    expect(deletedTeamCancellations).toEqual([
      { subscriptionId: "sub-orphan", teamId, at: expect.any(Date) as Date },
    ]);
  });

  it("counts users, teams and paying subscriptions", async () => {
    const before = await getOverview(database.db);
    await makeUser(database.db, { emailVerified: null });
    const owner = await makeUser(database.db);
    const team = (await makeTeam(database.db, { owner })).id;
    await makeSubscription(database.db, { teamId: team, interval: "year" });
    const after = await getOverview(database.db);
    expect(after.users.total - before.users.total).toBe(2);
    expect(after.users.verified - before.users.verified).toBe(1);
    expect(after.users.new7Days - before.users.new7Days).toBe(2);
    expect(after.teams - before.teams).toBe(1);
    expect(after.subscriptions.mrrCents - before.subscriptions.mrrCents).toBe(
      Math.round(19000 / 12),
    );
    expect(after.subscriptions.byStatus).toEqual(
      expect.arrayContaining([expect.objectContaining({ status: "active" })]),
    );
  });

  it("lists the scheduled jobs with their last run, next run and failures", async () => {
    const nextRunAt = new Date("2030-01-01T10:00:00Z");
    const lastFinishedAt = new Date("2030-01-01T09:00:02Z");
    await database.db.insert(jobRuns).values([
      { name: "retention", nextRunAt, lastFinishedAt, lastDurationMs: 2000 },
      { name: "expiredRows", nextRunAt, consecutiveFailures: 2, totalFailures: 3 },
    ]);
    const { jobs } = await getOverview(database.db);
    expect(jobs).toEqual([
      {
        name: "expiredRows",
        lastFinishedAt: null,
        lastDurationMs: null,
        nextRunAt,
        consecutiveFailures: 2,
        totalFailures: 3,
      },
      {
        name: "retention",
        lastFinishedAt,
        lastDurationMs: 2000,
        nextRunAt,
        consecutiveFailures: 0,
        totalFailures: 0,
      },
    ]);
  });
});

describe("retryMailAsAdmin", () => {
  it("sends an undelivered mail once more and records who retried it", async () => {
    const admin = await makeUser(database.db, { role: "admin" });
    const mailId = await enqueueEmail(database.db, {
      to: "heir@example.com",
      template: "SubscriptionOwnerChange",
      locale: "en",
      props: {
        teamName: "Acme",
        formerOwner: "Ada",
        reason: "left",
        plan: "pro",
        endsAt: null,
        url: "https://app.test/app/settings/team/billing",
      },
    });
    await database.db
      .update(mailOutbox)
      .set({ status: "failed", attempts: 6 })
      .where(eq(mailOutbox.id, mailId));
    const delivered: string[] = [];
    const transport = {
      name: "fake",
      send: (mail: { to: string }) => {
        delivered.push(mail.to);
        return Promise.resolve({ id: "1" });
      },
    };
    const env = readEmailEnv({ NODE_ENV: "development" });
    expect(
      await retryMailAsAdmin(
        database.db,
        { adminId: admin.id, mailId, ip: IP },
        { transport, env },
      ),
    ).toEqual({ outcome: "sent" });
    expect(delivered).toEqual(["heir@example.com"]);
    expect(await auditOf(mailId)).toEqual([
      expect.objectContaining({
        action: "mail.retried",
        actorId: admin.id,
        targetEmail: "heir@example.com",
        metadata: { outcome: "sent" },
      }),
    ]);
    expect(
      await failure(retryMailAsAdmin(database.db, { adminId: admin.id, mailId, ip: IP })),
    ).toBe("NOT_FOUND admin.errors.mailNotFound");
  });
});
