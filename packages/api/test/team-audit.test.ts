import { TRPCError } from "@trpc/server";
import { beforeAll, describe, expect, it } from "vitest";

import { eq, subscriptions } from "@teamkit/db";
import { makeAuditEntry, makeSubscription, useTestDatabase } from "@teamkit/db/testing";
import { AUDIT_PAGE_SIZE } from "@teamkit/validators";

import type { World } from "./fixtures";
import { describeError } from "../src/trpc";
import { callerAs, makeWorld } from "./fixtures";

const database = useTestDatabase();

/** The team's one subscription, replacing the one it had. */
async function subscribe(
  teamId: string,
  plan: "pro" | "business",
  status: "active" | "trialing" | "unpaid" | "past_due" = "active",
) {
  await database.db.delete(subscriptions).where(eq(subscriptions.teamId, teamId));
  await makeSubscription(database.db, { teamId, plan, status });
}

/** The refusal's code, or "ok". */
async function refusal(call: () => Promise<unknown>) {
  try {
    await call();
    return "ok";
  } catch (error) {
    if (!(error instanceof TRPCError)) throw error;
    return error.code;
  }
}

describe("team.audit", () => {
  let world: World;
  beforeAll(async () => {
    world = await makeWorld(database.db);
    const { owner, member, admin } = world.users;
    await subscribe(world.teamA.id, "business");
    await subscribe(world.teamB.id, "business");
    const entries: Parameters<typeof makeAuditEntry>[1][] = [
      {
        teamId: world.teamA.id,
        action: "task.created",
        actorId: owner.id,
        actorName: "Owner",
        targetLabel: '=HYPERLINK("http://evil")',
        createdAt: new Date("2026-03-01T10:00:00Z"),
      },
      {
        teamId: world.teamA.id,
        action: "member.roleChanged",
        actorId: owner.id,
        actorName: "Owner",
        impersonatorId: admin.id,
        targetLabel: 'Member, "the second"',
        details: { to: "owner" },
        createdAt: new Date("2026-03-02T23:30:00Z"),
      },
      {
        teamId: world.teamA.id,
        action: "invitation.created",
        actorId: member.id,
        actorName: "Müller\nZweite Zeile",
        targetLabel: "-cmd@example.com",
        details: { role: "member" },
        createdAt: new Date("2026-03-03T08:00:00Z"),
      },
      {
        teamId: world.teamA.id,
        action: "billing.subscriptionChanged",
        details: { plan: "business", status: "active" },
        createdAt: new Date("2026-03-04T08:00:00Z"),
      },
      {
        teamId: world.teamB.id,
        action: "task.created",
        actorId: world.users.otherOwner.id,
        actorName: "Other Owner",
        targetLabel: "Secret of team B",
        createdAt: new Date("2026-03-02T12:00:00Z"),
      },
    ];
    for (const entry of entries) await makeAuditEntry(database.db, entry);
  });

  it("team.audit.list › shows the team's entries newest first, with the admin behind an impersonated one", async () => {
    const owner = await callerAs(database.db, world.tokens.owner);
    const page = await owner.team.audit.list({ teamId: world.teamA.id });
    expect(page.entries.map((e) => e.action)).toEqual([
      "billing.subscriptionChanged",
      "invitation.created",
      "member.roleChanged",
      "task.created",
    ]);
    expect(page).toMatchObject({ total: 4, page: 1, pageCount: 1, pageSize: AUDIT_PAGE_SIZE });
    const impersonated = page.entries.find((e) => e.action === "member.roleChanged");
    expect(impersonated).toMatchObject({ impersonated: true, impersonatorName: "Admin" });
    expect(page.entries.find((e) => e.action === "task.created")?.impersonated).toBe(false);
  });

  it("team.audit.list › never shows another team's entries", async () => {
    const owner = await callerAs(database.db, world.tokens.owner);
    const other = await callerAs(database.db, world.tokens.otherOwner);
    const ownPage = await owner.team.audit.list({ teamId: world.teamA.id });
    expect(ownPage.entries.map((e) => e.targetLabel)).not.toContain("Secret of team B");
    const otherPage = await other.team.audit.list({ teamId: world.teamB.id });
    expect(otherPage.entries.map((e) => e.targetLabel)).toEqual(["Secret of team B"]);
    // Asking for team A's log as B's owner reveals nothing.
    await expect(other.team.audit.list({ teamId: world.teamA.id })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    const csv = (await owner.team.audit.export({ teamId: world.teamA.id })).csv;
    expect(csv).not.toContain("Secret of team B");
    expect((await owner.team.audit.actors({ teamId: world.teamA.id })).map((a) => a.name)).toEqual([
      "Müller\nZweite Zeile",
      "Owner",
    ]);
  });

  it("team.audit.list › filters by action group, actor and days on the viewer's calendar", async () => {
    const owner = await callerAs(database.db, world.tokens.owner);
    const teamId = world.teamA.id;
    const actions = async (filters: Record<string, string>) =>
      (await owner.team.audit.list({ teamId, ...filters })).entries.map((e) => e.action);
    expect(await actions({ group: "members" })).toEqual(["member.roleChanged"]);
    expect(await actions({ group: "billing" })).toEqual(["billing.subscriptionChanged"]);
    expect(await actions({ actorId: world.users.member.id })).toEqual(["invitation.created"]);
    expect(await actions({ group: "tasks", actorId: world.users.member.id })).toEqual([]);
    // 23:30 UTC on 2 March is already 3 March in Berlin (UTC+1), still 2 March in UTC.
    expect(await actions({ from: "2026-03-02", to: "2026-03-02" })).toEqual(["member.roleChanged"]);
    expect(
      await actions({ from: "2026-03-02", to: "2026-03-02", timeZone: "Europe/Berlin" }),
    ).toEqual([]);
    expect(
      await actions({ from: "2026-03-03", to: "2026-03-03", timeZone: "Europe/Berlin" }),
    ).toEqual(["invitation.created", "member.roleChanged"]);
    expect(await actions({ to: "2026-03-01" })).toEqual(["task.created"]);
    expect(await actions({ from: "2026-03-04" })).toEqual(["billing.subscriptionChanged"]);
  });

  it("team.audit.list › pages through a long log and answers the last page past the end", async () => {
    const world2 = await makeWorld(database.db);
    await subscribe(world2.teamA.id, "business", "trialing");
    for (let i = 0; i < AUDIT_PAGE_SIZE + 3; i += 1) {
      await makeAuditEntry(database.db, {
        teamId: world2.teamA.id,
        action: "task.created",
        actorId: world2.users.owner.id,
        actorName: "Owner",
        targetLabel: `Task ${i}`,
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)),
      });
    }
    const owner = await callerAs(database.db, world2.tokens.owner);
    const first = await owner.team.audit.list({ teamId: world2.teamA.id });
    expect(first).toMatchObject({ total: AUDIT_PAGE_SIZE + 3, pageCount: 2, page: 1 });
    expect(first.entries[0]?.targetLabel).toBe(`Task ${AUDIT_PAGE_SIZE + 2}`);
    const second = await owner.team.audit.list({ teamId: world2.teamA.id, page: 2 });
    expect(second.entries.map((e) => e.targetLabel)).toEqual(["Task 2", "Task 1", "Task 0"]);
    const past = await owner.team.audit.list({ teamId: world2.teamA.id, page: 9 });
    expect(past.page).toBe(2);
    const seen = new Set([...first.entries, ...second.entries].map((e) => e.id));
    expect(seen.size).toBe(AUDIT_PAGE_SIZE + 3);
  });

  it("team.audit.export › writes the filtered log as guarded CSV with a BOM and ISO times", async () => {
    const owner = await callerAs(database.db, world.tokens.owner);
    const result = await owner.team.audit.export({ teamId: world.teamA.id });
    expect(result).toMatchObject({ rowCount: 4, truncated: false });
    expect(result.csv.startsWith("\uFEFFtime,action,actor_id,actor,impersonated_by,")).toBe(true);
    const lines = result.csv.split("\r\n");
    expect(lines[1]).toMatch(/^2026-03-04T08:00:00\.000Z,billing\.subscriptionChanged,,,,/);
    expect(result.csv).toContain('"Müller\nZweite Zeile"');
    expect(result.csv).toContain(",'-cmd@example.com,");
    expect(result.csv).toContain(',Admin,task,"Member, ""the second""",');
    expect(result.csv).toContain(`,"'=HYPERLINK(""http://evil"")",`);
    const filtered = await owner.team.audit.export({ teamId: world.teamA.id, group: "tasks" });
    expect(filtered.rowCount).toBe(1);
  });

  it("team.audit › refuses owners of Free and Pro teams with the upgrade message, in their language", async () => {
    const free = await makeWorld(database.db);
    const calls = (caller: Awaited<ReturnType<typeof callerAs>>, teamId: string) => [
      () => caller.team.audit.list({ teamId }),
      () => caller.team.audit.actors({ teamId }),
      () => caller.team.audit.export({ teamId }),
    ];
    const owner = await callerAs(database.db, free.tokens.owner);
    for (const call of calls(owner, free.teamA.id)) {
      const error = await call().then(
        () => null,
        (thrown: unknown) => thrown,
      );
      if (!(error instanceof TRPCError)) throw new Error("expected a refusal");
      expect(error.code).toBe("FORBIDDEN");
      expect(describeError(error, "de")).toMatchObject({
        message: expect.stringContaining("Business-Tarif") as unknown,
        data: { messageKey: "teamAudit.errors.upgrade" },
      });
      expect(describeError(error, "en").message).toContain("Business plan");
    }
    await subscribe(free.teamA.id, "pro");
    for (const call of calls(owner, free.teamA.id)) {
      expect(await refusal(call)).toBe("FORBIDDEN");
    }
    // A Business subscription that no longer entitles the team (unpaid) falls back to Free.
    await subscribe(free.teamA.id, "business", "unpaid");
    for (const call of calls(owner, free.teamA.id)) {
      expect(await refusal(call)).toBe("FORBIDDEN");
    }
    await subscribe(free.teamA.id, "business", "past_due");
    for (const call of calls(owner, free.teamA.id)) {
      expect(await refusal(call)).toBe("ok");
    }
  });

  it("team.audit › refuses members of a Business team", async () => {
    const member = await callerAs(database.db, world.tokens.member);
    for (const call of [
      () => member.team.audit.list({ teamId: world.teamA.id }),
      () => member.team.audit.actors({ teamId: world.teamA.id }),
      () => member.team.audit.export({ teamId: world.teamA.id }),
    ]) {
      expect(await refusal(call)).toBe("FORBIDDEN");
    }
  });
});
