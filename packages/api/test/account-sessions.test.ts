import { describe, expect, it, vi } from "vitest";

import type { TestUser } from "@teamkit/db/testing";
import { DEVICE_COOKIE } from "@teamkit/auth";
import { eq, sessions, trustedBrowsers } from "@teamkit/db";
import { makeSession, makeUser, TEST_PASSWORD, useTestDatabase } from "@teamkit/db/testing";
import { latestMailTo } from "@teamkit/email";

import { createCaller } from "../src/root";
import { mailedToken } from "./auth-helpers";
import {
  bearer,
  callerWithHeaders,
  cookieCaller,
  cookieHeaders,
  handlerStatus,
  sessionCookieToken,
  sessionCount,
  testContext,
} from "./helpers";

const database = useTestDatabase();

const CHROME_MAC =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const FIREFOX_WINDOWS =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0";

const HOUR = 60 * 60 * 1000;

const callerWith = (headers?: Headers) => callerWithHeaders(database.db, headers);

/** The HTTP status of `user.me` over the API's handler, as the app's next request gets it. */
const meStatus = (headers: Headers) =>
  handlerStatus(database.db, new Request("http://localhost/api/trpc/user.me", { headers }));

/** A signed-in user with a laptop (the caller's session), a phone and a second browser. */
async function userWithDevices() {
  const user = await makeUser(database.db);
  const now = Date.now();
  const laptop = await makeSession(database.db, {
    userId: user.id,
    userAgent: CHROME_MAC,
    createdAt: new Date(now - 48 * HOUR),
    lastActiveAt: new Date(now - 5 * 60 * 1000),
  });
  const phone = await makeSession(database.db, {
    userId: user.id,
    kind: "mobile",
    deviceName: "Ada's Pixel",
    userAgent: "okhttp/4.12.0",
    createdAt: new Date(now - 24 * HOUR),
    lastActiveAt: new Date(now - 2 * HOUR),
  });
  const desktop = await makeSession(database.db, {
    userId: user.id,
    userAgent: FIREFOX_WINDOWS,
    createdAt: new Date(now - 72 * HOUR),
    lastActiveAt: new Date(now - 3 * HOUR),
  });
  return { user, laptop, phone, desktop, caller: await callerWith(cookieHeaders(laptop.token)) };
}

async function sessionIds(caller: Awaited<ReturnType<typeof callerWith>>) {
  const { sessions: listed } = await caller.user.sessions.list();
  return listed;
}

