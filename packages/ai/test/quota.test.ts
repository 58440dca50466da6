import { describe, expect, it } from "vitest";

import { makeSubscription, makeTeam, makeUser, useTestDatabase } from "@teamkit/db/testing";

import { consumeQuota, getUsage, quotaOf } from "../src";

const database = useTestDatabase();

async function send(teamId: string, userId: string): Promise<number | null> {
  const { scope, limit } = await quotaOf(database.db, teamId, userId);
  return consumeQuota(database.db, scope, limit);
}

describe("the assistant's monthly quota", () => {
  it("counts a user's messages once across all their Free teams, new ones included", async () => {
    const user = await makeUser(database.db);
    const first = await makeTeam(database.db, { owner: user });
    for (let i = 0; i < 15; i += 1) await send(first.id, user.id);
    const second = await makeTeam(database.db, { owner: user });
    const joined = await makeTeam(database.db, { members: [user] });
    for (let i = 0; i < 4; i += 1) await send(second.id, user.id);
    expect(await send(joined.id, user.id)).toBe(20);
    expect(await send(second.id, user.id)).toBeNull();
    const fresh = await makeTeam(database.db, { owner: user });
    expect(await send(fresh.id, user.id)).toBeNull();
    const { scope } = await quotaOf(database.db, fresh.id, user.id);
    expect(scope.shared).toBe(true);
    expect(await getUsage(database.db, scope)).toBe(20);
  });

  it("keeps each member's Free count apart", async () => {
    const owner = await makeUser(database.db);
    const member = await makeUser(database.db);
    const team = await makeTeam(database.db, { owner, members: [member] });
    for (let i = 0; i < 20; i += 1) await send(team.id, owner.id);
    expect(await send(team.id, member.id)).toBe(1);
  });

  it("counts a paid team's messages per team, apart from the Free teams' count", async () => {
    const user = await makeUser(database.db);
    const free = await makeTeam(database.db, { owner: user });
    for (let i = 0; i < 20; i += 1) await send(free.id, user.id);
    const pro = await makeTeam(database.db, { owner: user });
    await makeSubscription(database.db, { teamId: pro.id, plan: "pro" });
    expect(await send(pro.id, user.id)).toBe(1);
    const { scope, limit } = await quotaOf(database.db, pro.id, user.id);
    expect({ shared: scope.shared, limit }).toEqual({ shared: false, limit: 500 });
    expect(await send(free.id, user.id)).toBeNull();
  });
});
