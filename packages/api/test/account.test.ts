import { describe, expect, it } from "vitest";

import { eq, memberships, teams } from "@teamkit/db";
import {
  makeMembership,
  makeTeam,
  makeUser,
  TEST_PASSWORD,
  unique,
  useTestDatabase,
} from "@teamkit/db/testing";
import { latestMailTo } from "@teamkit/email";
import { deleteAccount } from "@teamkit/teams";

import { findUser, mailedToken } from "./auth-helpers";
import { callerAs } from "./fixtures";
import { callerWithHeaders, cookieCaller, sessionCookieToken } from "./helpers";

const database = useTestDatabase();

/** A user with the test password, signed in. */
async function signedInUser() {
  const email = `${unique("account")}@example.com`;
  const user = await makeUser(database.db, { email, password: TEST_PASSWORD });
  const api = await callerAs(database.db, user);
  return { user, id: user.id, email, api };
}

const wrongPassword = {
  code: "BAD_REQUEST",
  cause: { messageKey: "auth.errors.currentPasswordWrong", field: "currentPassword" },
};

describe("user.update", () => {
  it("renames the signed-in user and refuses a name with control characters", async () => {
    const { user, api } = await signedInUser();
    await expect(api.user.update({ name: "  Ada Lovelace " })).resolves.toEqual({
      name: "Ada Lovelace",
    });
    const next = await callerAs(database.db, user);
    await expect(next.user.me()).resolves.toMatchObject({ name: "Ada Lovelace" });
    await expect(api.user.update({ name: "Ada\u0000" })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
  });
});

describe("user.setLocale", () => {
  it("keeps the account's language, which its mails then use, and refuses any other", async () => {
    const { user, email, api } = await signedInUser();
    await expect(api.user.setLocale({ locale: "de" })).resolves.toEqual({ locale: "de" });
    await expect((await callerAs(database.db, user)).user.me()).resolves.toMatchObject({
      locale: "de",
    });
    await expect(api.user.setLocale({ locale: "fr" } as never)).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
    await (await callerWithHeaders(database.db)).auth.requestPasswordReset({ email });
    expect((await mailedToken(database.db, email, "ForgotPassword")).locale).toBe("de");
  });
});

describe("email change", () => {
  it("mails the new address and changes nothing until its link is opened", async () => {
    const { id, email, api } = await signedInUser();
    const next = `${unique("new")}@example.com`;
    await expect(
      api.auth.requestEmailChange({ email: next, currentPassword: "Wrong-pass-1" }),
    ).rejects.toMatchObject(wrongPassword);
    await expect(
      api.auth.requestEmailChange({ email: next, currentPassword: TEST_PASSWORD }),
    ).resolves.toEqual({ sentTo: next });
    expect((await findUser(database.db, email))?.id).toBe(id);
    const { token, url } = await mailedToken(database.db, next, "EmailChange");
    expect(url).toMatch(/\/auth\/verify$/);
    // The old address is told, with a way to stop it (a reset discards the pending change).
    const notice = await latestMailTo(database.db, email, "EmailChangeRequested");
    expect(notice?.text).toContain(next);
    expect(notice?.text).toMatch(/\/auth\/forgot-password/);

    // A reset link mailed to the old address before the change stops working with it.
    const anyone = await callerAs(database.db, null);
    await anyone.auth.requestPasswordReset({ email });
    const reset = await mailedToken(database.db, email, "ForgotPassword");
    await expect(anyone.auth.checkResetToken({ token: reset.token })).resolves.toEqual({
      valid: true,
    });
    await expect(anyone.auth.confirmEmailChange({ token })).resolves.toEqual({ email: next });
    await expect(anyone.auth.checkResetToken({ token: reset.token })).resolves.toEqual({
      valid: false,
    });
    expect((await findUser(database.db, next))?.id).toBe(id);
    expect(await findUser(database.db, email)).toBeNull();
    await expect(anyone.auth.confirmEmailChange({ token })).rejects.toMatchObject({
      cause: { messageKey: "auth.errors.invalidToken" },
    });
  });

  it("refuses an address in use, the same address, and an account without a password", async () => {
    const { email, api } = await signedInUser();
    const other = await makeUser(database.db);
    await expect(
      api.auth.requestEmailChange({ email: other.email, currentPassword: TEST_PASSWORD }),
    ).rejects.toMatchObject({ code: "CONFLICT", cause: { messageKey: "auth.errors.emailInUse" } });
    await expect(
      api.auth.requestEmailChange({ email, currentPassword: TEST_PASSWORD }),
    ).rejects.toMatchObject({ cause: { messageKey: "auth.errors.emailUnchanged" } });
    const passwordless = await callerAs(database.db, await makeUser(database.db));
    await expect(
      passwordless.auth.requestEmailChange({ email: "x@example.com", currentPassword: "any" }),
    ).rejects.toMatchObject({ cause: { messageKey: "auth.errors.passwordRequired" } });
  });

  it("a pending change dies when the user takes the account back: new password, reset or sessions ended", async () => {
    const { email, api } = await signedInUser();
    const anyone = await callerAs(database.db, null);
    let password = TEST_PASSWORD;
    const pendingLink = async () => {
      const next = `${unique("intruder")}@example.com`;
      await api.auth.requestEmailChange({ email: next, currentPassword: password });
      return (await mailedToken(database.db, next, "EmailChange")).token;
    };
    const refused = { cause: { messageKey: "auth.errors.invalidToken" } };

    let token = await pendingLink();
    await api.auth.changePassword({ currentPassword: password, newPassword: "Changed-pass-2!" });
    password = "Changed-pass-2!";
    await expect(anyone.auth.confirmEmailChange({ token })).rejects.toMatchObject(refused);

    token = await pendingLink();
    await api.user.sessions.endOthers();
    await expect(anyone.auth.confirmEmailChange({ token })).rejects.toMatchObject(refused);

    token = await pendingLink();
    await anyone.auth.requestPasswordReset({ email });
    const reset = await mailedToken(database.db, email, "ForgotPassword");
    const { caller } = await cookieCaller(database.db);
    await caller.auth.resetPassword({ token: reset.token, password: "Reset-pass-3!" });
    await expect(anyone.auth.confirmEmailChange({ token })).rejects.toMatchObject(refused);
    expect((await findUser(database.db, email))?.email).toBe(email);
  });

  it("refuses the link when the address was taken meanwhile", async () => {
    const { api } = await signedInUser();
    const next = `${unique("race")}@example.com`;
    await api.auth.requestEmailChange({ email: next, currentPassword: TEST_PASSWORD });
    const { token } = await mailedToken(database.db, next, "EmailChange");
    await makeUser(database.db, { email: next });
    await expect(
      (await callerAs(database.db, null)).auth.confirmEmailChange({ token }),
    ).rejects.toMatchObject({ code: "CONFLICT", cause: { messageKey: "auth.errors.emailInUse" } });
  });
});

describe("user.delete", () => {
  it("needs the current password, and deletes the account with the teams it was alone in", async () => {
    const { user, email } = await signedInUser();
    const solo = await makeTeam(database.db, { owner: user, name: "Solo" });
    const resHeaders = new Headers();
    const api = await callerAs(database.db, user, { resHeaders });
    await expect(api.user.delete({ currentPassword: "Wrong-pass-1" })).rejects.toMatchObject(
      wrongPassword,
    );
    expect(await findUser(database.db, email)).not.toBeNull();
    await expect(api.user.delete({ currentPassword: TEST_PASSWORD })).resolves.toEqual({
      ok: true,
    });
    expect(await findUser(database.db, email)).toBeNull();
    expect(await database.db.select().from(teams).where(eq(teams.id, solo.id))).toEqual([]);
    expect(sessionCookieToken(resHeaders)).toBe("");
  });

  it("refuses while the user is the only owner of a team with other members, deleting nothing", async () => {
    const { user, email, api } = await signedInUser();
    const solo = await makeTeam(database.db, { owner: user, name: "Alone" });
    const shared = await makeTeam(database.db, { owner: user, name: "Shared" });
    await makeMembership(database.db, {
      teamId: shared.id,
      userId: (await makeUser(database.db)).id,
      role: "member",
    });
    await expect(api.user.delete({ currentPassword: TEST_PASSWORD })).rejects.toMatchObject({
      code: "CONFLICT",
      cause: { messageKey: "teams.errors.soleOwner", values: { team: "Shared" } },
    });
    expect(await findUser(database.db, email)).not.toBeNull();
    expect(await database.db.select().from(teams).where(eq(teams.id, solo.id))).toHaveLength(1);
  });

  it("deleteAccount › an admin's deletion promotes the member who joined first", async () => {
    const owner = await makeUser(database.db);
    const team = await makeTeam(database.db, { owner });
    const first = await makeUser(database.db);
    const second = await makeUser(database.db);
    // Inserted one after the other, the two can share a timestamp: say who joined first.
    const joined = Date.now() - 60_000;
    await makeMembership(database.db, {
      teamId: team.id,
      userId: first.id,
      createdAt: new Date(joined),
    });
    await makeMembership(database.db, {
      teamId: team.id,
      userId: second.id,
      createdAt: new Date(joined + 1000),
    });
    await deleteAccount(database.db, owner.id, "promoteEarliestMember");
    const roles = await database.db
      .select({ userId: memberships.userId, role: memberships.role })
      .from(memberships)
      .where(eq(memberships.teamId, team.id));
    expect(roles).toEqual(
      expect.arrayContaining([
        { userId: first.id, role: "owner" },
        { userId: second.id, role: "member" },
      ]),
    );
    expect(roles).toHaveLength(2);
  });
});
