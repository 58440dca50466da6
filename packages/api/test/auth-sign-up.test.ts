import { afterEach, describe, expect, it, vi } from "vitest";

import { authEnv } from "@teamkit/auth";
import { makeSignedUpUser, makeUser, TEST_PASSWORD, useTestDatabase } from "@teamkit/db/testing";
import { latestMailTo } from "@teamkit/email";

import { createCaller } from "../src/root";
import { findUser, mailedToken } from "./auth-helpers";
import { cookieCaller, cookieHeaders, sessionCookieToken, testContext } from "./helpers";

const database = useTestDatabase();
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
});

const DAY = 24 * 60 * 60 * 1000;

async function anonymous(headers = new Headers()) {
  return createCaller(await testContext(database.db, headers));
}

async function signUp(email: string, headers?: Headers) {
  return (await anonymous(headers)).auth.signUp({ name: "Ada", email, password: TEST_PASSWORD });
}

describe("auth.signUp", () => {
  it("creates an unverified account and mails a verification link in the caller's locale", async () => {
    await expect(
      signUp(" Ada.DE@Example.com ", new Headers({ "x-teamkit-locale": "de" })),
    ).resolves.toEqual({ email: "ada.de@example.com", signedIn: false });
    const user = await findUser(database.db, "ada.de@example.com");
    expect(user).toMatchObject({ name: "Ada", emailVerified: null, locale: "de" });
    const { url, locale, code } = await mailedToken(database.db, "ada.de@example.com", "NewUser");
    expect(locale).toBe("de");
    expect(url).toBe(`${authEnv().APP_URL}/de/auth/verify`);
    // The app's code is for the app's sign-up (auth.mobileSignUp) alone.
    expect(code).toBeNull();
  });

  it("says 'This email is already in use.' on the email field for a taken address", async () => {
    await makeUser(database.db, { email: "taken@example.com", password: TEST_PASSWORD });
    const error = await signUp("Taken@example.com").catch((e: unknown) => e);
    expect(error).toMatchObject({
      code: "CONFLICT",
      cause: { messageKey: "auth.errors.emailInUse", field: "email" },
    });
  });

  it("rejects a weak password before creating anything", async () => {
    await expect(
      (await anonymous()).auth.signUp({ name: "W", email: "weak@example.com", password: "weak" }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST" });
    expect(await findUser(database.db, "weak@example.com")).toBeNull();
  });

  it("removes the account and answers 'Could not create account' when no mail can be sent", async () => {
    // No Resend key and local services off: every send fails.
    vi.stubEnv("TEAMKIT_LOCAL_SERVICES", "0");
    const error = await signUp("no.mail@example.com").catch((e: unknown) => e);
    expect(error).toMatchObject({
      code: "INTERNAL_SERVER_ERROR",
      cause: { messageKey: "auth.errors.signUpFailed" },
    });
    expect(await findUser(database.db, "no.mail@example.com")).toBeNull();
  });
});

describe("auth.resendVerification", () => {
  it("mails a fresh link to an unverified account, with the code only when the app asks", async () => {
    const email = "resend@example.com";
    await makeSignedUpUser(database.db, { email });
    await expect((await anonymous()).auth.resendVerification({ email })).resolves.toEqual({
      sent: true,
    });
    const { url, code } = await mailedToken(database.db, email, "NewUser");
    expect(url).toBe(`${authEnv().APP_URL}/auth/verify`);
    expect(code).toBeNull();
    await (await anonymous()).auth.resendVerification({ email, forApp: true });
    expect((await mailedToken(database.db, email, "NewUser")).code).toMatch(/^\d{6}$/);
  });

  it("answers a verified address the same without mailing it", async () => {
    const email = "resend.verified@example.com";
    await makeUser(database.db, { email, password: TEST_PASSWORD });
    await expect((await anonymous()).auth.resendVerification({ email })).resolves.toEqual({
      sent: true,
    });
    expect(await latestMailTo(database.db, email)).toBeNull();
  });
});

describe("auth.verifyEmail", () => {
  it("verifies the address, sets the session cookie and sends the new user to onboarding", async () => {
    await signUp("verify@example.com");
    const { token } = await mailedToken(database.db, "verify@example.com", "NewUser");
    const { caller, resHeaders } = await cookieCaller(database.db);
    await expect(caller.auth.verifyEmail({ token })).resolves.toEqual({
      redirectTo: "/onboarding",
      passwordRemoved: false,
    });
    expect((await findUser(database.db, "verify@example.com"))?.emailVerified).toBeInstanceOf(Date);

    const sessionToken = sessionCookieToken(resHeaders);
    expect(sessionToken).toBeTruthy();
    const signedIn = createCaller(await testContext(database.db, cookieHeaders(sessionToken)));
    await expect(signedIn.user.me()).resolves.toMatchObject({ email: "verify@example.com" });
  });

  it("accepts the link just before 24 hours and refuses it at 24 hours", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const start = Date.now();
    await signUp("day.edge@example.com");
    await signUp("day.over@example.com");
    const edge = await mailedToken(database.db, "day.edge@example.com", "NewUser");
    const over = await mailedToken(database.db, "day.over@example.com", "NewUser");

    vi.setSystemTime(start + DAY - 1);
    await expect((await anonymous()).auth.verifyEmail({ token: edge.token })).resolves.toEqual({
      redirectTo: "/onboarding",
      passwordRemoved: false,
    });
    vi.setSystemTime(start + DAY);
    await expect((await anonymous()).auth.verifyEmail({ token: over.token })).rejects.toMatchObject(
      { code: "BAD_REQUEST", cause: { messageKey: "auth.errors.invalidToken" } },
    );
  });

  it("refuses a link the second time", async () => {
    await signUp("verify.twice@example.com");
    const { token } = await mailedToken(database.db, "verify.twice@example.com", "NewUser");
    await (await anonymous()).auth.verifyEmail({ token });
    await expect((await anonymous()).auth.verifyEmail({ token })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      cause: { messageKey: "auth.errors.invalidToken" },
    });
  });
});
