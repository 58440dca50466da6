import { beforeAll, describe, expect, it } from "vitest";

import { eq, sessions } from "@teamkit/db";
import { makeUser, useTestDatabase } from "@teamkit/db/testing";

import { createAuthAdapter } from "../src/adapter";
import { clearSessionCookies, serializeSessionCookie, serializeSignedInHint } from "../src/cookies";
import { getSession, SESSION_MAX_AGE_MS } from "../src/session";
import { endAllSessions, endOtherSessions, endSession, startSession } from "../src/sessions";
import { hashToken } from "../src/tokens";

const database = useTestDatabase();
let userId: string;
beforeAll(async () => {
  ({ id: userId } = await makeUser(database.db, { email: "a@example.com", name: "A" }));
});

describe("sessions through Auth.js's adapter", () => {
  it("startSession creates a row Auth.js reads back by the raw cookie token", async () => {
    const now = new Date();
    const { token, expires } = await startSession(database.db, userId, now);
    expect(expires.getTime()).toBe(now.getTime() + SESSION_MAX_AGE_MS);
    const found = await createAuthAdapter(database.db).getSessionAndUser?.(token);
    expect(found?.session.sessionToken).toBe(token);
    expect(found?.user.email).toBe("a@example.com");
  });

  it("stores only the token's hash", async () => {
    const { token } = await startSession(database.db, userId);
    const rows = await database.db
      .select({ key: sessions.sessionToken })
      .from(sessions)
      .where(eq(sessions.userId, userId));
    expect(rows.map((r) => r.key)).toContain(hashToken(token));
    expect(rows.map((r) => r.key)).not.toContain(token);
  });

  it("gives every sign-in a new token", async () => {
    const a = await startSession(database.db, userId);
    const b = await startSession(database.db, userId);
    expect(a.token).not.toBe(b.token);
  });

  it("Auth.js's deleteSession (its signOut) ends the session for the API too", async () => {
    const { token } = await startSession(database.db, userId);
    expect(await getSession(database.db, token)).not.toBeNull();
    await createAuthAdapter(database.db).deleteSession?.(token);
    expect(await getSession(database.db, token)).toBeNull();
  });

  it("endSession, endOtherSessions and endAllSessions end exactly what they say", async () => {
    const one = await startSession(database.db, userId);
    await endSession(database.db, one.token);
    expect(await getSession(database.db, one.token)).toBeNull();

    const keep = await startSession(database.db, userId);
    const other = await startSession(database.db, userId);
    await endOtherSessions(database.db, userId, keep.token);
    expect(await getSession(database.db, keep.token)).not.toBeNull();
    expect(await getSession(database.db, other.token)).toBeNull();

    await endAllSessions(database.db, userId);
    expect(await getSession(database.db, keep.token)).toBeNull();
  });
});

describe("session cookie", () => {
  it("is HttpOnly and SameSite=Lax, with the __Secure- name and Secure over HTTPS only", () => {
    const expires = new Date("2030-01-01T00:00:00Z");
    expect(serializeSessionCookie("tok", expires, false)).toBe(
      "authjs.session-token=tok; Path=/; Expires=Tue, 01 Jan 2030 00:00:00 GMT; HttpOnly; SameSite=Lax",
    );
    const secure = serializeSessionCookie("tok", expires, true);
    expect(secure.startsWith("__Secure-authjs.session-token=tok;")).toBe(true);
    expect(secure).toContain("; Secure");
    expect(clearSessionCookies(true)[0]).toMatch(
      /^__Secure-authjs\.session-token=; .*Expires=Thu, 01 Jan 1970/,
    );
  });

  it("comes with a signed-in hint that scripts can read, set and cleared alongside it", () => {
    const expires = new Date("2030-01-01T00:00:00Z");
    expect(serializeSignedInHint(expires, false)).toBe(
      "teamkit.signed-in=1; Path=/; Expires=Tue, 01 Jan 2030 00:00:00 GMT; SameSite=Lax",
    );
    expect(serializeSignedInHint(expires, true)).toContain("; Secure");
    const cleared = clearSessionCookies(false);
    expect(cleared).toHaveLength(2);
    expect(cleared[1]).toMatch(/^teamkit\.signed-in=; Path=\/; Expires=Thu, 01 Jan 1970/);
    expect(cleared[1]).not.toContain("HttpOnly");
    expect(cleared[0]).toContain("HttpOnly");
  });
});

describe("Auth.js's view of idle sessions", () => {
  it("ends a session idle past the idle lifetime instead of reading it", async () => {
    const { token } = await startSession(database.db, userId);
    await database.db
      .update(sessions)
      .set({ lastActiveAt: new Date(Date.now() - 8 * 24 * 60 * 60 * 1000) })
      .where(eq(sessions.sessionToken, hashToken(token)));
    expect(await createAuthAdapter(database.db).getSessionAndUser?.(token)).toBeNull();
    const rows = await database.db
      .select()
      .from(sessions)
      .where(eq(sessions.sessionToken, hashToken(token)));
    expect(rows).toHaveLength(0);
  });
});
