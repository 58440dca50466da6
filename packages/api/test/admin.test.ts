import { randomUUID } from "node:crypto";

import { TRPCError } from "@trpc/server";
import { describe, expect, it } from "vitest";

import {
  beginTwoFactor,
  confirmTwoFactor,
  getSession,
  IMPERSONATOR_COOKIE,
  SESSION_COOKIE,
  twoFactorStatus,
} from "@teamkit/auth";
import { authenticatorCode } from "@teamkit/auth/testing";
import { auditLogs, eq, mailOutbox, recoveryCodes, sessions } from "@teamkit/db";
import { makeSession, makeUser, TEST_PASSWORD, useTestDatabase } from "@teamkit/db/testing";

import { RATE_LIMITS } from "../src/rate-limit";
import { describeError } from "../src/trpc";
import { callerAs } from "./fixtures";
import {
  auditTrail,
  cookieCaller,
  cookieHeaders,
  sessionCookieToken,
  sharedLimiter,
} from "./helpers";

const database = useTestDatabase();

/** The raw value of `name` in a response's Set-Cookie headers ("" when it clears it). */
function setCookie(resHeaders: Headers, name: string): string | undefined {
  for (const cookie of resHeaders.getSetCookie()) {
    if (cookie.startsWith(`${name}=`)) return cookie.slice(name.length + 1).split(";")[0];
  }
  return undefined;
}

/** The code and the translated message a call failed with, as a client would be told. */
async function failure(call: Promise<unknown>, locale: "en" | "de" = "en"): Promise<string> {
  try {
    await call;
    return "no error";
  } catch (error) {
    if (!(error instanceof TRPCError)) return String(error);
    return `${error.code} ${describeError(error, locale).message}`;
  }
}

/** A signed-in admin's browser starts impersonating a new user; `start` holds the response. */
async function impersonateOverCookies(
  names: { admin?: { name: string }; user?: { name: string } },
  input: { reason: string; returnQuery: string },
) {
  const admin = await makeUser(database.db, { role: "admin", ...names.admin });
  const user = await makeUser(database.db, names.user);
  const adminToken = (await makeSession(database.db, { userId: admin.id })).token;
  const start = await cookieCaller(database.db, { headers: cookieHeaders(adminToken) });
  await start.caller.admin.user.impersonate({ userId: user.id, ...input });
  return { admin, user, adminToken, start };
}

/** No session impersonates for the admin any more, and the audit log has the start and the stop. */
async function expectImpersonationEnded(adminId: string, userId: string) {
  expect(
    await database.db.select().from(sessions).where(eq(sessions.impersonatorId, adminId)),
  ).toEqual([]);
  const actions = await database.db
    .select({ action: auditLogs.action })
    .from(auditLogs)
    .where(eq(auditLogs.targetId, userId))
    .orderBy(auditLogs.createdAt);
  expect(actions.map((row) => row.action)).toEqual([
    "impersonation.started",
    "impersonation.stopped",
  ]);
}

/**
 * The hour passes: the impersonated session expires and the browser drops its cookie, keeping the
 * impersonator cookie that `start` set.
 */
async function runOut(adminId: string, start: { resHeaders: Headers }): Promise<Headers> {
  await database.db
    .update(sessions)
    .set({ expires: new Date(Date.now() - 1000) })
    .where(eq(sessions.impersonatorId, adminId));
  return new Headers({
    cookie: `${IMPERSONATOR_COOKIE}=${setCookie(start.resHeaders, IMPERSONATOR_COOKIE)}`,
  });
}

