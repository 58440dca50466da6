import { describe, expect, it } from "vitest";

import { avatars, eq, users } from "@teamkit/db";
import {
  failWrites,
  makeInvitation,
  makeMembership,
  makeTeam,
  makeUser,
  unique,
  useTestDatabase,
} from "@teamkit/db/testing";

import { findUser, mailedToken } from "./auth-helpers";
import { callerAs } from "./fixtures";
import { sessionCookieToken } from "./helpers";

const database = useTestDatabase();

/** A 4×3 red PNG, as the browser's crop step would send a picture. */
const PNG_BASE64 =
  "iVBORw0KGgoAAAANSUhEUgAAAAQAAAADCAIAAAA7ljmRAAAAEElEQVR4nGM4IWcDRww4OQAP2g2Z5HvIdwAAAABJRU5ErkJggg==";

async function newcomer(step: "account" | "team" = "account") {
  const user = await makeUser(database.db, { name: "", onboardingStep: step });
  const api = await callerAs(database.db, user);
  return { user, api };
}

/** The user's row as stored now. */
const stored = (user: { email: string }) => findUser(database.db, user.email);

describe("onboarding", () => {
  it("a new sign-up is sent to onboarding after verifying its address", async () => {
    const email = `${unique("new")}@example.com`;
    const visitor = await callerAs(database.db, null);
    await visitor.auth.signUp({ name: "Nina", email, password: "Newcomer-pass-1" });
    const { token } = await mailedToken(database.db, email, "NewUser");
    await expect(visitor.auth.verifyEmail({ token })).resolves.toMatchObject({
      redirectTo: "/onboarding",
    });
  });

  it("get › starts at the account step with nothing to join", async () => {
    const { api } = await newcomer();
    await expect(api.onboarding.get()).resolves.toMatchObject({
      step: "account",
      teams: [],
      invitations: [],
    });
  });

  it("completeAccount › stores the name and moves on to the team step", async () => {
    const { user, api } = await newcomer();
    await expect(api.onboarding.completeAccount({ name: "Nora Neu" })).resolves.toEqual({
      step: "team",
    });
    expect(await stored(user)).toMatchObject({ onboardingStep: "team", name: "Nora Neu" });
  });

  it("completeAccount › refuses an empty name or a control character and changes nothing", async () => {
    const { user, api } = await newcomer();
    await expect(api.onboarding.completeAccount({ name: "  " })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
    await expect(api.onboarding.completeAccount({ name: "Nora\u0000" })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
    expect(await stored(user)).toMatchObject({ onboardingStep: "account", name: "" });
  });

  it("completeTeam › is refused before the account step", async () => {
    const { user, api } = await newcomer();
    await expect(
      api.onboarding.completeTeam({ action: "create", name: "Too Early" }),
    ).rejects.toMatchObject({
      code: "BAD_REQUEST",
      cause: { messageKey: "onboarding.errors.accountFirst" },
    });
    expect(await stored(user)).toMatchObject({ onboardingStep: "account" });
  });

  it("completeTeam › creates a team with the user as owner, makes it active and ends onboarding", async () => {
    const { user, api } = await newcomer("team");
    const slug = unique("onboarded");
    const { team } = await api.onboarding.completeTeam({ action: "create", name: "Acme", slug });
    expect(team).toMatchObject({ name: "Acme", slug, role: "owner" });
    expect(await stored(user)).toMatchObject({ onboardingStep: "complete", activeTeamId: team.id });
  });

  it("completeTeam › keeps the user in onboarding when the team url is taken", async () => {
    const { user, api } = await newcomer("team");
    const other = await makeUser(database.db);
    const taken = await makeTeam(database.db, { owner: other });
    await expect(
      api.onboarding.completeTeam({ action: "create", name: "Taken", slug: taken.slug }),
    ).rejects.toMatchObject({ code: "CONFLICT" });
    expect(await stored(user)).toMatchObject({ onboardingStep: "team" });
  });

  it("completeTeam › makes no team when ending onboarding fails, so trying again makes one", async () => {
    const { user, api } = await newcomer("team");
    const restore = await failWrites(database.db, users, "UPDATE", {
      when: "new.onboarding_step is distinct from old.onboarding_step",
    });
    try {
      await expect(
        api.onboarding.completeTeam({ action: "create", name: "Second Try" }),
      ).rejects.toMatchObject({ code: "INTERNAL_SERVER_ERROR" });
    } finally {
      await restore();
    }
    expect(await stored(user)).toMatchObject({ onboardingStep: "team", activeTeamId: null });
    await expect(api.onboarding.get()).resolves.toMatchObject({ teams: [] });
    await api.onboarding.completeTeam({ action: "create", name: "Second Try" });
    await expect(api.onboarding.get()).resolves.toMatchObject({
      step: "complete",
      teams: [{ name: "Second Try", slug: "second-try" }],
    });
  });

  it("completeTeam › joins the team whose invitation the user accepted at sign-up", async () => {
    const { user, api } = await newcomer("team");
    const owner = await makeUser(database.db);
    const team = await makeTeam(database.db, { owner, name: "Inviters" });
    await makeMembership(database.db, { teamId: team.id, userId: user.id });
    await expect(api.onboarding.get()).resolves.toMatchObject({
      teams: [{ id: team.id, name: "Inviters", role: "member" }],
    });
    await expect(
      api.onboarding.completeTeam({ action: "join", teamId: team.id }),
    ).resolves.toMatchObject({ team: { id: team.id, role: "member" } });
    expect(await stored(user)).toMatchObject({ onboardingStep: "complete", activeTeamId: team.id });
  });

  it("completeTeam › accepts an invitation that arrived after sign-in", async () => {
    const { user, api } = await newcomer("team");
    const owner = await makeUser(database.db);
    const team = await makeTeam(database.db, { owner, name: "Latecomers" });
    await makeInvitation(database.db, { teamId: team.id, email: user.email, role: "owner" });
    await expect(api.onboarding.get()).resolves.toMatchObject({
      invitations: [{ teamId: team.id, teamName: "Latecomers", role: "owner" }],
    });
    await expect(
      api.onboarding.completeTeam({ action: "join", teamId: team.id }),
    ).resolves.toMatchObject({ team: { id: team.id, role: "owner" } });
  });

  it("completeTeam › cannot join a team that neither has nor invited the user", async () => {
    const { user, api } = await newcomer("team");
    const owner = await makeUser(database.db);
    const team = await makeTeam(database.db, { owner });
    await expect(
      api.onboarding.completeTeam({ action: "join", teamId: team.id }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
    expect(await stored(user)).toMatchObject({ onboardingStep: "team" });
  });

  it("signing in again after onboarding leads to the app, not back to onboarding", async () => {
    const email = `${unique("again")}@example.com`;
    const resHeaders = new Headers();
    const visitor = await callerAs(database.db, null, { resHeaders });
    await visitor.auth.signUp({ name: "Ada", email, password: "Again-pass-1" });
    const { token } = await mailedToken(database.db, email, "NewUser");
    await visitor.auth.verifyEmail({ token });
    const api = await callerAs(database.db, sessionCookieToken(resHeaders) ?? null);
    await api.onboarding.completeAccount({ name: "Ada" });
    await api.onboarding.completeTeam({ action: "create", name: "Ada's team" });
    const again = await callerAs(database.db, null);
    await expect(again.auth.signIn({ email, password: "Again-pass-1" })).resolves.toMatchObject({
      redirectTo: "/app/dashboard",
    });
  });
});

describe("user avatar", () => {
  it("user.avatar.update › stores a re-encoded square WebP and serves it by its path", async () => {
    const { user, api } = await newcomer();
    const { image } = await api.user.avatar.update({ image: PNG_BASE64 });
    expect(image).toMatch(/^\/api\/avatar\/[\w-]+$/);
    const id = image.split("/").pop() ?? "";
    const served = await (await callerAs(database.db, null)).user.avatar.get({ id });
    expect(served?.contentType).toBe("image/webp");
    // RIFF....WEBP
    expect(
      Buffer.from(served?.bytes ?? [])
        .subarray(8, 12)
        .toString(),
    ).toBe("WEBP");
    expect(await stored(user)).toMatchObject({ image });
  });

  it("user.avatar.update › replaces the previous picture (one row per user)", async () => {
    const { user, api } = await newcomer();
    const first = await api.user.avatar.update({ image: PNG_BASE64 });
    const second = await api.user.avatar.update({ image: PNG_BASE64 });
    expect(second.image).not.toBe(first.image);
    const rows = await database.db.select().from(avatars).where(eq(avatars.userId, user.id));
    expect(rows).toHaveLength(1);
    const anonymous = await callerAs(database.db, null);
    await expect(
      anonymous.user.avatar.get({ id: first.image.split("/").pop() ?? "" }),
    ).resolves.toBe(null);
  });

  it("user.avatar.update › refuses what is not a picture with a translated message and keeps the old one", async () => {
    const { user, api } = await newcomer();
    const { image } = await api.user.avatar.update({ image: PNG_BASE64 });
    const html = Buffer.from("<svg onload=alert(1)>").toString("base64");
    await expect(api.user.avatar.update({ image: html })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      cause: { messageKey: "account.avatar.unreadable" },
    });
    // A PNG signature in front of garbage passes the first check and fails decoding.
    const broken = Buffer.concat([
      Buffer.from(PNG_BASE64, "base64").subarray(0, 16),
      Buffer.alloc(64, 7),
    ]).toString("base64");
    await expect(api.user.avatar.update({ image: broken })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
    await expect(api.user.avatar.update({ image: "not base64!" })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
    expect(await stored(user)).toMatchObject({ image });
  });

  it("user.avatar.delete › clears the picture and deletes its bytes", async () => {
    const { user, api } = await newcomer();
    await api.user.avatar.update({ image: PNG_BASE64 });
    await expect(api.user.avatar.delete()).resolves.toEqual({ image: null });
    expect(await stored(user)).toMatchObject({ image: null });
    const rows = await database.db.select().from(avatars).where(eq(avatars.userId, user.id));
    expect(rows).toHaveLength(0);
  });

  it("avatar › answers null for an unknown id", async () => {
    const anonymous = await callerAs(database.db, null);
    await expect(anonymous.user.avatar.get({ id: "no-such-avatar" })).resolves.toBeNull();
  });
});
