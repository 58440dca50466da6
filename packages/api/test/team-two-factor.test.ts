import { TRPCError } from "@trpc/server";
import { beforeAll, describe, expect, it } from "vitest";

import { createAssistantModel, readAiConfig } from "@teamkit/ai";
import { authenticatorCode } from "@teamkit/auth/testing";
import { eq, subscriptions, teams } from "@teamkit/db";
import {
  makeSession,
  makeSubscription,
  makeTeam,
  makeUser,
  teamLog,
  useTestDatabase,
} from "@teamkit/db/testing";
import { isAppError } from "@teamkit/validators";

import type { World } from "./fixtures";
import { handleAssistantChat } from "../src/assistant-chat";
import { appRouter } from "../src/root";
import { describeError } from "../src/trpc";
import { callerAs, freshLimiter, makeWorld } from "./fixtures";
import { cookieHeaders } from "./helpers";

const database = useTestDatabase();

const simulated = createAssistantModel(readAiConfig({ AI_SIMULATED_DELAY_MS: "0" }, true));
if (!simulated) throw new Error("no simulated model");

/** Turns two-factor sign-in on through the procedures; returns the key for later codes. */
async function enrol(userId: string): Promise<string> {
  const caller = await callerAs(database.db, { id: userId });
  const { manualKey } = await caller.user.twoFactor.begin();
  await caller.user.twoFactor.confirm({ code: authenticatorCode(manualKey, new Date(), -1) });
  return manualKey;
}

/** The refusal's message key, or "ok". */
async function outcome(call: () => Promise<unknown>): Promise<string> {
  try {
    await call();
    return "ok";
  } catch (error) {
    if (!(error instanceof TRPCError)) throw error;
    return (isAppError(error.cause) ? error.cause.messageKey : undefined) ?? error.code;
  }
}

const REQUIRED = "teams.errors.twoFactorRequired";
const procedures = Object.keys(appRouter._def.procedures).sort();

type Call = (path: string, input: unknown) => Promise<unknown>;

/** A caller on a new session of `userId`: the web's cookie, or with `bearer` the app's token. */
async function freshCaller(userId: string, options: { bearer?: boolean; locale?: "de" } = {}) {
  const { token } = await makeSession(database.db, {
    userId,
    ...(options.bearer ? { kind: "mobile" as const, deviceName: "Test phone" } : {}),
  });
  return callerAs(database.db, token, options);
}

/** Calls one procedure by its path, on a fresh session of `userId` (a sign-out ends only that one). */
function callerFor(userId: string, options: { bearer?: boolean } = {}): Call {
  return async (path, input) => {
    let target: unknown = await freshCaller(userId, options);
    for (const part of path.split(".")) target = (target as Record<string, unknown>)[part];
    return (target as (input: unknown) => Promise<unknown>)(input);
  };
}

