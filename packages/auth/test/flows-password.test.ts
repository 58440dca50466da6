import { describe, expect, it } from "vitest";

import { eq, sessions } from "@teamkit/db";
import {
  failWrites,
  isInjectedFailure,
  makeSignedUpUser,
  makeUser,
  TEST_PASSWORD,
} from "@teamkit/db/testing";
import { latestMailTo } from "@teamkit/email";

import {
  changePassword,
  checkResetToken,
  issueOneTimeToken,
  ONE_TIME_TOKEN_LIFETIMES_MS,
  requestPasswordReset,
  resetPassword,
  signInWithPassword,
} from "../src/flows";
import { startSession } from "../src/sessions";
import { hashToken } from "../src/tokens";
import { isTrustedBrowser, trustBrowser } from "../src/two-factor/trusted-browsers";
import {
  APP_URL,
  expectSignedIn,
  failingMailDeps,
  mailDeps,
  testClock,
  useFlowsDatabase,
} from "./flows-helpers";

const { database, readMail, storedUser, storedTokens, sessionOf } = useFlowsDatabase();

const THIRTY_MINUTES = ONE_TIME_TOKEN_LIFETIMES_MS.password_reset;
const NEW_PASSWORD = "Fresh-pass-2";
const invalidToken = { code: "BAD_REQUEST", messageKey: "auth.errors.invalidToken" };

async function requestAndRead(email: string, clock: ReturnType<typeof testClock>) {
  await expect(requestPasswordReset(database.db, { email }, mailDeps(clock))).resolves.toEqual({
    sent: true,
  });
  const { token, url, mail } = await readMail(email, "ForgotPassword");
  if (!token) throw new Error("no reset link in the mail");
  return { token, url, mail };
}

async function userSessions(userId: string) {
  return database.db.select().from(sessions).where(eq(sessions.userId, userId));
}

