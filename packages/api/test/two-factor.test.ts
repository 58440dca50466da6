import { describe, expect, it } from "vitest";

import { TRUSTED_BROWSER_COOKIE, TWO_FACTOR_CHALLENGE_COOKIE } from "@teamkit/auth";
import { authenticatorCode } from "@teamkit/auth/testing";
import { eq, sessions } from "@teamkit/db";
import { makeUser, TEST_PASSWORD, useTestDatabase } from "@teamkit/db/testing";

import { createCaller } from "../src/root";
import { cookieCaller, cookieHeaders, sessionCookieToken, testContext } from "./helpers";

const database = useTestDatabase();

function cookieValue(resHeaders: Headers, name: string): string | undefined {
  for (const cookie of resHeaders.getSetCookie()) {
    const match = new RegExp(`^${name.replace(".", "\\.")}=([^;]*)`).exec(cookie);
    if (match) return decodeURIComponent(match[1] ?? "");
  }
  return undefined;
}

function code(manualKey: string, steps = 0): string {
  return authenticatorCode(manualKey, new Date(), steps);
}

/** A user who turned two-factor on through the procedures, signed in on one browser. */
async function enrolled(email: string) {
  await makeUser(database.db, { email, password: TEST_PASSWORD });
  const signIn = await cookieCaller(database.db);
  await signIn.caller.auth.signIn({ email, password: TEST_PASSWORD });
  const token = sessionCookieToken(signIn.resHeaders) ?? "";
  const other = await cookieCaller(database.db);
  await other.caller.auth.signIn({ email, password: TEST_PASSWORD });
  const otherToken = sessionCookieToken(other.resHeaders) ?? "";

  const caller = createCaller(await testContext(database.db, cookieHeaders(token)));
  expect(await caller.user.twoFactor.status()).toMatchObject({ enabled: false });
  const { manualKey } = await caller.user.twoFactor.begin();
  const secret = manualKey;
  await expect(caller.user.twoFactor.confirm({ code: "000000" })).rejects.toMatchObject({
    cause: { messageKey: "auth.errors.invalidTwoFactorCode", field: "code" },
  });
  // No recovery codes exist yet: only the app's code proves it works.
  await expect(
    caller.user.twoFactor.confirm({ code: "abcd-efgh-ijkl-mnop" }),
  ).rejects.toMatchObject({ code: "BAD_REQUEST" });
  // The previous step's code: the next step's stays fresh for the sign-ins below.
  const { recoveryCodes } = await caller.user.twoFactor.confirm({ code: code(secret, -1) });
  return { caller, token, otherToken, secret, recoveryCodes };
}

