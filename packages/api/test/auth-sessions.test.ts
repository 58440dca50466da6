import { describe, expect, it } from "vitest";

import { SESSION_COOKIE, SESSION_IDLE_MS, SESSION_MAX_AGE_MS, sessionKey } from "@teamkit/auth";
import { eq, sessions } from "@teamkit/db";
import {
  makeInvitation,
  makeSession,
  makeSignedUpUser,
  makeTeam,
  makeUser,
  TEST_PASSWORD,
  useTestDatabase,
} from "@teamkit/db/testing";

import { createCaller } from "../src/root";
import { mailedToken, wrongCode } from "./auth-helpers";
import { freshLimiter } from "./fixtures";
import {
  bearer,
  callerWithHeaders,
  cookieCaller,
  cookieHeaders,
  handlerStatus,
  httpCall,
  sessionCookieToken,
  testContext,
} from "./helpers";

const database = useTestDatabase();

const callerWith = (headers?: Headers) => callerWithHeaders(database.db, headers);

/** Signs the mobile app in by password and returns its Bearer token. */
async function mobileSignIn(email: string, password = TEST_PASSWORD): Promise<string> {
  const result = await (
    await callerWith()
  ).auth.createMobileSession({ method: "password", email, password, deviceName: "Pixel 9" });
  if (!("token" in result)) throw new Error("a challenge instead of a session");
  return result.token;
}

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
      method: "password",
      email: "Mobile@example.com",
      password: TEST_PASSWORD,
      deviceName: "Pixel 9",
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
      joinedTeamId: null,
    });
    expect(resHeaders.getSetCookie()).toEqual([]);
    if (!("token" in result)) throw new Error("a challenge instead of a session");
    await expect((await callerWith(bearer(result.token))).user.me()).resolves.toMatchObject({
      id: userId,
    });
  });

  it("names the team an invitation made the user join, as the web's dashboard does", async () => {
    const email = "mobile.invited@example.com";
    await makeUser(database.db, { email, password: TEST_PASSWORD });
    const team = await makeTeam(database.db, { slug: "mobile-inviting-team" });
    await makeInvitation(database.db, { teamId: team.id, email, role: "member" });
    const caller = await callerWith();
    const signIn = () =>
      caller.auth.createMobileSession({
        method: "password",
        email,
        password: TEST_PASSWORD,
        deviceName: "Pixel 9",
      });
    await expect(signIn()).resolves.toMatchObject({ joinedTeamId: team.id });
    // Joined once: the next sign-in names no team.
    await expect(signIn()).resolves.toMatchObject({ joinedTeamId: null });
  });

  it("is ended by signOut through the Bearer header", async () => {
    await makeUser(database.db, { email: "mobile.out@example.com", password: TEST_PASSWORD });
    const token = await mobileSignIn("mobile.out@example.com");
    await expect((await callerWith(bearer(token))).auth.signOut()).resolves.toEqual({ ok: true });
    await expect((await callerWith(bearer(token))).user.me()).rejects.toMatchObject({
      code: "UNAUTHORIZED",
    });
  });

  it("applies the same checks as the web sign-in", async () => {
    await makeSignedUpUser(database.db, { email: "mobile.unverified@example.com" });
    const caller = await callerWith();
    await expect(
      caller.auth.createMobileSession({
        method: "password",
        email: "mobile.unverified@example.com",
        password: "Nope-1234!",
        deviceName: "Pixel 9",
      }),
    ).rejects.toMatchObject({ cause: { messageKey: "auth.errors.invalidCredentials" } });
    await expect(
      caller.auth.createMobileSession({
        method: "password",
        email: "mobile.unverified@example.com",
        password: TEST_PASSWORD,
        deviceName: "Pixel 9",
      }),
    ).rejects.toMatchObject({
      code: "FORBIDDEN",
      cause: { messageKey: "auth.errors.emailNotVerified" },
    });
  });
});