describe("admin impersonation over cookies", () => {
  it("signs the browser in as the user, refuses a password change, hides the admin area and stops back to the admin", async () => {
    const { admin, user, adminToken, start } = await impersonateOverCookies(
      { admin: { name: "Ada" }, user: { name: "Uma" } },
      { reason: "Ticket 12", returnQuery: "?q=uma&page=2" },
    );
    const userToken = sessionCookieToken(start.resHeaders);
    const kept = setCookie(start.resHeaders, IMPERSONATOR_COOKIE);
    expect(userToken).toBeTruthy();
    expect(userToken).not.toBe(adminToken);
    expect(kept?.startsWith(`${adminToken}.`)).toBe(true);

    // The browser now sends both cookies.
    const headers = new Headers({
      cookie: `${SESSION_COOKIE}=${userToken}; ${IMPERSONATOR_COOKIE}=${kept}`,
    });
    const asUser = await cookieCaller(database.db, { headers });
    expect((await asUser.caller.user.me()).id).toBe(user.id);
    expect((await asUser.caller.user.session())?.impersonating).toBe(true);
    expect(
      await failure(
        asUser.caller.auth.changePassword({
          currentPassword: "Whatever-1",
          newPassword: "Another-pass-2",
        }),
      ),
    ).toBe("FORBIDDEN You are viewing this account as an admin: changes are not allowed.");
    expect(await failure(asUser.caller.user.update({ name: "Nope" }), "de")).toBe(
      "FORBIDDEN Du siehst dieses Konto als Admin: Änderungen sind nicht erlaubt.",
    );
    expect(await failure(asUser.caller.admin.overview())).toMatch(/^NOT_FOUND/);
    expect(await failure(asUser.caller.admin.user.list({}))).toMatch(/^NOT_FOUND/);

    const stop = await cookieCaller(database.db, { headers });
    expect(await stop.caller.admin.impersonation.stop()).toEqual({
      restored: true,
      redirectTo: "/app/admin/users?q=uma&page=2",
    });
    expect(sessionCookieToken(stop.resHeaders)).toBe(adminToken);
    expect(setCookie(stop.resHeaders, IMPERSONATOR_COOKIE)).toBe("");
    await expectImpersonationEnded(admin.id, user.id);
  });

  it("keeps the admin's own session in the browser past the hour, and hands it back once the impersonation ran out", async () => {
    const { admin, user, adminToken, start } = await impersonateOverCookies(
      { admin: { name: "Ada" }, user: { name: "Uma" } },
      { reason: "Ticket 13", returnQuery: "?q=uma" },
    );
    const [own] = await database.db
      .select({ expires: sessions.expires })
      .from(sessions)
      .where(eq(sessions.userId, admin.id));
    const keptCookie = start.resHeaders
      .getSetCookie()
      .find((cookie) => cookie.startsWith(`${IMPERSONATOR_COOKIE}=`));
    expect(keptCookie).toContain(`Expires=${own?.expires.toUTCString()}`);

    const back = await cookieCaller(database.db, { headers: await runOut(admin.id, start) });
    expect(await back.caller.user.session()).toBeNull();
    expect(await back.caller.admin.impersonation.stop()).toEqual({
      restored: true,
      redirectTo: "/app/admin/users?q=uma",
    });
    expect(sessionCookieToken(back.resHeaders)).toBe(adminToken);
    expect(setCookie(back.resHeaders, IMPERSONATOR_COOKIE)).toBe("");
    expect(
      await database.db.select().from(sessions).where(eq(sessions.impersonatorId, admin.id)),
    ).toEqual([]);
    expect(await auditTrail(database.db, user.id)).toEqual([
      { action: "impersonation.started", actorId: admin.id },
      { action: "impersonation.expired", actorId: admin.id },
    ]);
  });

  it("signing out after the impersonation ran out ends the admin's own session too, and records the end", async () => {
    const { admin, user, adminToken, start } = await impersonateOverCookies(
      { admin: { name: "Ada" }, user: { name: "Uma" } },
      { reason: "Ticket 14", returnQuery: "" },
    );
    const out = await cookieCaller(database.db, { headers: await runOut(admin.id, start) });
    expect(await out.caller.auth.signOut()).toEqual({ ok: true });
    expect(setCookie(out.resHeaders, IMPERSONATOR_COOKIE)).toBe("");
    expect(await getSession(database.db, adminToken)).toBeNull();
    const audit = await database.db
      .select({ action: auditLogs.action })
      .from(auditLogs)
      .where(eq(auditLogs.targetId, user.id))
      .orderBy(auditLogs.createdAt);
    expect(audit.map((row) => row.action)).toEqual([
      "impersonation.started",
      "impersonation.expired",
    ]);
  });

  it("a sign-in in that browser drops the way back to the admin's session", async () => {
    const { admin, start } = await impersonateOverCookies(
      { admin: { name: "Ada" }, user: { name: "Uma" } },
      { reason: "Ticket 15", returnQuery: "" },
    );
    const other = await makeUser(database.db, { name: "Otto", password: TEST_PASSWORD });
    const headers = await runOut(admin.id, start);
    const signIn = await cookieCaller(database.db, { headers });
    await signIn.caller.auth.signIn({ email: other.email, password: TEST_PASSWORD });
    expect(sessionCookieToken(signIn.resHeaders)).toBeTruthy();
    expect(setCookie(signIn.resHeaders, IMPERSONATOR_COOKIE)).toBe("");
  });

  it("after the impersonation ran out, hands back nothing that is not an admin's live session of their own", async () => {
    const user = await makeUser(database.db);
    const admin = await makeUser(database.db, { role: "admin" });
    const expiredAdmin = await makeSession(database.db, {
      userId: admin.id,
      expires: new Date(Date.now() - 1000),
    });
    for (const token of [
      (await makeSession(database.db, { userId: user.id })).token,
      expiredAdmin.token,
      "not-a-session-token-at-all-0123456789",
    ]) {
      const headers = new Headers({ cookie: `${IMPERSONATOR_COOKIE}=${token}.` });
      const stop = await cookieCaller(database.db, { headers });
      expect(await stop.caller.admin.impersonation.stop()).toEqual({
        restored: false,
        redirectTo: "/auth/login",
      });
      expect(sessionCookieToken(stop.resHeaders)).toBe("");
      expect(setCookie(stop.resHeaders, IMPERSONATOR_COOKIE)).toBe("");
    }
    // Without the cookie there is nothing to stop: signed out.
    const anonymous = await cookieCaller(database.db, { headers: new Headers() });
    expect(await failure(anonymous.caller.admin.impersonation.stop())).toMatch(/^UNAUTHORIZED/);
  });

  it("stops to the sign-in page when the admin's own session is gone", async () => {
    const admin = await makeUser(database.db, { role: "admin" });
    const user = await makeUser(database.db);
    const token = (await makeSession(database.db, { userId: user.id, impersonatorId: admin.id }))
      .token;
    const stop = await cookieCaller(database.db, { headers: cookieHeaders(token) });
    expect(await stop.caller.admin.impersonation.stop()).toEqual({
      restored: false,
      redirectTo: "/auth/login",
    });
    expect(sessionCookieToken(stop.resHeaders)).toBe("");
  });

  it("signing out while impersonating ends both sessions, the admin's own included, and audits the stop", async () => {
    const { admin, user, adminToken, start } = await impersonateOverCookies(
      {},
      { reason: "Ticket 7", returnQuery: "" },
    );
    const headers = new Headers({
      cookie: `${SESSION_COOKIE}=${sessionCookieToken(start.resHeaders)}; ${IMPERSONATOR_COOKIE}=${setCookie(start.resHeaders, IMPERSONATOR_COOKIE)}`,
    });

    const signOut = await cookieCaller(database.db, { headers });
    expect(await signOut.caller.auth.signOut()).toEqual({ ok: true });
    expect(sessionCookieToken(signOut.resHeaders)).toBe("");
    expect(setCookie(signOut.resHeaders, IMPERSONATOR_COOKIE)).toBe("");
    const left = await database.db.select().from(sessions).where(eq(sessions.userId, admin.id));
    expect(left).toEqual([]);
    await expectImpersonationEnded(admin.id, user.id);
    // The admin's old cookie no longer signs anyone in.
    const stale = await cookieCaller(database.db, { headers: cookieHeaders(adminToken) });
    expect(await stale.caller.user.session()).toBeNull();
  });

  it("ends when the admin ends the browser it was started from", async () => {
    const { admin, start } = await impersonateOverCookies(
      {},
      { reason: "Ticket 9", returnQuery: "" },
    );
    const impersonated = await cookieCaller(database.db, {
      headers: cookieHeaders(sessionCookieToken(start.resHeaders)),
    });
    expect((await impersonated.caller.user.session())?.impersonating).toBe(true);

    const elsewhere = (await makeSession(database.db, { userId: admin.id })).token;
    const other = await cookieCaller(database.db, { headers: cookieHeaders(elsewhere) });
    await other.caller.user.sessions.endOthers();
    const after = await cookieCaller(database.db, {
      headers: cookieHeaders(sessionCookieToken(start.resHeaders)),
    });
    expect(await after.caller.user.session()).toBeNull();
  });

  it("answers NOT_FOUND to signed-in users who are not admins", async () => {
    const user = await makeUser(database.db);
    const caller = await callerAs(database.db, user);
    expect(await failure(caller.admin.overview())).toBe("NOT_FOUND Page not found");
  });

  it("says an exact address does not exist to an admin", async () => {
    const admin = await makeUser(database.db, { role: "admin" });
    const caller = await callerAs(database.db, admin);
    const page = await caller.admin.user.list({ q: "no-such-person@example.com" });
    expect(page).toMatchObject({ total: 0, emailNotFound: true, users: [] });
  });
});

