import { beforeAll, describe, expect, it } from "vitest";

import { eq, sessions } from "@teamkit/db";
import { makeSession, makeUser, useTestDatabase } from "@teamkit/db/testing";

import {
  getSession,
  readCookie,
  SECURE_SESSION_COOKIE,
  SESSION_COOKIE,
  SESSION_IDLE_MS,
  sessionCredentialFromHeaders,
  sessionKey,
} from "../src/session";
import { createToken } from "../src/tokens";

describe("sessionCredentialFromHeaders", () => {
  it("reads the Auth.js session cookie as a web session's token", () => {
    const headers = new Headers({ cookie: `a=1; ${SESSION_COOKIE}=tok%2Ben; b=2` });
    expect(sessionCredentialFromHeaders(headers, false)).toEqual({ token: "tok+en", kind: "web" });
  });
  it("on https reads only the __Secure- cookie, which plain http cannot set", () => {
    const planted = new Headers({ cookie: `${SESSION_COOKIE}=planted` });
    expect(sessionCredentialFromHeaders(planted, true)).toBeUndefined();
    const both = new Headers({ cookie: `${SESSION_COOKIE}=planted; ${SECURE_SESSION_COOKIE}=own` });
    expect(sessionCredentialFromHeaders(both, true)).toEqual({ token: "own", kind: "web" });
    const secureOnHttp = new Headers({ cookie: `${SECURE_SESSION_COOKIE}=own` });
    expect(sessionCredentialFromHeaders(secureOnHttp, false)).toBeUndefined();
  });
  it("prefers a Bearer token, a mobile session's, over the cookie", () => {
    const headers = new Headers({
      authorization: "Bearer mobile-token",
      cookie: `${SESSION_COOKIE}=web`,
    });
    expect(sessionCredentialFromHeaders(headers, false)).toEqual({
      token: "mobile-token",
      kind: "mobile",
    });
  });
  it("returns undefined when there is neither", () => {
    expect(sessionCredentialFromHeaders(new Headers(), true)).toBeUndefined();
    expect(readCookie("x=1", "y")).toBeUndefined();
  });
  it("reads cookies decoded, and a malformed value as absent", () => {
    expect(readCookie("a=1; b=x%20y;c=3", "b")).toBe("x y");
    expect(readCookie(" a = 1 ;c=3", "a")).toBe("1");
    expect(readCookie(`${SESSION_COOKIE}=%`, SESSION_COOKIE)).toBeUndefined();
    expect(readCookie(`${SESSION_COOKIE}=%E0%A4%A; x=1`, "x")).toBe("1");
  });
});

describe("getSession", () => {
  const database = useTestDatabase();
  let userId: string;
  beforeAll(async () => {
    ({ id: userId } = await makeUser(database.db, {
      email: "s@example.com",
      name: "S",
      passwordHash: "secret-hash",
    }));
  });

  async function newSession(overrides: Partial<typeof sessions.$inferInsert> = {}) {
    const session = await makeSession(database.db, {
      userId,
      expires: new Date(Date.now() + 60_000),
      ...overrides,
    });
    return session.token;
  }

  it("resolves a live session to its user without the password hash", async () => {
    const token = await newSession();
    const session = await getSession(database.db, token);
    expect(session?.user.email).toBe("s@example.com");
    expect(JSON.stringify(session)).not.toContain("secret-hash");
  });

  it("stores only the token's hash, so the raw token is not in the database", async () => {
    const token = await newSession();
    const rows = await database.db.select().from(sessions).where(eq(sessions.sessionToken, token));
    expect(rows).toHaveLength(0);
  });

  it("refuses unknown and expired sessions", async () => {
    expect(await getSession(database.db, createToken())).toBeNull();
    expect(await getSession(database.db, undefined)).toBeNull();
    const expired = await newSession({ expires: new Date(Date.now() - 1000) });
    expect(await getSession(database.db, expired)).toBeNull();
  });

  it("ends a session idle for longer than the idle lifetime", async () => {
    const token = await newSession({ lastActiveAt: new Date(Date.now() - SESSION_IDLE_MS - 1000) });
    expect(await getSession(database.db, token)).toBeNull();
    const rows = await database.db
      .select()
      .from(sessions)
      .where(eq(sessions.sessionToken, sessionKey(token)));
    expect(rows).toHaveLength(0);
  });

  it("opens a session only for its own kind when the kind is asked for", async () => {
    const phone = await newSession({ kind: "mobile", deviceName: "Pixel 9" });
    expect(await getSession(database.db, phone, undefined, "web")).toBeNull();
    expect(await getSession(database.db, phone, undefined, "mobile")).toMatchObject({
      kind: "mobile",
    });
    const browser = await newSession();
    expect(await getSession(database.db, browser, undefined, "mobile")).toBeNull();
  });
});