describe("requestPasswordReset", () => {
  it("mails a reset link in the account's locale and stores only its hash", async () => {
    await makeUser(database.db, {
      email: "reset.de@example.com",
      locale: "de",
      name: "Grete",
      password: TEST_PASSWORD,
    });
    const { token, url, mail } = await requestAndRead("Reset.DE@example.com", testClock());
    expect(url).toBe(`${APP_URL}/de/auth/forgot-password`);
    expect(mail.locale).toBe("de");
    expect(mail.text).toContain("Grete");
    const rows = await storedTokens("reset.de@example.com");
    expect(rows.map((r) => r.tokenHash)).toEqual([hashToken(token)]);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it("answers an unknown address the same, without a mail", async () => {
    await expect(
      requestPasswordReset(database.db, { email: "no.account@example.com" }, mailDeps()),
    ).resolves.toEqual({ sent: true });
    expect(await latestMailTo(database.db, "no.account@example.com")).toBeNull();
  });

  it("leaves only the newest link usable", async () => {
    const clock = testClock();
    await makeUser(database.db, { email: "reset.twice@example.com", password: TEST_PASSWORD });
    const first = await requestAndRead("reset.twice@example.com", clock);
    const second = await requestAndRead("Reset.Twice@example.com", clock);
    const deps = { now: clock.now };
    await expect(checkResetToken(database.db, first, deps)).resolves.toEqual({ valid: false });
    await expect(checkResetToken(database.db, second, deps)).resolves.toEqual({ valid: true });
    await expect(
      resetPassword(database.db, { token: first.token, password: NEW_PASSWORD }, deps),
    ).rejects.toMatchObject(invalidToken);
  });

  it("lets a failed send through as 'Link not sent'", async () => {
    await makeUser(database.db, { email: "reset.fails@example.com", password: TEST_PASSWORD });
    await expect(
      requestPasswordReset(database.db, { email: "reset.fails@example.com" }, failingMailDeps()),
    ).rejects.toMatchObject({ code: "INTERNAL", messageKey: "emails.errors.notSent" });
  });
});

describe("checkResetToken", () => {
  it("says a fresh link is valid without using it, and an unknown or expired one is not", async () => {
    const clock = testClock();
    await makeUser(database.db, { email: "check@example.com", password: TEST_PASSWORD });
    const { token } = await requestAndRead("check@example.com", clock);
    const deps = { now: clock.now };
    await expect(checkResetToken(database.db, { token }, deps)).resolves.toEqual({ valid: true });
    await expect(checkResetToken(database.db, { token }, deps)).resolves.toEqual({ valid: true });
    await expect(checkResetToken(database.db, { token: "unknown" }, deps)).resolves.toEqual({
      valid: false,
    });
    clock.advance(THIRTY_MINUTES);
    await expect(checkResetToken(database.db, { token }, deps)).resolves.toEqual({ valid: false });
  });
});

describe("resetPassword", () => {
  it("sets the new password, ends every session and signs in afresh", async () => {
    const clock = testClock();
    const email = "reset.me@example.com";
    const { id: userId } = await makeUser(database.db, { email, password: TEST_PASSWORD });
    const old = [await startSession(database.db, userId), await startSession(database.db, userId)];
    const { token } = await requestAndRead(email, clock);

    const signedIn = expectSignedIn(
      await resetPassword(database.db, { token, password: NEW_PASSWORD }, { now: clock.now }),
    );
    expect(signedIn.redirectTo).toBe("/app/dashboard");
    for (const session of old) expect(await sessionOf(session.token)).toBeNull();
    expect(await sessionOf(signedIn.session.token)).not.toBeNull();
    expect(await userSessions(userId)).toHaveLength(1);

    await expect(
      signInWithPassword(database.db, { email, password: TEST_PASSWORD }),
    ).rejects.toMatchObject({ messageKey: "auth.errors.invalidCredentials" });
    await expect(
      signInWithPassword(database.db, { email, password: NEW_PASSWORD }),
    ).resolves.toMatchObject({ redirectTo: "/app/dashboard" });
  });

  it.each(["DELETE", "INSERT"] as const)(
    "changes nothing and keeps the link when the database fails part-way (sessions %s)",
    async (operation) => {
      const clock = testClock();
      const email = `reset.outage.${operation.toLowerCase()}@example.com`;
      const { id: userId } = await makeUser(database.db, { email, password: TEST_PASSWORD });
      const old = await startSession(database.db, userId);
      const { token } = await requestAndRead(email, clock);
      const before = await storedUser(email);
      const restore = await failWrites(database.db, sessions, operation);
      try {
        const failure = await resetPassword(
          database.db,
          { token, password: NEW_PASSWORD },
          { now: clock.now },
        ).catch((error: unknown) => error);
        expect(isInjectedFailure(failure)).toBe(true);
      } finally {
        await restore();
      }
      expect((await storedUser(email))?.passwordHash).toBe(before?.passwordHash);
      expect(await sessionOf(old.token)).not.toBeNull();
      await expect(checkResetToken(database.db, { token }, { now: clock.now })).resolves.toEqual({
        valid: true,
      });
      await expect(
        resetPassword(database.db, { token, password: NEW_PASSWORD }, { now: clock.now }),
      ).resolves.toMatchObject({ redirectTo: "/app/dashboard" });
      expect(await sessionOf(old.token)).toBeNull();
    },
  );

  it("makes every trusted browser ask for the second factor again", async () => {
    const clock = testClock();
    const email = "reset.trusted@example.com";
    const { id: userId } = await makeUser(database.db, { email, password: TEST_PASSWORD });
    const { token: trusted } = await trustBrowser(database.db, { userId }, clock.now());
    expect(await isTrustedBrowser(database.db, userId, trusted, clock.now())).toBe(true);
    const { token } = await requestAndRead(email, clock);
    await resetPassword(database.db, { token, password: NEW_PASSWORD }, { now: clock.now });
    expect(await isTrustedBrowser(database.db, userId, trusted, clock.now())).toBe(false);
  });

  it("works only once, and kills any other reset link of the account", async () => {
    const clock = testClock();
    const email = "reset.once@example.com";
    const { id: userId } = await makeUser(database.db, { email, password: TEST_PASSWORD });
    const { token } = await requestAndRead(email, clock);
    // As two requests at the same moment could leave: a second live link.
    const other = await issueOneTimeToken(database.db, {
      type: "password_reset",
      identifier: email,
      userId,
      now: clock.now(),
    });
    const reset = (link: string, password: string) =>
      resetPassword(database.db, { token: link, password }, { now: clock.now });
    await reset(token, NEW_PASSWORD);
    await expect(reset(token, "Other-pass-3")).rejects.toMatchObject(invalidToken);
    await expect(reset(other.token, "Other-pass-3")).rejects.toMatchObject(invalidToken);
  });

  it("accepts the link until just before 30 minutes and refuses it at 30 minutes", async () => {
    const clock = testClock();
    await makeUser(database.db, { email: "reset.edge@example.com", password: TEST_PASSWORD });
    await makeUser(database.db, { email: "reset.over@example.com", password: TEST_PASSWORD });
    const edge = await requestAndRead("reset.edge@example.com", clock);
    const over = await requestAndRead("reset.over@example.com", clock);
    clock.advance(THIRTY_MINUTES - 1);
    await expect(
      resetPassword(database.db, { token: edge.token, password: NEW_PASSWORD }, { now: clock.now }),
    ).resolves.toMatchObject({ redirectTo: "/app/dashboard" });
    clock.advance(1);
    await expect(
      resetPassword(database.db, { token: over.token, password: NEW_PASSWORD }, { now: clock.now }),
    ).rejects.toMatchObject(invalidToken);
    expect(
      await signInWithPassword(database.db, {
        email: "reset.over@example.com",
        password: TEST_PASSWORD,
      }),
    ).toMatchObject({ redirectTo: "/app/dashboard" });
  });

  it("verifies an unverified address, since the link was mailed to it", async () => {
    const clock = testClock();
    await makeSignedUpUser(database.db, { email: "reset.unverified@example.com" });
    const { token } = await requestAndRead("reset.unverified@example.com", clock);
    await resetPassword(database.db, { token, password: NEW_PASSWORD }, { now: clock.now });
    expect((await storedUser("reset.unverified@example.com"))?.emailVerified).toEqual(clock.now());
  });
});

describe("changePassword", () => {
  it("refuses a wrong current password with currentPasswordWrong on currentPassword (not UNAUTHORIZED)", async () => {
    const { id: userId } = await makeUser(database.db, {
      email: "change.wrong@example.com",
      password: TEST_PASSWORD,
    });
    await expect(
      changePassword(database.db, {
        userId,
        currentPassword: "Not-the-one-1",
        newPassword: NEW_PASSWORD,
        keepSessionToken: undefined,
      }),
    ).rejects.toMatchObject({
      code: "BAD_REQUEST",
      messageKey: "auth.errors.currentPasswordWrong",
      field: "currentPassword",
    });
    const user = await storedUser("change.wrong@example.com");
    await expect(
      signInWithPassword(database.db, {
        email: "change.wrong@example.com",
        password: TEST_PASSWORD,
      }),
    ).resolves.toMatchObject({ user: { id: user?.id } });
  });

  it("sets the new password and ends every other session but keeps the current one", async () => {
    const email = "change.me@example.com";
    const { id: userId } = await makeUser(database.db, { email, password: TEST_PASSWORD });
    const current = await startSession(database.db, userId);
    const other = await startSession(database.db, userId);
    await changePassword(database.db, {
      userId,
      currentPassword: TEST_PASSWORD,
      newPassword: NEW_PASSWORD,
      keepSessionToken: current.token,
    });
    expect(await sessionOf(current.token)).not.toBeNull();
    expect(await sessionOf(other.token)).toBeNull();
    await expect(
      signInWithPassword(database.db, { email, password: NEW_PASSWORD }),
    ).resolves.toMatchObject({ user: { id: userId } });
  });
});