describe("two-factor sign-in over the API", () => {
  it("turning it on keeps this session and ends the others", async () => {
    const { caller, token, otherToken, recoveryCodes } = await enrolled("tf.on@example.com");
    expect(recoveryCodes).toHaveLength(10);
    expect(await caller.user.twoFactor.status()).toMatchObject({
      enabled: true,
      recoveryCodesLeft: 10,
    });
    const fresh = createCaller(await testContext(database.db, cookieHeaders(token)));
    expect((await fresh.user.session())?.user.twoFactor).toBe(true);
    await expect(
      createCaller(await testContext(database.db, cookieHeaders(otherToken))).user.me(),
    ).rejects.toMatchObject({ code: "UNAUTHORIZED" });
  });

  it("a password sign-in sets only the challenge's cookie; the code sets the session's", async () => {
    const { secret } = await enrolled("tf.web@example.com");
    const first = await cookieCaller(database.db);
    await expect(
      first.caller.auth.signIn({ email: "tf.web@example.com", password: TEST_PASSWORD }),
    ).resolves.toEqual({ redirectTo: "/auth/two-factor", passwordRemoved: false });
    expect(sessionCookieToken(first.resHeaders)).toBeUndefined();
    const challenge = cookieValue(first.resHeaders, TWO_FACTOR_CHALLENGE_COOKIE);
    expect(challenge).toBeTruthy();
    expect(first.resHeaders.getSetCookie().join("\n")).toMatch(
      /teamkit\.two-factor=[^;]+; Path=\/; Expires=[^;]+; HttpOnly; SameSite=Lax/,
    );

    const headers = new Headers({ cookie: `${TWO_FACTOR_CHALLENGE_COOKIE}=${challenge}` });
    const wrong = await cookieCaller(database.db, { headers });
    await expect(
      wrong.caller.auth.answerTwoFactor({ code: "000000", trust: false }),
    ).rejects.toMatchObject({ cause: { messageKey: "auth.errors.invalidTwoFactorCode" } });

    const second = await cookieCaller(database.db, { headers });
    await expect(
      second.caller.auth.answerTwoFactor({ code: code(secret, 1), trust: true }),
    ).resolves.toEqual({ redirectTo: "/app/dashboard", passwordRemoved: false });
    const session = sessionCookieToken(second.resHeaders) ?? "";
    expect(session).toBeTruthy();
    expect(cookieValue(second.resHeaders, TWO_FACTOR_CHALLENGE_COOKIE)).toBe("");
    const trusted = cookieValue(second.resHeaders, TRUSTED_BROWSER_COOKIE) ?? "";
    expect(trusted).toBeTruthy();
    await expect(
      createCaller(await testContext(database.db, cookieHeaders(session))).user.me(),
    ).resolves.toMatchObject({ email: "tf.web@example.com" });

    // The trusted browser signs in with the password alone.
    const third = await cookieCaller(database.db, {
      headers: new Headers({ cookie: `${TRUSTED_BROWSER_COOKIE}=${trusted}` }),
    });
    await expect(
      third.caller.auth.signIn({ email: "tf.web@example.com", password: TEST_PASSWORD }),
    ).resolves.toMatchObject({ redirectTo: "/app/dashboard" });
    expect(sessionCookieToken(third.resHeaders)).toBeTruthy();
  });

  it("without the challenge's cookie the second step says the sign-in expired", async () => {
    const { caller } = await cookieCaller(database.db);
    await expect(
      caller.auth.answerTwoFactor({ code: "123456", trust: false }),
    ).rejects.toMatchObject({ cause: { messageKey: "auth.errors.twoFactorChallengeExpired" } });
  });

  it("the app's sign-in answers with a challenge and its second step with a session", async () => {
    const { secret } = await enrolled("tf.app@example.com");
    const anonymous = createCaller(await testContext(database.db));
    const first = await anonymous.auth.createMobileSession({
      method: "password",
      email: "tf.app@example.com",
      password: TEST_PASSWORD,
      deviceName: "Pixel 9",
    });
    if (!("challenge" in first)) throw new Error("expected a challenge");
    expect(first.challenge.method).toBe("totp");
    const answered = await anonymous.auth.answerMobileTwoFactor({
      challenge: first.challenge.id,
      code: code(secret, 1),
    });
    if (!("token" in answered)) throw new Error("expected a session");
    const app = createCaller(
      await testContext(database.db, new Headers({ authorization: `Bearer ${answered.token}` })),
    );
    await expect(app.user.me()).resolves.toMatchObject({ email: "tf.app@example.com" });
  });

  it("turning it off takes a code, ends other sessions and brings back one-step sign-in", async () => {
    const { caller, recoveryCodes } = await enrolled("tf.off@example.com");
    await expect(
      caller.user.twoFactor.disable({ code: "abcd-efgh-ijkl-mnop" }),
    ).rejects.toMatchObject({
      cause: { messageKey: "auth.errors.invalidTwoFactorCode" },
    });
    await caller.user.twoFactor.disable({ code: recoveryCodes[0] ?? "" });
    expect(await caller.user.twoFactor.status()).toMatchObject({ enabled: false });
    const signIn = await cookieCaller(database.db);
    await signIn.caller.auth.signIn({ email: "tf.off@example.com", password: TEST_PASSWORD });
    expect(sessionCookieToken(signIn.resHeaders)).toBeTruthy();
  });

  it("refuses codes typed while signed in after 10 in 10 minutes", async () => {
    const { caller } = await enrolled("tf.limit@example.com");
    // The enrolment took two of the ten.
    for (let i = 0; i < 8; i++) {
      await expect(caller.user.twoFactor.disable({ code: "000000" })).rejects.toMatchObject({
        cause: { messageKey: "auth.errors.invalidTwoFactorCode" },
      });
    }
    await expect(caller.user.twoFactor.disable({ code: "000000" })).rejects.toMatchObject({
      code: "TOO_MANY_REQUESTS",
    });
  });

  it("stores the browser's user agent on the session", async () => {
    await makeUser(database.db, { email: "tf.agent@example.com", password: TEST_PASSWORD });
    const { caller, resHeaders } = await cookieCaller(database.db, {
      headers: new Headers({ "user-agent": "Mozilla/5.0 Test Browser" }),
    });
    await caller.auth.signIn({ email: "tf.agent@example.com", password: TEST_PASSWORD });
    const token = sessionCookieToken(resHeaders) ?? "";
    const me = await createCaller(await testContext(database.db, cookieHeaders(token))).user.me();
    const [row] = await database.db
      .select({ userAgent: sessions.userAgent })
      .from(sessions)
      .where(eq(sessions.userId, me.id));
    expect(row?.userAgent).toBe("Mozilla/5.0 Test Browser");
  });
});
