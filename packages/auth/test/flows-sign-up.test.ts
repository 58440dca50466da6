import { describe, expect, it } from "vitest";

import { users } from "@teamkit/db";
import { isInjectedFailure, makeSignedUpUser, makeUser, TEST_PASSWORD } from "@teamkit/db/testing";
import { latestMailTo } from "@teamkit/email";

import {
  confirmEmailChange,
  issueOneTimeToken,
  ONE_TIME_TOKEN_LIFETIMES_MS,
  requestMagicLink,
  resendVerification,
  signUp,
  verifyEmail,
  verifyEmailCode,
} from "../src/flows";
import { verifyPassword } from "../src/password";
import { hashToken } from "../src/tokens";
import {
  APP_URL,
  expectSignedIn,
  failingMailDeps,
  mailDeps,
  SIGN_IN_FAULTS,
  testClock,
  useFlowsDatabase,
} from "./flows-helpers";

const { database, readMail, storedUser, storedTokens, sessionOf, failingWrite } =
  useFlowsDatabase();

const DAY = ONE_TIME_TOKEN_LIFETIMES_MS.email_verification;

/** Signs up `email` and returns the token of the verification mail. */
async function signUpAndReadToken(email: string, clock = testClock()) {
  await signUp(
    database.db,
    { name: "Ada", email, password: TEST_PASSWORD, locale: "en" },
    mailDeps(clock),
  );
  const { token } = await readMail(email, "NewUser");
  if (!token) throw new Error("no token in the mail");
  return token;
}

/** Signs up `email` the app's way and reads its verification mail (a link and a code). */
async function signUpForApp(email: string, clock: ReturnType<typeof testClock>) {
  await signUp(
    database.db,
    { name: "Ada", email, password: TEST_PASSWORD, locale: "en", forApp: true },
    mailDeps(clock),
  );
  return readMail(email, "NewUser");
}

describe("signUp", () => {
  it("creates an unverified account in the caller's locale and mails it a German verification link", async () => {
    const result = await signUp(
      database.db,
      { name: "  Ada  ", email: "  Ada.New@Example.com ", password: TEST_PASSWORD, locale: "de" },
      mailDeps(),
    );
    expect(result).toEqual({ email: "ada.new@example.com" });

    const user = await storedUser("ada.new@example.com");
    expect(user).toMatchObject({ name: "Ada", emailVerified: null, locale: "de" });
    expect(user?.passwordHash).not.toBe(TEST_PASSWORD);
    expect(await verifyPassword(user?.passwordHash ?? "", TEST_PASSWORD)).toBe(true);

    const { mail, url, token } = await readMail("ada.new@example.com", "NewUser");
    expect(mail.locale).toBe("de");
    expect(mail.text).toContain("Hallo Ada");
    expect(url).toBe(`${APP_URL}/de/auth/verify`);
    expect(token).toMatch(/^[\w-]{43}$/);
  });

  it("links an English account's mail to the unprefixed page", async () => {
    await signUp(
      database.db,
      { name: "Bo", email: "bo.english@example.com", password: TEST_PASSWORD, locale: "en" },
      mailDeps(),
    );
    const { url } = await readMail("bo.english@example.com", "NewUser");
    expect(url).toBe(`${APP_URL}/auth/verify`);
  });

  it("refuses an address that already has an account, in any case, with emailInUse on the email field", async () => {
    await makeUser(database.db, { email: "taken@example.com", password: TEST_PASSWORD });
    await expect(
      signUp(
        database.db,
        { name: "X", email: "TAKEN@example.com", password: TEST_PASSWORD, locale: "en" },
        mailDeps(),
      ),
    ).rejects.toMatchObject({
      code: "CONFLICT",
      messageKey: "auth.errors.emailInUse",
      field: "email",
    });
  });

  it("removes the new account and answers signUpFailed when the mail cannot be sent", async () => {
    const attempt = signUp(
      database.db,
      { name: "Cy", email: "mailfails@example.com", password: TEST_PASSWORD, locale: "en" },
      failingMailDeps(),
    );
    await expect(attempt).rejects.toMatchObject({
      code: "INTERNAL",
      messageKey: "auth.errors.signUpFailed",
    });
    expect(await storedUser("mailfails@example.com")).toBeNull();
    const tokens = await storedTokens("mailfails@example.com");
    expect(tokens).toEqual([]);

    // Nothing is left blocking the address: the next attempt succeeds.
    await expect(
      signUp(
        database.db,
        { name: "Cy", email: "mailfails@example.com", password: TEST_PASSWORD, locale: "en" },
        mailDeps(),
      ),
    ).resolves.toEqual({ email: "mailfails@example.com" });
  });
});

