import { describe, expect, it } from "vitest";

import { and, count, eq, memberships, teams } from "@teamkit/db";
import { makeMembership, makeUser, useTestDatabase } from "@teamkit/db/testing";
import { createTeam, listActivity, listMembers } from "@teamkit/teams";

import type { OwnerLoss, OwnerLossSteps } from "../src";
import { deleteAccount, deleteTeam, removeMember, updateMembership } from "../src";
import { flowContext } from "./support";

const database = useTestDatabase();
const flow = () => flowContext(database.db);

async function ownerCount(teamId: string): Promise<number> {
  const [row] = await database.db
    .select({ n: count() })
    .from(memberships)
    .where(and(eq(memberships.teamId, teamId), eq(memberships.role, "owner")));
  return row?.n ?? 0;
}

describe("deleteTeam", () => {
  it("deletes nothing for an owner demoted after the procedure's check; an owner deletes", async () => {
    const first = await makeUser(database.db);
    const second = await makeUser(database.db);
    const team = await createTeam(database.db, first, { name: "Deleted Later" });
    await makeMembership(database.db, { teamId: team.id, userId: second.userId, role: "owner" });
    await updateMembership(flow(), second, team.id, { userId: first.userId, role: "member" });
    await expect(deleteTeam(flow(), team.id, first.userId)).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
    const left = () => database.db.select().from(teams).where(eq(teams.id, team.id));
    expect(await left()).toHaveLength(1);
    await deleteTeam(flow(), team.id, second.userId);
    expect(await left()).toHaveLength(0);
    await expect(deleteTeam(flow(), team.id, second.userId)).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
  });
});

describe("memberships", () => {
  it("never demotes or removes the last owner, also under concurrent requests", async () => {
    const first = await makeUser(database.db);
    const second = await makeUser(database.db);
    const team = await createTeam(database.db, first, { name: "Two Owners" });
    await makeMembership(database.db, { teamId: team.id, userId: second.userId, role: "owner" });
    // Both owners demote each other and themselves at once: one owner must remain.
    const results = await Promise.allSettled([
      updateMembership(flow(), first, team.id, { userId: second.userId, role: "member" }),
      updateMembership(flow(), second, team.id, { userId: first.userId, role: "member" }),
      removeMember(flow(), first, team.id, first.userId),
      removeMember(flow(), second, team.id, second.userId),
    ]);
    // Which ones win depends on the order (a demoted owner may then leave as a member), but
    // exactly one owner is left and every refusal says why: the last owner stays, or the member
    // to demote has left in the meantime.
    expect(results.some((r) => r.status === "rejected")).toBe(true);
    expect(await ownerCount(team.id)).toBe(1);
    for (const result of results.filter((r) => r.status === "rejected"))
      expect(["teams.errors.lastOwner", "teams.errors.memberNotFound"]).toContain(
        (result.reason as { messageKey?: string }).messageKey,
      );
  });

  it("logs role changes and removals with the member's name", async () => {
    const owner = await makeUser(database.db, { name: "Owner" });
    const member = await makeUser(database.db, { name: "Max" });
    const team = await createTeam(database.db, owner, { name: "Logged" });
    await makeMembership(database.db, { teamId: team.id, userId: member.userId, role: "member" });
    await updateMembership(flow(), owner, team.id, { userId: member.userId, role: "owner" });
    await removeMember(flow(), owner, team.id, member.userId);
    const actions = (await listActivity(database.db, team.id)).map((e) => [
      e.action,
      e.targetLabel,
    ]);
    expect(actions.slice(0, 2)).toEqual([
      ["member.removed", "Max"],
      ["member.roleChanged", "Max"],
    ]);
    expect(await listMembers(database.db, team.id)).toHaveLength(1);
  });
});

/** Hooks that record what they saw; `before` throws while `refuse` is set. */
function ownerLossRecorder(refuse = false) {
  const seen: string[] = [];
  const hooks: OwnerLossSteps = {
    before: (loss: OwnerLoss) => {
      seen.push(`before ${loss.reason} ${loss.userId}`);
      return refuse ? Promise.reject(new Error("provider down")) : Promise.resolve();
    },
    after: (loss: OwnerLoss) => {
      seen.push(`after ${loss.reason} ${loss.userId}`);
      return Promise.resolve();
    },
  };
  return { seen, hooks };
}

describe("ownership loss", () => {
  it("runs the hooks around a demotion, a leave, a removal and an account deletion, never for the last owner", async () => {
    const [a, b, c, d] = [
      await makeUser(database.db, { name: "A" }),
      await makeUser(database.db, { name: "B" }),
      await makeUser(database.db, { name: "C" }),
      await makeUser(database.db, { name: "D" }),
    ];
    const team = await createTeam(database.db, a, { name: "Hooks" });
    await makeMembership(database.db, { teamId: team.id, userId: b.userId, role: "owner" });
    await makeMembership(database.db, { teamId: team.id, userId: c.userId, role: "member" });
    await makeMembership(database.db, { teamId: team.id, userId: d.userId, role: "member" });
    const { seen, hooks } = ownerLossRecorder();
    const options = hooks;

    await updateMembership(flow(), a, team.id, { userId: a.userId, role: "member" }, options);
    await expect(
      updateMembership(flow(), b, team.id, { userId: b.userId, role: "member" }, options),
    ).rejects.toMatchObject({ messageKey: "teams.errors.lastOwner" });
    await updateMembership(flow(), b, team.id, { userId: c.userId, role: "owner" }, options);
    await removeMember(flow(), a, team.id, a.userId, options);
    await removeMember(flow(), b, team.id, c.userId, options);
    await deleteAccount(flow(), null, b.userId, "promoteEarliestMember", options);

    expect(seen).toEqual([
      `before demoted ${a.userId}`,
      `after demoted ${a.userId}`,
      `before left ${a.userId}`,
      `after left ${a.userId}`,
      `before removed ${c.userId}`,
      `after removed ${c.userId}`,
      `before accountDeleted ${b.userId}`,
      `after accountDeleted ${b.userId}`,
    ]);
    expect((await listMembers(database.db, team.id)).map((m) => [m.userId, m.role])).toEqual([
      [d.userId, "owner"],
    ]);
  });

  it("changes nothing when the hook before the change refuses it", async () => {
    const [a, b] = [
      await makeUser(database.db, { name: "A" }),
      await makeUser(database.db, { name: "B" }),
    ];
    const team = await createTeam(database.db, a, { name: "Refused" });
    await makeMembership(database.db, { teamId: team.id, userId: b.userId, role: "owner" });
    const { seen, hooks } = ownerLossRecorder(true);
    const options = hooks;
    await expect(
      updateMembership(flow(), b, team.id, { userId: a.userId, role: "member" }, options),
    ).rejects.toThrow("provider down");
    await expect(removeMember(flow(), a, team.id, a.userId, options)).rejects.toThrow(
      "provider down",
    );
    await expect(deleteAccount(flow(), null, a.userId, "refuse", options)).rejects.toThrow(
      "provider down",
    );
    expect(seen.filter((line) => line.startsWith("after"))).toEqual([]);
    expect((await listMembers(database.db, team.id)).map((m) => m.role)).toEqual([
      "owner",
      "owner",
    ]);
  });
});
