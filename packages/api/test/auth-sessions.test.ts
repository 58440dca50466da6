import { describe, expect, it } from "vitest";

import { SESSION_COOKIE } from "@teamkit/auth";
import { makeUser, TEST_PASSWORD, useTestDatabase } from "@teamkit/db/testing";

import { createCaller } from "../src/root";
import { mailedToken } from "./auth-helpers";
import { cookieCaller, cookieHeaders, sessionCookieToken, testContext } from "./helpers";

const database = useTestDatabase();

async function callerWith(headers = new Headers()) {
  return createCaller(await testContext(database.db, headers));
}

const bearer = (token: string) => new Headers({ authorization: `Bearer ${token}` });

/** Signs in over the web procedure and returns the session cookie's token. */
async function webSignIn(email: string, password = TEST_PASSWORD): Promise<string> {
  const { caller, resHeaders } = await cookieCaller(database.db);
  await caller.auth.signIn({ email, password });
  const token = sessionCookieToken(resHeaders);
  if (!token) throw new Error("no session cookie");
  return token;
}

describe("auth.signOut", () => {
  it("ends the session and clears the cookie, so the old cookie is refused afterwards", async () => {
    await makeUser(database.db, { email: "signout@example.com", password: TEST_PASSWORD });
    const token = await webSignIn("signout@example.com");
    await expect((await callerWith(cookieHeaders(token))).user.me()).resolves.toMatchObject({
      email: "signout@example.com",
    });

    const { caller, resHeaders } = await cookieCaller(database.db, {
      headers: cookieHeaders(token),
    });
    await expect(caller.auth.signOut()).resolves.toEqual({ ok: true });
    const [cleared] = resHeaders.getSetCookie();
    expect(cleared).toMatch(new RegExp(`^${SESSION_COOKIE}=;`));
    expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970/);
    // The public pages' signed-in hint goes with it.
    expect(resHeaders.getSetCookie()).toContainEqual(
      expect.stringMatching(/^teamkit\.signed-in=; Path=\/; Expires=Thu, 01 Jan 1970/),
    );

    await expect((await callerWith(cookieHeaders(token))).user.me()).rejects.toMatchObject({
      code: "UNAUTHORIZED",
    });
  });

  it("is fine when nobody is signed in", async () => {
    await expect((await callerWith()).auth.signOut()).resolves.toEqual({ ok: true });
  });

  it("ends only the current session", async () => {
    await makeUser(database.db, { email: "two.devices@example.com", password: TEST_PASSWORD });
    const laptop = await webSignIn("two.devices@example.com");
    const phone = await webSignIn("two.devices@example.com");
    await (await callerWith(cookieHeaders(laptop))).auth.signOut();
    await expect((await callerWith(cookieHeaders(phone))).user.me()).resolves.toMatchObject({
      email: "two.devices@example.com",
    });
  });
});

describe("auth.createMobileSession", () => {
  it("returns a Bearer token that works for user.me, explicit user columns, and no cookie", async () => {
    const { id: userId } = await makeUser(database.db, {
      email: "mobile@example.com",
      locale: "de",
      password: TEST_PASSWORD,
    });
    const { caller, resHeaders } = await cookieCaller(database.db);
    const result = await caller.auth.createMobileSession({
      email: "Mobile@example.com",
      password: TEST_PASSWORD,
    });
    expect(result).toEqual({
      token: expect.stringMatching(/^[\w-]{43}$/) as string,
      expires: expect.any(Date) as Date,
      user: {
        id: userId,
        name: "Test User",
        email: "mobile@example.com",
        image: null,
        role: "user",
        locale: "de",
      },
    });
    expect(resHeaders.getSetCookie()).toEqual([]);
    await expect((await callerWith(bearer(result.token))).user.me()).resolves.toMatchObject({
      id: userId,
    });
  });

  it("is ended by signOut through the Bearer header", async () => {
    await makeUser(database.db, { email: "mobile.out@example.com", password: TEST_PASSWORD });
    const { token } = await (
      await callerWith()
    ).auth.createMobileSession({
      email: "mobile.out@example.com",
      password: TEST_PASSWORD,
    });
    await expect((await callerWith(bearer(token))).auth.signOut()).resolves.toEqual({ ok: true });
    await expect((await callerWith(bearer(token))).user.me()).rejects.toMatchObject({
      code: "UNAUTHORIZED",
    });
  });

  it("applies the same checks as the web sign-in", async () => {
    await makeUser(database.db, {
      email: "mobile.unverified@example.com",
      emailVerified: null,
      password: TEST_PASSWORD,
    });
    const caller = await callerWith();
    await expect(
      caller.auth.createMobileSession({
        email: "mobile.unverified@example.com",
        password: "Nope-1234!",
      }),
    ).rejects.toMatchObject({ cause: { messageKey: "auth.errors.invalidCredentials" } });
    await expect(
      caller.auth.createMobileSession({
        email: "mobile.unverified@example.com",
        password: TEST_PASSWORD,
      }),
    ).rejects.toMatchObject({
      code: "FORBIDDEN",
      cause: { messageKey: "auth.errors.emailNotVerified" },
    });
  });
});