describe("user.sessions.list", () => {
  it("lists every session of the caller, the current one first and marked, with browser, OS or phone name", async () => {
    const { caller } = await userWithDevices();
    const { sessions: listed, trustedBrowsers: trusted } = await caller.user.sessions.list();

    expect(listed).toEqual([
      expect.objectContaining({
        kind: "web",
        browser: "Chrome 131",
        os: "macOS",
        deviceName: null,
        isCurrent: true,
      }),
      expect.objectContaining({
        kind: "mobile",
        browser: null,
        os: null,
        deviceName: "Ada's Pixel",
        isCurrent: false,
      }),
      expect.objectContaining({ kind: "web", browser: "Firefox 133", os: "Windows" }),
    ]);
    expect(trusted).toEqual([]);
    // The page gets display strings and an opaque id: neither the header nor the session's key.
    const body = JSON.stringify(listed);
    expect(body).not.toContain("Mozilla");
    expect(body).not.toContain("okhttp");
    for (const entry of listed) expect(entry.id).toMatch(/^[0-9a-f]{32}$/);
    const keys = (await database.db.select({ key: sessions.sessionToken }).from(sessions)).map(
      (row) => row.key,
    );
    for (const entry of listed) expect(keys.some((key) => key.startsWith(entry.id))).toBe(false);
  });

  it("leaves out other users' sessions, expired ones and those an admin opened to impersonate", async () => {
    const { user, caller } = await userWithDevices();
    const stranger = await makeUser(database.db);
    const admin = await makeUser(database.db, { role: "admin" });
    await makeSession(database.db, { userId: stranger.id, userAgent: CHROME_MAC });
    await makeSession(database.db, { userId: user.id, impersonatorId: admin.id });
    await makeSession(database.db, { userId: user.id, expires: new Date(Date.now() - 1000) });

    expect(await sessionIds(caller)).toHaveLength(3);
  });

  it("shows an impersonating admin the user's sessions without the admin's own", async () => {
    const { user } = await userWithDevices();
    const admin = await makeUser(database.db, { role: "admin" });
    const acting = await makeSession(database.db, { userId: user.id, impersonatorId: admin.id });
    const listed = await sessionIds(await callerWith(cookieHeaders(acting.token)));
    expect(listed).toHaveLength(3);
    expect(listed.some((entry) => entry.isCurrent)).toBe(false);
  });

  it("lists the caller's live trusted browsers and no one else's", async () => {
    const { user, caller } = await userWithDevices();
    const stranger = await makeUser(database.db);
    const later = new Date(Date.now() + 30 * 24 * HOUR);
    await database.db.insert(trustedBrowsers).values([
      { userId: user.id, tokenHash: "a".repeat(64), userAgent: FIREFOX_WINDOWS, expiresAt: later },
      {
        userId: user.id,
        tokenHash: "b".repeat(64),
        userAgent: CHROME_MAC,
        expiresAt: new Date(Date.now() - 1000),
      },
      { userId: stranger.id, tokenHash: "c".repeat(64), userAgent: CHROME_MAC, expiresAt: later },
    ]);
    const { trustedBrowsers: trusted } = await caller.user.sessions.list();
    expect(trusted).toEqual([
      expect.objectContaining({ browser: "Firefox 133", os: "Windows", expiresAt: later }),
    ]);
  });

  it("is refused without a session", async () => {
    await expect((await callerWith()).user.sessions.list()).rejects.toMatchObject({
      code: "UNAUTHORIZED",
    });
  });
});