describe("verifyEmail", () => {
  it("verifies the address, starts a session and sends a new user to onboarding", async () => {
    const clock = testClock();
    const token = await signUpAndReadToken("verify.me@example.com", clock);
    const signedIn = expectSignedIn(await verifyEmail(database.db, { token }, { now: clock.now }));

    expect(signedIn.redirectTo).toBe("/onboarding");
    expect(signedIn.user).toEqual({
      id: expect.any(String) as string,
      name: "Ada",
      email: "verify.me@example.com",
      image: null,
      role: "user",
      locale: "en",
    });
    const user = await storedUser("verify.me@example.com");
    expect(user?.emailVerified).toEqual(clock.now());
    const session = await sessionOf(signedIn.session.token);
    expect(session?.user.email).toBe("verify.me@example.com");
  });

  it("accepts the link until just before 24 hours", async () => {
    const clock = testClock();
    const token = await signUpAndReadToken("day.edge@example.com", clock);
    clock.advance(DAY - 1);
    await expect(verifyEmail(database.db, { token }, { now: clock.now })).resolves.toMatchObject({
      redirectTo: "/onboarding",
    });
  });

  it("refuses the link at 24 hours with invalidToken", async () => {
    const clock = testClock();
    const token = await signUpAndReadToken("day.over@example.com", clock);
    clock.advance(DAY);
    await expect(verifyEmail(database.db, { token }, { now: clock.now })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      messageKey: "auth.errors.invalidToken",
    });
    expect((await storedUser("day.over@example.com"))?.emailVerified).toBeNull();
  });

  it("works only once", async () => {
    const clock = testClock();
    const token = await signUpAndReadToken("once@example.com", clock);
    await verifyEmail(database.db, { token }, { now: clock.now });
    await expect(verifyEmail(database.db, { token }, { now: clock.now })).rejects.toMatchObject({
      messageKey: "auth.errors.invalidToken",
    });
  });

  it("refuses an unknown token and a token of another kind", async () => {
    await expect(verifyEmail(database.db, { token: "made-up" })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      messageKey: "auth.errors.invalidToken",
    });
    const clock = testClock();
    await makeUser(database.db, { email: "other.kind@example.com", password: TEST_PASSWORD });
    await requestMagicLink(database.db, { email: "other.kind@example.com" }, mailDeps(clock));
    const { token } = await readMail("other.kind@example.com", "MagicLink");
    await expect(
      verifyEmail(database.db, { token: token ?? "" }, { now: clock.now }),
    ).rejects.toMatchObject({ messageKey: "auth.errors.invalidToken" });
  });

  it("stores only the token's hash: the mailed token appears nowhere in one_time_tokens", async () => {
    const token = await signUpAndReadToken("hashed@example.com");
    const rows = await storedTokens("hashed@example.com");
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it.each(SIGN_IN_FAULTS)(
    "keeps the link and the address unverified when %s fails",
    async (_fault, table, operation) => {
      const clock = testClock();
      const email = `verify.outage.${operation.toLowerCase()}@example.com`;
      const token = await signUpAndReadToken(email, clock);
      const failure = await failingWrite(table, operation, () =>
        verifyEmail(database.db, { token }, { now: clock.now }),
      );
      expect(isInjectedFailure(failure)).toBe(true);
      expect((await storedUser(email))?.emailVerified).toBeNull();
      await expect(verifyEmail(database.db, { token }, { now: clock.now })).resolves.toMatchObject({
        redirectTo: "/onboarding",
      });
    },
  );
});

describe("verifyEmailCode", () => {
  it.each(SIGN_IN_FAULTS)(
    "keeps the code and the address unverified when %s fails, and counts the try",
    async (_fault, table, operation) => {
      const clock = testClock();
      const email = `code.outage.${operation.toLowerCase()}@example.com`;
      const { code } = await signUpForApp(email, clock);
      if (!code) throw new Error("the app's mail has no code");
      const failure = await failingWrite(table, operation, () =>
        verifyEmailCode(database.db, { email, code }, { now: clock.now }),
      );
      expect(isInjectedFailure(failure)).toBe(true);
      expect((await storedUser(email))?.emailVerified).toBeNull();
      expect(await storedTokens(email)).toMatchObject([{ usedAt: null, attempts: 1 }]);
      expectSignedIn(await verifyEmailCode(database.db, { email, code }, { now: clock.now }));
      expect((await storedUser(email))?.emailVerified).toEqual(clock.now());
    },
  );
});