describe("auth.resetPassword", () => {
  it("ends every session of the user, web and mobile, and keeps only the new one", async () => {
    await makeUser(database.db, { email: "reset.all@example.com", password: TEST_PASSWORD });
    const web = await webSignIn("reset.all@example.com");
    const { token: mobile } = await (
      await callerWith()
    ).auth.createMobileSession({
      email: "reset.all@example.com",
      password: TEST_PASSWORD,
    });
    await (await callerWith()).auth.requestPasswordReset({ email: "reset.all@example.com" });
    const { token } = await mailedToken(database.db, "reset.all@example.com", "ForgotPassword");

    const { caller, resHeaders } = await cookieCaller(database.db);
    await caller.auth.resetPassword({ token, password: "Brand-new-2" });

    for (const headers of [cookieHeaders(web), bearer(mobile)]) {
      await expect((await callerWith(headers)).user.me()).rejects.toMatchObject({
        code: "UNAUTHORIZED",
      });
    }
    const fresh = sessionCookieToken(resHeaders);
    await expect((await callerWith(cookieHeaders(fresh))).user.me()).resolves.toMatchObject({
      email: "reset.all@example.com",
    });
  });
});

describe("auth.changePassword", () => {
  it("needs a session", async () => {
    await expect(
      (await callerWith()).auth.changePassword({
        currentPassword: TEST_PASSWORD,
        newPassword: "Brand-new-2",
      }),
    ).rejects.toMatchObject({ code: "UNAUTHORIZED" });
  });

  it("refuses a wrong current password on the currentPassword field", async () => {
    await makeUser(database.db, { email: "change.wrong@example.com", password: TEST_PASSWORD });
    const token = await webSignIn("change.wrong@example.com");
    await expect(
      (await callerWith(cookieHeaders(token))).auth.changePassword({
        currentPassword: "Wrong-pass-1",
        newPassword: "Brand-new-2",
      }),
    ).rejects.toMatchObject({
      code: "BAD_REQUEST",
      cause: { messageKey: "auth.errors.currentPasswordWrong", field: "currentPassword" },
    });
    // The session survives a mistyped current password.
    await expect((await callerWith(cookieHeaders(token))).user.me()).resolves.toBeTruthy();
  });

  it("sets the new password and ends all other sessions, keeping the current one", async () => {
    await makeUser(database.db, { email: "change@example.com", password: TEST_PASSWORD });
    const current = await webSignIn("change@example.com");
    const other = await webSignIn("change@example.com");
    const { token: mobile } = await (
      await callerWith()
    ).auth.createMobileSession({
      email: "change@example.com",
      password: TEST_PASSWORD,
    });

    await expect(
      (await callerWith(cookieHeaders(current))).auth.changePassword({
        currentPassword: TEST_PASSWORD,
        newPassword: "Brand-new-2",
      }),
    ).resolves.toEqual({ ok: true });

    await expect((await callerWith(cookieHeaders(current))).user.me()).resolves.toMatchObject({
      email: "change@example.com",
    });
    for (const headers of [cookieHeaders(other), bearer(mobile)]) {
      await expect((await callerWith(headers)).user.me()).rejects.toMatchObject({
        code: "UNAUTHORIZED",
      });
    }
    await expect(webSignIn("change@example.com", "Brand-new-2")).resolves.toBeTruthy();
  });
});