describe("user.sessions.end", () => {
  it("ends another session of the caller, whose browser is signed out at its next request", async () => {
    const { desktop, caller } = await userWithDevices();
    const target = (await sessionIds(caller)).find((entry) => entry.browser === "Firefox 133");
    await expect(caller.user.sessions.end({ id: target?.id ?? "" })).resolves.toEqual({ ok: true });

    await expect((await callerWith(cookieHeaders(desktop.token))).user.me()).rejects.toMatchObject({
      code: "UNAUTHORIZED",
    });
    expect((await sessionIds(caller)).map((entry) => entry.browser)).not.toContain("Firefox 133");
  });

  it("signs a phone out: its Bearer token gets 401 at the next request", async () => {
    const { phone, caller } = await userWithDevices();
    expect(await meStatus(bearer(phone.token))).toBe(200);
    const target = (await sessionIds(caller)).find((entry) => entry.kind === "mobile");
    await caller.user.sessions.end({ id: target?.id ?? "" });

    expect(await meStatus(bearer(phone.token))).toBe(401);
  });

  it("refuses the current session, which signing out ends, and keeps it", async () => {
    const { user, laptop, caller } = await userWithDevices();
    const current = (await sessionIds(caller)).find((entry) => entry.isCurrent);
    await expect(caller.user.sessions.end({ id: current?.id ?? "" })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      cause: { messageKey: "account.sessions.errors.current" },
    });
    expect(await sessionCount(database.db, user.id)).toBe(3);
    await expect((await callerWith(cookieHeaders(laptop.token))).user.me()).resolves.toBeTruthy();
  });

  it("finds nothing by another user's session id, and that session stays", async () => {
    const { caller } = await userWithDevices();
    const other = await userWithDevices();
    const theirs = (await sessionIds(other.caller)).find((entry) => !entry.isCurrent);

    await expect(caller.user.sessions.end({ id: theirs?.id ?? "" })).rejects.toMatchObject({
      code: "NOT_FOUND",
      cause: { messageKey: "account.sessions.errors.notFound" },
    });
    expect(await sessionCount(database.db, other.user.id)).toBe(3);
  });

  it("answers an unknown id, or a session ended already, as not found", async () => {
    const { caller } = await userWithDevices();
    const target = (await sessionIds(caller)).find((entry) => !entry.isCurrent);
    await caller.user.sessions.end({ id: target?.id ?? "" });
    await expect(caller.user.sessions.end({ id: target?.id ?? "" })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    await expect(caller.user.sessions.end({ id: "0".repeat(32) })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
  });

  it("rejects an empty id with a translated validation error", async () => {
    const { caller } = await userWithDevices();
    await expect(caller.user.sessions.end({ id: "" })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
  });
});

describe("user.sessions.endOthers", () => {
  it("ends every other session of the caller, phones included, and keeps the current one and other users'", async () => {
    const { user, phone, desktop, laptop, caller } = await userWithDevices();
    const other = await userWithDevices();
    const admin = await makeUser(database.db, { role: "admin" });
    const acting = await makeSession(database.db, { userId: user.id, impersonatorId: admin.id });

    await expect(caller.user.sessions.endOthers()).resolves.toEqual({ ended: 2 });

    for (const token of [phone.token, desktop.token]) {
      const headers = token === phone.token ? bearer(token) : cookieHeaders(token);
      expect(await meStatus(headers)).toBe(401);
    }
    await expect((await callerWith(cookieHeaders(laptop.token))).user.me()).resolves.toBeTruthy();
    // The admin's session is not the user's to end (nor listed): it expires within the hour.
    await expect((await callerWith(cookieHeaders(acting.token))).user.me()).resolves.toBeTruthy();
    expect(await sessionCount(database.db, other.user.id)).toBe(3);
    await expect(caller.user.sessions.endOthers()).resolves.toEqual({ ended: 0 });
  });

  it("is refused while an admin impersonates the user", async () => {
    const { user } = await userWithDevices();
    const admin = await makeUser(database.db, { role: "admin" });
    const acting = await makeSession(database.db, { userId: user.id, impersonatorId: admin.id });
    const caller = await callerWith(cookieHeaders(acting.token));
    await expect(caller.user.sessions.endOthers()).rejects.toMatchObject({ code: "FORBIDDEN" });
    expect(await sessionCount(database.db, user.id)).toBe(4);
  });
});

describe("user.sessions.forgetBrowser", () => {
  async function trust(user: TestUser, tokenHash: string) {
    const [row] = await database.db
      .insert(trustedBrowsers)
      .values({
        userId: user.id,
        tokenHash,
        userAgent: FIREFOX_WINDOWS,
        expiresAt: new Date(Date.now() + 30 * 24 * HOUR),
      })
      .returning({ id: trustedBrowsers.id });
    return row?.id ?? "";
  }

  it("forgets one of the caller's trusted browsers", async () => {
    const { user, caller } = await userWithDevices();
    const id = await trust(user, "d".repeat(64));
    await expect(caller.user.sessions.forgetBrowser({ id })).resolves.toEqual({ ok: true });
    expect((await caller.user.sessions.list()).trustedBrowsers).toEqual([]);
  });

  it("finds nothing by another user's trusted browser, which stays trusted", async () => {
    const { caller } = await userWithDevices();
    const stranger = await makeUser(database.db);
    const id = await trust(stranger, "e".repeat(64));
    await expect(caller.user.sessions.forgetBrowser({ id })).rejects.toMatchObject({
      code: "NOT_FOUND",
      cause: { messageKey: "account.sessions.errors.browserNotFound" },
    });
    const left = await database.db.select().from(trustedBrowsers).where(eq(trustedBrowsers.id, id));
    expect(left).toHaveLength(1);
  });
});

describe("new sign-in mail", () => {
  /** Signs in over the web procedure with a browser's headers; returns its device cookie. */
  async function webSignIn(email: string, headers: Record<string, string> = {}) {
    const { caller, resHeaders } = await cookieCaller(database.db, {
      headers: new Headers({ "user-agent": FIREFOX_WINDOWS, ...headers }),
    });
    await caller.auth.signIn({ email, password: TEST_PASSWORD });
    expect(sessionCookieToken(resHeaders)).toBeTruthy();
    const device = resHeaders
      .getSetCookie()
      .find((cookie) => cookie.startsWith(`${DEVICE_COOKIE}=`))
      ?.split(";")[0];
    return device ?? "";
  }

  const newSignInMails = async (email: string) =>
    (await latestMailTo(database.db, email, "NewSignIn")) ? 1 : 0;

  it("is not sent for the first sign-in after sign-up, and is sent for a browser not seen before", async () => {
    const email = "fresh.signup@example.com";
    const { caller: anonymous } = await cookieCaller(database.db);
    await anonymous.auth.signUp({ name: "Fresh", email, password: TEST_PASSWORD });
    const { token } = await mailedToken(database.db, email, "NewUser");
    const { caller: verifying } = await cookieCaller(database.db, {
      headers: new Headers({ "user-agent": CHROME_MAC }),
    });
    await verifying.auth.verifyEmail({ token });
    expect(await newSignInMails(email)).toBe(0);

    await webSignIn(email);
    const mail = await latestMailTo(database.db, email, "NewSignIn");
    expect(mail?.subject).toBe("New sign-in to your Teamkit account");
    expect(mail?.text).toContain("from Firefox 133 on Windows");
    expect(mail?.text).toContain("/app/settings/account/general#sessions");
  });

  it("is not sent when the browser's known-device cookie names the account, and is in the user's language", async () => {
    const user = await makeUser(database.db, { password: TEST_PASSWORD, locale: "de" });
    const device = await webSignIn(user.email);
    expect(await newSignInMails(user.email)).toBe(0);

    await webSignIn(user.email, { cookie: device });
    expect(await newSignInMails(user.email)).toBe(0);

    // The same browser without its cookie (cleared, or another profile) is a browser not seen.
    await webSignIn(user.email);
    const mail = await latestMailTo(database.db, user.email, "NewSignIn");
    expect(mail?.locale).toBe("de");
    expect(mail?.text).toContain("/de/app/settings/account/general#sessions");
  });

  it("is sent when the app signs in on a phone the account has not used, and not again for that phone", async () => {
    const user = await makeUser(database.db, { password: TEST_PASSWORD });
    await webSignIn(user.email);
    const signIn = async (deviceName: string) =>
      (await callerWith()).auth.createMobileSession({
        method: "password",
        email: user.email,
        password: TEST_PASSWORD,
        deviceName,
      });

    await signIn("Ada's Pixel");
    const mail = await latestMailTo(database.db, user.email, "NewSignIn");
    expect(mail?.text).toContain("from the Teamkit app on Ada's Pixel");

    // Signed out and in again on the same phone: its name is known, though its session is gone.
    await database.db.delete(sessions).where(eq(sessions.userId, user.id));
    await signIn("Ada's Pixel");
    const again = await latestMailTo(database.db, user.email, "NewSignIn");
    expect(again?.id).toBe(mail?.id);
  });

  it("never fails the sign-in when the mail cannot be queued", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const user = await makeUser(database.db, { password: TEST_PASSWORD });
    await webSignIn(user.email);
    const resHeaders = new Headers();
    const ctx = await testContext(
      database.db,
      new Headers({ "user-agent": CHROME_MAC }),
      {},
      { resHeaders },
    );
    const failing = createCaller({
      ...ctx,
      mail: {
        ...ctx.mail,
        queueEmail: () => Promise.reject(new Error("outbox down")),
      },
    });
    await expect(
      failing.auth.signIn({ email: user.email, password: TEST_PASSWORD }),
    ).resolves.toMatchObject({ redirectTo: "/app/dashboard" });
    expect(sessionCookieToken(resHeaders)).toBeTruthy();
    expect(logged).toHaveBeenCalledWith(
      "New sign-in: could not record the device or queue the mail",
      expect.anything(),
    );
    logged.mockRestore();
  });
});
