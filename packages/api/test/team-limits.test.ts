import { describe, expect, it } from "vitest";

import {
  makeMembership,
  makeSession,
  makeTeam,
  makeUser,
  useTestDatabase,
} from "@teamkit/db/testing";
import { MAX_OWNED_TEAMS } from "@teamkit/teams";

import { RATE_LIMITS } from "../src/rate-limit";
import { callerAs } from "./fixtures";
import { cookieHeaders, httpCall, sharedLimiter } from "./helpers";

const database = useTestDatabase();

describe("team creation limits", () => {
  it("team.create and onboarding › refuse a sixth new team within the hour, per user", async () => {
    expect(RATE_LIMITS.teamCreate).toMatchObject({ limit: 5, windowMs: 3_600_000 });
    const rateLimiter = sharedLimiter();
    const user = await makeUser(database.db, { onboardingStep: "team" });
    const api = await callerAs(database.db, user, { rateLimiter });
    await api.onboarding.completeTeam({ action: "create", name: "First" });
    for (const name of ["Second", "Third", "Fourth", "Fifth"]) await api.team.create({ name });
    await expect(api.team.create({ name: "Sixth" })).rejects.toMatchObject({
      code: "TOO_MANY_REQUESTS",
      cause: { messageKey: "teams.errors.createRateLimited" },
    });

    const neighbour = await callerAs(database.db, await makeUser(database.db), { rateLimiter });
    await expect(neighbour.team.create({ name: "Mine" })).resolves.toMatchObject({
      role: "owner",
    });
  });

  it("onboarding › joining a team is never counted nor refused", async () => {
    const rateLimiter = sharedLimiter();
    const user = await makeUser(database.db, { onboardingStep: "team" });
    const api = await callerAs(database.db, user, { rateLimiter });
    for (let i = 0; i < RATE_LIMITS.teamCreate.limit; i += 1)
      await api.team.create({ name: `T${i}` });
    const team = await makeTeam(database.db);
    await makeMembership(database.db, { teamId: team.id, userId: user.id });
    await expect(
      api.onboarding.completeTeam({ action: "join", teamId: team.id }),
    ).resolves.toMatchObject({ team: { id: team.id, role: "member" } });
  });

  it("team.create › refuses a team past the owned limit, and says why in the caller's language", async () => {
    const owner = await makeUser(database.db);
    for (let i = 0; i < MAX_OWNED_TEAMS; i += 1) await makeTeam(database.db, { owner });
    const api = await callerAs(database.db, owner);
    await expect(api.team.create({ name: "Too many" })).rejects.toMatchObject({
      code: "FORBIDDEN",
      cause: { messageKey: "teams.errors.ownedTeamLimit" },
    });
    const { token } = await makeSession(database.db, { userId: owner.id });
    const refused = await httpCall(
      database.db,
      "team.create",
      { name: "Zu viele" },
      { headers: cookieHeaders(token, { "x-teamkit-locale": "de" }) },
    );
    expect(refused.status).toBe(403);
    expect(refused.body).toContain("Du kannst höchstens 20 Teams besitzen.");
  });

  it("team.create › tells a user over the hourly limit how long to wait", async () => {
    const rateLimiter = sharedLimiter();
    const { token } = await makeSession(database.db, { userId: (await makeUser(database.db)).id });
    const create = (name: string) =>
      httpCall(
        database.db,
        "team.create",
        { name },
        { headers: cookieHeaders(token, { "x-teamkit-locale": "en" }), rateLimiter },
      );
    for (let i = 0; i < RATE_LIMITS.teamCreate.limit; i += 1)
      expect((await create(`Busy ${i}`)).status).toBe(200);
    const limited = await create("Busy 6");
    expect(limited.status).toBe(429);
    expect(limited.body).toMatch(
      /You have created several teams in a short time\. Try again in \d+ minutes?\./,
    );
  });
});