describe("admin action limit", () => {
  it("counts every change an admin makes, refuses the 31st within 10 minutes, and leaves reading and other admins alone", async () => {
    expect(RATE_LIMITS.adminAction).toMatchObject({ limit: 30, windowMs: 600_000 });
    const rateLimiter = sharedLimiter();
    const admin = await makeUser(database.db, { role: "admin" });
    const caller = await callerAs(database.db, admin, { rateLimiter });
    const missing = { mailId: randomUUID() };
    for (let i = 0; i < RATE_LIMITS.adminAction.limit; i += 1)
      expect(await failure(caller.admin.mail.retry(missing))).toMatch(/^NOT_FOUND/);
    const user = await makeUser(database.db);
    expect(await failure(caller.admin.user.delete({ userId: user.id }))).toMatch(
      /^TOO_MANY_REQUESTS /,
    );
    expect(await failure(caller.admin.user.resendVerification({ userId: user.id }))).toMatch(
      /^TOO_MANY_REQUESTS /,
    );
    await expect(caller.admin.user.list({ q: user.email })).resolves.toMatchObject({ total: 1 });
    // Nothing was done past the limit.
    expect(
      await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, user.email)),
    ).toEqual([]);
    const other = await callerAs(database.db, await makeUser(database.db, { role: "admin" }), {
      rateLimiter,
    });
    expect(await failure(other.admin.mail.retry(missing))).toMatch(/^NOT_FOUND/);
  });
});

