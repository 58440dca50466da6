import { afterEach, describe, expect, it, vi } from "vitest";

import type { TemplateName } from "@teamkit/email";
import { authEnv } from "@teamkit/auth";
import { eq, invitations, memberships } from "@teamkit/db";
import {
  makeInvitation,
  makeSignedUpUser,
  makeTeam,
  makeUser,
  TEST_PASSWORD,
  useTestDatabase,
} from "@teamkit/db/testing";

import { createCaller } from "../src/root";
import { findUser, mailedToken, wrongCode } from "./auth-helpers";
import { cookieCaller, cookieHeaders, sessionCookieToken, testContext } from "./helpers";

const database = useTestDatabase();
afterEach(() => {
  vi.useRealTimers();
});

const MINUTE = 60_000;

async function anonymous() {
  return createCaller(await testContext(database.db));
}

/** `user.me` with the session a procedure set as cookie. */
async function meWith(resHeaders: Headers) {
  const token = sessionCookieToken(resHeaders);
  expect(token).toBeTruthy();
  return createCaller(await testContext(database.db, cookieHeaders(token))).user.me();
}

/**
 * On a faked clock, two accounts `<prefix>.edge@` and `<prefix>.over@` each request the same mail;
 * their links are then used just before and at the end of its lifetime.
 */
async function edgeAndOverMails(
  prefix: string,
  request: "requestMagicLink" | "requestPasswordReset",
  template: TemplateName,
) {
  vi.useFakeTimers({ toFake: ["Date"] });
  const start = Date.now();
  const emails = [`${prefix}.edge@example.com`, `${prefix}.over@example.com`] as const;
  for (const email of emails) await makeUser(database.db, { email, password: TEST_PASSWORD });
  for (const email of emails) await (await anonymous()).auth[request]({ email });
  const [edge, over] = [
    await mailedToken(database.db, emails[0], template),
    await mailedToken(database.db, emails[1], template),
  ];
  return { start, edge, over };
}

describe("auth.signIn", () => {
  it("sets the session cookie and sends the user to the dashboard", async () => {
    await makeUser(database.db, { email: "signin@example.com", password: TEST_PASSWORD });
    const { caller, resHeaders } = await cookieCaller(database.db);
    await expect(
      caller.auth.signIn({ email: "SignIn@Example.com", password: TEST_PASSWORD }),
    ).resolves.toEqual({ redirectTo: "/app/dashboard", passwordRemoved: false });
    const cookie = resHeaders.getSetCookie()[0] ?? "";
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    // A hint the prerendered public pages can read (the session cookie is HttpOnly).
    expect(resHeaders.getSetCookie()).toContainEqual(
      expect.stringMatching(/^teamkit\.signed-in=1; Path=\/; Expires=/),
    );
    await expect(meWith(resHeaders)).resolves.toMatchObject({ email: "signin@example.com" });
  });

  it("sends a user who has not finished onboarding back to onboarding", async () => {
    const email = "onboarding@example.com";
    await makeUser(database.db, { email, onboardingStep: "account", password: TEST_PASSWORD });
    await expect(
      (await anonymous()).auth.signIn({ email, password: TEST_PASSWORD }),
    ).resolves.toEqual({ redirectTo: "/onboarding", passwordRemoved: false });
  });

  it("refuses a wrong password with invalidCredentials and sets no cookie", async () => {
    await makeUser(database.db, { email: "wrong.pass@example.com", password: TEST_PASSWORD });
    const { caller, resHeaders } = await cookieCaller(database.db);
    await expect(
      caller.auth.signIn({ email: "wrong.pass@example.com", password: "Wrong-pass-1" }),
    ).rejects.toMatchObject({
      code: "UNAUTHORIZED",
      cause: { messageKey: "auth.errors.invalidCredentials" },
    });
    expect(resHeaders.getSetCookie()).toEqual([]);
  });

  it("signs a demo account in by password only from this machine: its password is published", async () => {
    await makeUser(database.db, { email: "admin@teamkit.local", password: TEST_PASSWORD });
    const fromAfar = createCaller(
      await testContext(database.db, new Headers(), { localRequest: false }),
    );
    const refused = {
      code: "FORBIDDEN",
      cause: { messageKey: "auth.errors.demoAccountLocalOnly" },
    };
    await expect(
      fromAfar.auth.signIn({ email: " Admin@Teamkit.local", password: TEST_PASSWORD }),
    ).rejects.toMatchObject(refused);
    await expect(
      fromAfar.auth.createMobileSession({
        method: "password",
        email: "admin@teamkit.local",
        password: TEST_PASSWORD,
        deviceName: "Phone",
      }),
    ).rejects.toMatchObject(refused);
    // Any other account from afar, and the demo account from this machine, sign in.
    await makeUser(database.db, { email: "afar@example.com", password: TEST_PASSWORD });
    await expect(
      fromAfar.auth.signIn({ email: "afar@example.com", password: TEST_PASSWORD }),
    ).resolves.toMatchObject({ redirectTo: "/app/dashboard" });
    const { caller: local } = await cookieCaller(database.db);
    await expect(
      local.auth.signIn({ email: "admin@teamkit.local", password: TEST_PASSWORD }),
    ).resolves.toMatchObject({ redirectTo: "/app/dashboard" });
  });

  it("says 'Please verify your email address first.' only after a correct password", async () => {
    await makeSignedUpUser(database.db, { email: "unverified@example.com" });
    const caller = await anonymous();
    await expect(
      caller.auth.signIn({ email: "unverified@example.com", password: "Wrong-pass-1" }),
    ).rejects.toMatchObject({
      code: "UNAUTHORIZED",
      cause: { messageKey: "auth.errors.invalidCredentials" },
    });
    const { caller: withCookies, resHeaders } = await cookieCaller(database.db);
    await expect(
      withCookies.auth.signIn({ email: "unverified@example.com", password: TEST_PASSWORD }),
    ).rejects.toMatchObject({
      code: "FORBIDDEN",
      cause: { messageKey: "auth.errors.emailNotVerified" },
    });
    expect(resHeaders.getSetCookie()).toEqual([]);
  });

  it("accepts a pending invitation on sign-in", async () => {
    const { id: teamId } = await makeTeam(database.db, { name: "Inviting", slug: "inviting" });
    await makeInvitation(database.db, { teamId, email: "invitee@example.com" });
    const { id: userId } = await makeUser(database.db, {
      email: "invitee@example.com",
      password: TEST_PASSWORD,
    });
    await (
      await anonymous()
    ).auth.signIn({ email: "invitee@example.com", password: TEST_PASSWORD });
    const rows = await database.db
      .select({ teamId: memberships.teamId, role: memberships.role })
      .from(memberships)
      .where(eq(memberships.userId, userId));
    expect(rows).toEqual([{ teamId, role: "member" }]);
    const left = await database.db
      .select()
      .from(invitations)
      .where(eq(invitations.email, "invitee@example.com"));
    expect(left).toEqual([]);
  });
});