describe("a team that requires two-factor sign-in", () => {
  let world: World;
  let ownerKey: string;
  beforeAll(async () => {
    world = await makeWorld(database.db);
    await makeSubscription(database.db, { teamId: world.teamA.id, plan: "business" });
  });

  it("is required only by an owner who has the factor, on a plan that includes it", async () => {
    const turnOn = async () =>
      (await freshCaller(world.users.owner.id)).team.setTwoFactorPolicy({
        teamId: world.teamA.id,
        requireTwoFactor: true,
      });
    await expect(outcome(turnOn)).resolves.toBe("teamSettings.twoFactor.errors.ownerFirst");

    ownerKey = await enrol(world.users.owner.id);
    const owner = await freshCaller(world.users.owner.id);
    // Team B is on Free: not even an owner with the factor may require it there.
    await enrol(world.users.otherOwner.id);
    const otherOwner = await freshCaller(world.users.otherOwner.id);
    await expect(
      outcome(() =>
        otherOwner.team.setTwoFactorPolicy({ teamId: world.teamB.id, requireTwoFactor: true }),
      ),
    ).resolves.toBe("teamSettings.twoFactor.errors.upgrade");
    // A member may not change it, whatever they have.
    const member = await callerAs(database.db, world.users.member);
    await expect(
      outcome(() =>
        member.team.setTwoFactorPolicy({ teamId: world.teamA.id, requireTwoFactor: true }),
      ),
    ).resolves.toBe("FORBIDDEN");

    expect(await owner.team.twoFactorPolicy({ teamId: world.teamA.id })).toEqual({
      requireTwoFactor: false,
      available: true,
      membersWithout: 1,
    });
    await expect(turnOn()).resolves.toEqual({ requireTwoFactor: true });
    await expect(turnOn()).resolves.toEqual({ requireTwoFactor: true });
    const entries = await teamLog(database.db, world.teamA.id, "team.twoFactorRequired");
    // The second call changed nothing and wrote nothing.
    expect(entries.map(({ action, actorId }) => ({ action, actorId }))).toEqual([
      { action: "team.twoFactorRequired", actorId: world.users.owner.id },
    ]);
    const next = await freshCaller(world.users.owner.id);
    expect((await next.team.active({ teamId: world.teamA.id }))?.requireTwoFactor).toBe(true);
  });

  it("refuses every team procedure but switch and leave to a member without it, on the web and in the app", async () => {
    const unknownTeam = "00000000-0000-4000-8000-0000000000aa";
    const memberId = world.users.member.id;
    // Which procedures are a team's: those that answer "no such team" for an unknown id.
    const teamProcedures: string[] = [];
    for (const path of procedures) {
      if (path === "team.leave") continue;
      const answer = await outcome(() => callerFor(memberId)(path, { teamId: unknownTeam }));
      if (answer === "teams.errors.notFound") teamProcedures.push(path);
    }
    expect(teamProcedures).toContain("tasks.list");
    expect(teamProcedures).toContain("billing.cancel");

    for (const bearer of [false, true]) {
      const call = callerFor(memberId, { bearer });
      const refused: string[] = [];
      for (const path of teamProcedures) {
        if ((await outcome(() => call(path, { teamId: world.teamA.id }))) === REQUIRED) {
          refused.push(path);
        }
      }
      expect(refused).toEqual(teamProcedures.filter((path) => path !== "team.switch"));
      // The refusal names the team and says where to turn the factor on.
      const member = await freshCaller(memberId, { bearer });
      const error = await member.tasks.list({ teamId: world.teamA.id }).catch((e: unknown) => e);
      expect(error).toMatchObject({ code: "FORBIDDEN" });
      expect(describeError(error as TRPCError, "de").message).toBe(
        "Team A verlangt die Zwei-Faktor-Anmeldung. Schalte sie unter Einstellungen › Konto ein, um das Team zu öffnen.",
      );
    }
    // Team B has no requirement: the same member's other team stays open.
    const mixed = await makeTeam(database.db, {
      owner: world.users.otherOwner,
      members: [world.users.member],
      name: "Open Team",
    });
    const member = await callerAs(database.db, world.users.member);
    await expect(member.tasks.list({ teamId: mixed.id })).resolves.toBeDefined();
    // Opening the team (to read why) is allowed; the layout then shows the gate.
    await expect(member.team.switch({ teamId: world.teamA.id })).resolves.toMatchObject({
      requireTwoFactor: true,
    });
  });

  it("refuses the assistant to a member without it, for cookie and bearer sessions", async () => {
    for (const bearer of [false, true]) {
      const { token } = await makeSession(database.db, {
        userId: world.users.member.id,
        ...(bearer ? { kind: "mobile" as const, deviceName: "Test phone" } : {}),
      });
      const headers = bearer
        ? new Headers({ authorization: `Bearer ${token}` })
        : cookieHeaders(token);
      headers.set("content-type", "application/json");
      const response = await handleAssistantChat(
        new Request("http://localhost/api/ai/chat", {
          method: "POST",
          headers,
          body: JSON.stringify({
            teamId: world.teamA.id,
            conversationId: null,
            message: { id: "m1", role: "user", parts: [{ type: "text", text: "Hello" }] },
          }),
        }),
        { db: database.db, model: simulated, rateLimiter: freshLimiter() },
      );
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ error: { messageKey: REQUIRED } });
    }
  });

  it("opens the team once the member turns the factor on", async () => {
    await enrol(world.users.member.id);
    const member = await freshCaller(world.users.member.id, { bearer: true });
    await expect(member.tasks.list({ teamId: world.teamA.id })).resolves.toBeDefined();
    const owner = await freshCaller(world.users.owner.id);
    expect((await owner.team.twoFactorPolicy({ teamId: world.teamA.id })).membersWithout).toBe(0);
  });

  it("keeps the owner's factor on while the team requires it; lifting it is always allowed", async () => {
    const owner = await freshCaller(world.users.owner.id);
    const code = authenticatorCode(ownerKey);
    await expect(outcome(() => owner.user.twoFactor.disable({ code }))).resolves.toBe(
      "account.twoFactor.errors.requiredByTeam",
    );
    // The refusal did not use the code up.
    expect(await owner.user.twoFactor.status()).toMatchObject({ enabled: true });

    // The team left Business: the requirement can still be lifted.
    await database.db.delete(subscriptions).where(eq(subscriptions.teamId, world.teamA.id));
    await makeSubscription(database.db, {
      teamId: world.teamA.id,
      plan: "business",
      status: "expired",
    });
    await expect(
      owner.team.setTwoFactorPolicy({ teamId: world.teamA.id, requireTwoFactor: false }),
    ).resolves.toEqual({ requireTwoFactor: false });
    await expect(owner.user.twoFactor.disable({ code })).resolves.toEqual({ ok: true });
  });

  it("lets a shut-out member leave the team", async () => {
    const owner = await makeUser(database.db, { name: "Strict Owner" });
    const member = await makeUser(database.db, { name: "Leaving Member" });
    const team = await makeTeam(database.db, { owner, members: [member], name: "Strict" });
    await database.db.update(teams).set({ requireTwoFactor: true }).where(eq(teams.id, team.id));
    const caller = await callerAs(database.db, member);
    await expect(caller.team.leave({ teamId: team.id })).resolves.toEqual({ ok: true });
    expect((await caller.team.list()).map((t) => t.id)).not.toContain(team.id);
  });
});