describe("auth.createMobileSession › sessions of the app", () => {
  const storedSession = async (token: string) => {
    const [row] = await database.db
      .select()
      .from(sessions)
      .where(eq(sessions.sessionToken, sessionKey(token)));
    return row;
  };

  it("marks the session as mobile, names the device, and gives it the web's lifetime", async () => {
    await makeUser(database.db, { email: "mobile.row@example.com", password: TEST_PASSWORD });
    const before = Date.now();
    const row = await storedSession(await mobileSignIn("mobile.row@example.com"));
    expect(row).toMatchObject({ kind: "mobile", deviceName: "Pixel 9", impersonatorId: null });
    expect(row?.expires.getTime()).toBeGreaterThanOrEqual(before + SESSION_MAX_AGE_MS);
    expect(row?.expires.getTime()).toBeLessThanOrEqual(Date.now() + SESSION_MAX_AGE_MS);
  });

  it("signs in with the magic-link mail's code, and accepts pending invitations", async () => {
    await makeUser(database.db, { email: "mobile.code@example.com", password: TEST_PASSWORD });
    const team = await makeTeam(database.db, { name: "Invited Team" });
    await makeInvitation(database.db, {
      teamId: team.id,
      invitedById: team.owner.id,
      email: "mobile.code@example.com",
    });
    await (await callerWith()).auth.requestMagicLink({ email: "mobile.code@example.com" });
    const { code } = await mailedToken(database.db, "mobile.code@example.com", "MagicLink");
    const { caller, resHeaders } = await cookieCaller(database.db);
    const result = await caller.auth.createMobileSession({
      method: "code",
      email: "mobile.code@example.com",
      code: code ?? "",
      deviceName: "iPhone",
    });
    expect(resHeaders.getSetCookie()).toEqual([]);
    if (!("token" in result)) throw new Error("a challenge instead of a session");
    expect(await storedSession(result.token)).toMatchObject({
      kind: "mobile",
      deviceName: "iPhone",
    });
    const teams = await (await callerWith(bearer(result.token))).team.list();
    expect(teams.map((t) => t.name)).toContain("Invited Team");
  });

  it("gives a wrong code the web's error, in German too, and kills the code after 3 tries", async () => {
    await makeUser(database.db, { email: "mobile.wrong@example.com", password: TEST_PASSWORD });
    await (await callerWith()).auth.requestMagicLink({ email: "mobile.wrong@example.com" });
    const mailed = await mailedToken(database.db, "mobile.wrong@example.com", "MagicLink");
    const code = mailed.code ?? "";
    const input = {
      method: "code",
      email: "mobile.wrong@example.com",
      deviceName: "iPhone",
    } as const;
    const german = await httpCall(
      database.db,
      "auth.createMobileSession",
      { ...input, code: wrongCode(code) },
      { headers: new Headers({ "x-teamkit-locale": "de" }) },
    );
    expect(german.status).toBe(400);
    expect(JSON.parse(german.body)).toMatchObject({
      error: { json: { message: "Ungültiger Einmalcode" } },
    });
    // A limiter per call: the code's own count of tries is what is tested here.
    const attempt = async (guess: string) =>
      createCaller(
        await testContext(database.db, new Headers(), {}, { rateLimiter: freshLimiter() }),
      ).auth.createMobileSession({ ...input, code: guess });
    for (let i = 0; i < 2; i++) {
      await expect(attempt(wrongCode(code))).rejects.toMatchObject({
        code: "BAD_REQUEST",
        cause: { messageKey: "auth.errors.invalidOtp", field: "code" },
      });
    }
    await expect(attempt(code)).rejects.toMatchObject({
      cause: { messageKey: "auth.errors.invalidOtp" },
    });
  });

  it("opens a mobile session only by Bearer, and a web session only by cookie", async () => {
    await makeUser(database.db, { email: "mobile.bound@example.com", password: TEST_PASSWORD });
    const phone = await mobileSignIn("mobile.bound@example.com");
    const browser = await webSignIn("mobile.bound@example.com");
    for (const headers of [cookieHeaders(phone), bearer(browser)]) {
      await expect((await callerWith(headers)).user.me()).rejects.toMatchObject({
        code: "UNAUTHORIZED",
      });
    }
  });

  it("never takes the token from the query string", async () => {
    await makeUser(database.db, { email: "mobile.query@example.com", password: TEST_PASSWORD });
    const phone = await mobileSignIn("mobile.query@example.com");
    const query = new URLSearchParams({ token: phone, authorization: `Bearer ${phone}` });
    const req = new Request(`http://localhost/api/trpc/user.me?${query.toString()}`);
    expect(await handlerStatus(database.db, req)).toBe(401);
  });

  it("ends an idle mobile session like a web one", async () => {
    const user = await makeUser(database.db, { email: "mobile.idle@example.com" });
    const { token } = await makeSession(database.db, {
      userId: user.id,
      kind: "mobile",
      lastActiveAt: new Date(Date.now() - SESSION_IDLE_MS - 1000),
    });
    await expect((await callerWith(bearer(token))).user.me()).rejects.toMatchObject({
      code: "UNAUTHORIZED",
    });
    expect(await storedSession(token)).toBeUndefined();
  });
});

describe("auth.resetPassword", () => {
  it("ends every session of the user, web and mobile, and keeps only the new one", async () => {
    await makeUser(database.db, { email: "reset.all@example.com", password: TEST_PASSWORD });
    const web = await webSignIn("reset.all@example.com");
    const mobile = await mobileSignIn("reset.all@example.com");
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
    const mobile = await mobileSignIn("change@example.com");

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