describe("confirmEmailChange", () => {
  it("keeps the link and the old address when the change fails", async () => {
    const now = new Date();
    const { id: userId } = await makeUser(database.db, { email: "change.outage@example.com" });
    const { token } = await issueOneTimeToken(database.db, {
      type: "email_change",
      identifier: "changed.outage@example.com",
      userId,
      now,
    });
    const confirm = () => confirmEmailChange(database.db, { token }, { now: () => now });
    expect(isInjectedFailure(await failingWrite(users, "UPDATE", confirm))).toBe(true);
    expect(await storedUser("change.outage@example.com")).toMatchObject({ id: userId });
    await expect(confirm()).resolves.toEqual({ email: "changed.outage@example.com" });
  });
});

describe("resendVerification", () => {
  it("mails a new link to an unverified account, in its stored locale", async () => {
    const clock = testClock();
    await makeSignedUpUser(database.db, {
      email: "unverified.de@example.com",
      locale: "de",
    });
    await expect(
      resendVerification(database.db, { email: "Unverified.DE@example.com" }, mailDeps(clock)),
    ).resolves.toEqual({ sent: true });
    const { mail, url, token } = await readMail("unverified.de@example.com", "NewUser");
    expect(mail.locale).toBe("de");
    expect(url).toBe(`${APP_URL}/de/auth/verify`);
    await verifyEmail(database.db, { token: token ?? "" }, { now: clock.now });
    expect((await storedUser("unverified.de@example.com"))?.emailVerified).toEqual(clock.now());
  });

  it("leaves only the newest mail's link and code usable", async () => {
    const clock = testClock();
    const email = "resend.newest@example.com";
    // The app's mails: each has a link and a code (the web's have no code).
    const { token: firstToken, code: firstCode } = await signUpForApp(email, clock);
    expect(firstCode).toMatch(/^\d{6}$/);
    const resend = async () => {
      await resendVerification(database.db, { email, forApp: true }, mailDeps(clock));
      return readMail(email, "NewUser");
    };
    // Two random codes can coincide: mail again (codes that never differ fail here), so the old
    // code is refused for being old, not for being wrong, in every run.
    let second = await resend();
    for (let tries = 1; second.code === firstCode && tries < 3; tries++) second = await resend();
    expect(second.code).not.toBe(firstCode);
    expect(second.token).not.toBe(firstToken);

    await expect(
      verifyEmail(database.db, { token: firstToken ?? "" }, { now: clock.now }),
    ).rejects.toMatchObject({ messageKey: "auth.errors.invalidToken" });
    await expect(
      verifyEmailCode(database.db, { email, code: firstCode ?? "" }, { now: clock.now }),
    ).rejects.toMatchObject({ messageKey: "auth.errors.invalidOtp" });
    const signedIn = expectSignedIn(
      await verifyEmail(database.db, { token: second.token ?? "" }, { now: clock.now }),
    );
    expect(signedIn.redirectTo).toBeTruthy();
  });

  it("answers the same and mails nothing for unknown and already verified addresses", async () => {
    await makeUser(database.db, { email: "already@example.com", password: TEST_PASSWORD });
    const deps = mailDeps();
    await expect(
      resendVerification(database.db, { email: "already@example.com" }, deps),
    ).resolves.toEqual({ sent: true });
    await expect(
      resendVerification(database.db, { email: "nobody@example.com" }, deps),
    ).resolves.toEqual({ sent: true });
    expect(await latestMailTo(database.db, "already@example.com")).toBeNull();
    expect(await latestMailTo(database.db, "nobody@example.com")).toBeNull();
  });

  it("lets a failed send through as 'Link not sent'", async () => {
    await makeSignedUpUser(database.db, { email: "resend.fails@example.com" });
    await expect(
      resendVerification(database.db, { email: "resend.fails@example.com" }, failingMailDeps()),
    ).rejects.toMatchObject({ code: "INTERNAL", messageKey: "emails.errors.notSent" });
  });
});
