import { describe, expect, it, vi } from "vitest";

import { makeSession, makeUser, useTestDatabase } from "@teamkit/db/testing";

import { RequestCache } from "../src/request-cache";
import { createCaller } from "../src/root";
import { cookieHeaders, testContext } from "./helpers";

describe("RequestCache", () => {
  it("loads a key once, and again after a failed load or a clear", async () => {
    const cache = new RequestCache();
    const load = vi.fn().mockRejectedValueOnce(new Error("down")).mockResolvedValue("teams");
    await expect(cache.read("k", load)).rejects.toThrow("down");
    expect(await Promise.all([cache.read("k", load), cache.read("k", load)])).toEqual([
      "teams",
      "teams",
    ]);
    expect(load).toHaveBeenCalledTimes(2);
    cache.clear();
    await cache.read("k", load);
    expect(load).toHaveBeenCalledTimes(3);
  });
});

describe("the caller's teams within one request", () => {
  const database = useTestDatabase();

  async function callerInOneRequest() {
    const user = await makeUser(database.db, { onboardingStep: "complete" });
    const { token } = await makeSession(database.db, { userId: user.id });
    return createCaller(await testContext(database.db, cookieHeaders(token)));
  }

  it("a query after a change in the same request sees the change", async () => {
    const caller = await callerInOneRequest();
    expect(await caller.team.list()).toEqual([]);
    const team = await caller.team.create({ name: "Fresh Team" });
    expect((await caller.team.list()).map((t) => t.id)).toEqual([team.id]);
    expect((await caller.team.active())?.id).toBe(team.id);
    expect((await caller.team.get({ teamId: team.id })).memberCount).toBe(1);
  });

  it("a team left in the same request is refused to the queries after it", async () => {
    const caller = await callerInOneRequest();
    const first = await caller.team.create({ name: "Stays" });
    const second = await caller.team.create({ name: "Goes" });
    expect(await caller.tasks.list({ teamId: second.id })).toMatchObject({ total: 0 });
    await caller.team.delete({ teamId: second.id });
    await expect(caller.tasks.list({ teamId: second.id })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    expect((await caller.team.list()).map((t) => t.id)).toEqual([first.id]);
  });
});