/** A user with two-factor sign-in on and a live session. */
async function userWithTwoFactor(locale: "en" | "de" = "en") {
  const user = await makeUser(database.db, { locale });
  const now = new Date();
  const { manualKey } = await beginTwoFactor(database.db, user, now);
  await confirmTwoFactor(
    database.db,
    { userId: user.id, code: authenticatorCode(manualKey, now, 0) },
    now,
  );
  await makeSession(database.db, { userId: user.id });
  return user;
}

describe("admin.user.resetTwoFactor", () => {
  it("turns the factor off, ends the sessions, records it and mails the user", async () => {
    const admin = await makeUser(database.db, { role: "admin" });
    const user = await userWithTwoFactor("de");
    const caller = await callerAs(database.db, admin);
    const before = await caller.admin.user.list({ q: user.email });
    expect(before.users.map((row) => row.hasTwoFactor)).toEqual([true]);
    expect(before.users.map((row) => row.passkeys)).toEqual([0]);

    expect(await caller.admin.user.resetTwoFactor({ userId: user.id })).toEqual({ reset: true });

    expect(await twoFactorStatus(database.db, user.id)).toMatchObject({ enabled: false });
    expect(
      await database.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id)),
    ).toEqual([]);
    expect(await database.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual(
      [],
    );
    const audit = await database.db
      .select({ action: auditLogs.action, actorId: auditLogs.actorId })
      .from(auditLogs)
      .where(eq(auditLogs.targetId, user.id));
    expect(audit).toEqual([{ action: "user.twoFactorReset", actorId: admin.id }]);
    const mails = await database.db
      .select({ template: mailOutbox.template, locale: mailOutbox.locale, props: mailOutbox.props })
      .from(mailOutbox)
      .where(eq(mailOutbox.to, user.email));
    expect(mails.map(({ template, locale }) => ({ template, locale }))).toEqual([
      { template: "TwoFactorReset", locale: "de" },
    ]);
    expect(mails[0]?.props).toMatchObject({ name: user.name });
    expect(String(mails[0]?.props.url)).toMatch(/\/de\/app\/settings\/account\/general$/);
    const after = await caller.admin.user.list({ q: user.email });
    expect(after.users.map((row) => row.hasTwoFactor)).toEqual([false]);
    // Done once, there is nothing left to reset.
    expect(await failure(caller.admin.user.resetTwoFactor({ userId: user.id }))).toBe(
      "CONFLICT This user does not have two-factor sign-in turned on.",
    );
  });

  it("is refused to non-admins, while impersonating, for an admin's own and for an unknown user", async () => {
    const admin = await makeUser(database.db, { role: "admin" });
    const user = await userWithTwoFactor();
    const member = await callerAs(database.db, await makeUser(database.db));
    expect(await failure(member.admin.user.resetTwoFactor({ userId: user.id }))).toBe(
      "NOT_FOUND Page not found",
    );

    const other = await userWithTwoFactor();
    const impersonating = await callerAs(
      database.db,
      (await makeSession(database.db, { userId: other.id, impersonatorId: admin.id })).token,
    );
    expect(await failure(impersonating.admin.user.resetTwoFactor({ userId: user.id }))).toMatch(
      "NOT_FOUND Page not found",
    );

    const caller = await callerAs(database.db, admin);
    expect(await failure(caller.admin.user.resetTwoFactor({ userId: admin.id }))).toBe(
      "FORBIDDEN Admins cannot act on admins, themselves included.",
    );
    expect(
      await failure(
        caller.admin.user.resetTwoFactor({ userId: "00000000-0000-4000-8000-000000000001" }),
      ),
    ).toBe("NOT_FOUND This user does not exist.");

    expect(await twoFactorStatus(database.db, user.id)).toMatchObject({ enabled: true });
    expect(
      await database.db.select().from(auditLogs).where(eq(auditLogs.targetId, user.id)),
    ).toEqual([]);
  });
});