describe("auth magic link", () => {
  it("requestMagicLink › mails a link to /auth/otp and a code; verifyOtp signs in with the code", async () => {
    await makeSignedUpUser(database.db, { email: "otp@example.com" });
    await expect(
      (await anonymous()).auth.requestMagicLink({ email: "OTP@example.com" }),
    ).resolves.toEqual({ sent: true });
    const { url, code } = await mailedToken(database.db, "otp@example.com", "MagicLink");
    expect(url).toBe(`${authEnv().APP_URL}/auth/otp`);
    const { caller, resHeaders } = await cookieCaller(database.db);
    await expect(
      caller.auth.verifyOtp({ email: "otp@example.com", code: code ?? "" }),
    ).resolves.toEqual({ redirectTo: "/app/dashboard", passwordRemoved: true });
    await expect(meWith(resHeaders)).resolves.toMatchObject({
      email: "otp@example.com",
      hasPassword: false,
    });
    const user = await findUser(database.db, "otp@example.com");
    expect(user?.emailVerified).toBeInstanceOf(Date);
    // The password was set by whoever registered, not proven by the address's owner.
    expect(user?.passwordHash).toBeNull();
  });

  it("verifyMagicLink › signs in with the link, once", async () => {
    await makeUser(database.db, { email: "link@example.com", password: TEST_PASSWORD });
    await (await anonymous()).auth.requestMagicLink({ email: "link@example.com" });
    const { token } = await mailedToken(database.db, "link@example.com", "MagicLink");
    const { caller, resHeaders } = await cookieCaller(database.db);
    await expect(caller.auth.verifyMagicLink({ token })).resolves.toEqual({
      redirectTo: "/app/dashboard",
      passwordRemoved: false,
    });
    await expect(meWith(resHeaders)).resolves.toMatchObject({ email: "link@example.com" });
    await expect((await anonymous()).auth.verifyMagicLink({ token })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      cause: { messageKey: "auth.errors.invalidToken" },
    });
  });

  it("verifyOtp › kills the code after three wrong tries, on the code field", async () => {
    await makeUser(database.db, { email: "otp.dead@example.com", password: TEST_PASSWORD });
    await (await anonymous()).auth.requestMagicLink({ email: "otp.dead@example.com" });
    const { code } = await mailedToken(database.db, "otp.dead@example.com", "MagicLink");
    const right = code ?? "";
    // Each guess gets a fresh context and limiter: what stops the right code below is the code's
    // own attempt counter, not the per-address rate limit.
    for (let i = 0; i < 3; i++) {
      await expect(
        (await anonymous()).auth.verifyOtp({
          email: "otp.dead@example.com",
          code: wrongCode(right),
        }),
      ).rejects.toMatchObject({
        code: "BAD_REQUEST",
        cause: { messageKey: "auth.errors.invalidOtp", field: "code" },
      });
    }
    await expect(
      (await anonymous()).auth.verifyOtp({ email: "otp.dead@example.com", code: right }),
    ).rejects.toMatchObject({ cause: { messageKey: "auth.errors.invalidOtp" } });
  });

  it("verifyOtp › accepts the code just before 10 minutes and refuses it at 10 minutes", async () => {
    const { start, edge, over } = await edgeAndOverMails("otp", "requestMagicLink", "MagicLink");

    vi.setSystemTime(start + 10 * MINUTE - 1);
    await expect(
      (await anonymous()).auth.verifyOtp({ email: "otp.edge@example.com", code: edge.code ?? "" }),
    ).resolves.toEqual({ redirectTo: "/app/dashboard", passwordRemoved: false });
    vi.setSystemTime(start + 10 * MINUTE);
    await expect(
      (await anonymous()).auth.verifyOtp({ email: "otp.over@example.com", code: over.code ?? "" }),
    ).rejects.toMatchObject({ cause: { messageKey: "auth.errors.invalidOtp" } });
  });

  it("verifyMagicLink › accepts the link just before 10 minutes and refuses it at 10 minutes", async () => {
    const { start, edge, over } = await edgeAndOverMails("link", "requestMagicLink", "MagicLink");

    vi.setSystemTime(start + 10 * MINUTE - 1);
    await expect((await anonymous()).auth.verifyMagicLink({ token: edge.token })).resolves.toEqual({
      redirectTo: "/app/dashboard",
      passwordRemoved: false,
    });
    vi.setSystemTime(start + 10 * MINUTE);
    await expect(
      (await anonymous()).auth.verifyMagicLink({ token: over.token }),
    ).rejects.toMatchObject({ cause: { messageKey: "auth.errors.invalidToken" } });
  });

  it("verifyOtp › rejects a malformed code with the validation message", async () => {
    await expect(
      (await anonymous()).auth.verifyOtp({ email: "otp@example.com", code: "123" }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST" });
  });
});

describe("auth password reset", () => {
  it("requestPasswordReset › mails a link to /auth/forgot-password that checkResetToken accepts", async () => {
    const email = "forgot@example.com";
    await makeUser(database.db, { email, locale: "de", password: TEST_PASSWORD });
    await expect((await anonymous()).auth.requestPasswordReset({ email })).resolves.toEqual({
      sent: true,
    });
    const { url, token } = await mailedToken(database.db, email, "ForgotPassword");
    expect(url).toBe(`${authEnv().APP_URL}/de/auth/forgot-password`);
    const caller = await anonymous();
    await expect(caller.auth.checkResetToken({ token })).resolves.toEqual({ valid: true });
    // Checking does not use it up.
    await expect(caller.auth.checkResetToken({ token })).resolves.toEqual({ valid: true });
    await expect(caller.auth.checkResetToken({ token: "nope" })).resolves.toEqual({
      valid: false,
    });
  });

  it("resetPassword › sets the new password, signs in with a cookie, and the link is then used up", async () => {
    await makeUser(database.db, { email: "reset@example.com", password: TEST_PASSWORD });
    await (await anonymous()).auth.requestPasswordReset({ email: "reset@example.com" });
    const { token } = await mailedToken(database.db, "reset@example.com", "ForgotPassword");
    const { caller, resHeaders } = await cookieCaller(database.db);
    await expect(caller.auth.resetPassword({ token, password: "Brand-new-2" })).resolves.toEqual({
      redirectTo: "/app/dashboard",
      passwordRemoved: false,
    });
    await expect(meWith(resHeaders)).resolves.toMatchObject({ email: "reset@example.com" });
    await expect(
      (await anonymous()).auth.signIn({ email: "reset@example.com", password: "Brand-new-2" }),
    ).resolves.toEqual({ redirectTo: "/app/dashboard", passwordRemoved: false });
    await expect((await anonymous()).auth.checkResetToken({ token })).resolves.toEqual({
      valid: false,
    });
    await expect(
      (await anonymous()).auth.resetPassword({ token, password: "Other-pass-3" }),
    ).rejects.toMatchObject({ cause: { messageKey: "auth.errors.invalidToken" } });
  });

  it("resetPassword › accepts the link just before 30 minutes and refuses it at 30 minutes", async () => {
    const { start, edge, over } = await edgeAndOverMails(
      "reset",
      "requestPasswordReset",
      "ForgotPassword",
    );

    vi.setSystemTime(start + 30 * MINUTE - 1);
    await expect(
      (await anonymous()).auth.resetPassword({ token: edge.token, password: "Brand-new-2" }),
    ).resolves.toEqual({ redirectTo: "/app/dashboard", passwordRemoved: false });
    vi.setSystemTime(start + 30 * MINUTE);
    await expect((await anonymous()).auth.checkResetToken({ token: over.token })).resolves.toEqual({
      valid: false,
    });
    await expect(
      (await anonymous()).auth.resetPassword({ token: over.token, password: "Brand-new-2" }),
    ).rejects.toMatchObject({ cause: { messageKey: "auth.errors.invalidToken" } });
  });
});
