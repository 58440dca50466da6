import { describe, expect, it } from "vitest";

import { aiFreeUsage, aiUsage } from "@teamkit/db";
import {
  makeInvitation,
  makeSubscription,
  makeTask,
  makeTeam,
  makeUser,
  useTestDatabase,
} from "@teamkit/db/testing";

import { callerAs } from "./fixtures";

const database = useTestDatabase();
const month = new Date().toISOString().slice(0, 7);

async function teamWithOwner() {
  const owner = await makeUser(database.db, { name: "Owner" });
  const member = await makeUser(database.db, { name: "Member" });
  const team = await makeTeam(database.db, { owner, members: [member], name: "Dash Team" });
  return { owner, member, team };
}

describe("team.dashboard", () => {
  it("gives the team's counts, the newest open tasks and their count, and the caller's Free usage", async () => {
    const { owner, team } = await teamWithOwner();
    await makeInvitation(database.db, { teamId: team.id });
    await makeInvitation(database.db, {
      teamId: team.id,
      expiresAt: new Date(Date.now() - 60_000),
    });
    const at = (minutes: number) => new Date(Date.UTC(2030, 0, 1, 12, minutes));
    for (const [title, status, minute] of [
      ["Oldest open", "todo", 1],
      ["Done", "done", 2],
      ["Newest open", "in_progress", 3],
    ] as const)
      await makeTask(database.db, { teamId: team.id, title, status, createdAt: at(minute) });
    await database.db.insert(aiFreeUsage).values({ userId: owner.id, month, count: 4 });

    const dashboard = await (
      await callerAs(database.db, owner)
    ).team.dashboard({
      teamId: team.id,
    });
    expect(dashboard.team).toMatchObject({
      id: team.id,
      name: "Dash Team",
      role: "owner",
      memberCount: 2,
      pendingInvitationCount: 1,
    });
    expect(dashboard.openTasks).toMatchObject({ total: 2, hasTasks: true });
    expect(dashboard.openTasks.items.map((task) => task.title)).toEqual([
      "Newest open",
      "Oldest open",
    ]);
    expect(dashboard.subscription).toBeNull();
    expect(dashboard.usage).toMatchObject({ used: 4, limit: 20, shared: true, month });
  });

  it("counts a paid team's own usage per member and shows the subscription, without the card to members", async () => {
    const { owner, member, team } = await teamWithOwner();
    await makeSubscription(database.db, { teamId: team.id, plan: "pro", cardLastFour: "4242" });
    await database.db
      .insert(aiUsage)
      .values({ teamId: team.id, userId: member.id, month, count: 7 });
    await database.db.insert(aiFreeUsage).values({ userId: member.id, month, count: 3 });

    const asMember = await (
      await callerAs(database.db, member)
    ).team.dashboard({
      teamId: team.id,
    });
    expect(asMember.usage).toMatchObject({ used: 7, shared: false });
    expect(asMember.usage.limit).toBeGreaterThan(20);
    expect(asMember.subscription).toMatchObject({
      plan: "pro",
      status: "active",
      cardLastFour: null,
    });
    expect(asMember.openTasks).toEqual({ items: [], total: 0, hasTasks: false });
    await makeTask(database.db, { teamId: team.id, title: "All done", status: "done" });
    expect(
      (await (await callerAs(database.db, member)).team.dashboard({ teamId: team.id })).openTasks,
    ).toEqual({ items: [], total: 0, hasTasks: true });

    const asOwner = await (await callerAs(database.db, owner)).team.dashboard({ teamId: team.id });
    expect(asOwner.subscription).toMatchObject({ cardLastFour: "4242" });
    expect(asOwner.usage).toMatchObject({ used: 0, shared: false });
  });

  it("answers NOT_FOUND to someone outside the team", async () => {
    const { team } = await teamWithOwner();
    const stranger = await makeUser(database.db);
    await expect(
      (await callerAs(database.db, stranger)).team.dashboard({ teamId: team.id }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
  });
});
