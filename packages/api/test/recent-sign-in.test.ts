import { describe, expect, it } from "vitest";

import { RECENT_SIGN_IN_MS } from "@teamkit/auth";
import { eq, oneTimeTokens, twoFactorCredentials } from "@teamkit/db";
import { makeSession, makeUser, TEST_PASSWORD, useTestDatabase } from "@teamkit/db/testing";

import { createCaller } from "../src/root";
import { cookieHeaders, testContext } from "./helpers";

const database = useTestDatabase();

/**
 * A session signed in `minutesAgo` minutes ago; each call of the result is a new request on it, so
 * it reads the session row anew, as the web and the app do.
 */
async function sessionOf(userId: string, minutesAgo: number) {
  const createdAt = new Date(Date.now() - minutesAgo * 60_000);
  const session = await makeSession(database.db, { userId, createdAt, lastActiveAt: createdAt });
  return async () => createCaller(await testContext(database.db, cookieHeaders(session.token)));
}

const CONFIRM_FIRST = { code: "FORBIDDEN", cause: { messageKey: "account.confirm.required" } };

async function storedFor(userId: string) {
  const credentials = await database.db
    .select()
    .from(twoFactorCredentials)
    .where(eq(twoFactorCredentials.userId, userId));
  const challenges = await database.db
    .select()
    .from(oneTimeTokens)
    .where(eq(oneTimeTokens.userId, userId));
  return credentials.length + challenges.length;
}

describe("a recent sign-in before a new way to sign in", () => {
  it("lets a session signed in minutes ago start two-factor sign-in and add a passkey", async () => {
    const user = await makeUser(database.db, { email: "recent.fresh@example.com" });
    const caller = await sessionOf(user.id, RECENT_SIGN_IN_MS / 60_000 - 1);
    await expect((await caller()).user.twoFactor.begin()).resolves.toHaveProperty("manualKey");
    await expect((await caller()).user.passkeys.registrationOptions()).resolves.toHaveProperty(
      "challenge",
    );
  });

  it("refuses an older session both, storing nothing, until the password is typed again", async () => {
    const user = await makeUser(database.db, {
      email: "recent.old@example.com",
      password: TEST_PASSWORD,
    });
    const old = await sessionOf(user.id, RECENT_SIGN_IN_MS / 60_000 + 1);
    await expect((await old()).user.twoFactor.begin()).rejects.toMatchObject(CONFIRM_FIRST);
    await expect((await old()).user.passkeys.registrationOptions()).rejects.toMatchObject(
      CONFIRM_FIRST,
    );
    expect(await storedFor(user.id)).toBe(0);

    await expect(
      (await old()).user.confirmSignIn({ currentPassword: "Wrong-pass-1" }),
    ).rejects.toMatchObject({
      cause: { messageKey: "auth.errors.currentPasswordWrong", field: "currentPassword" },
    });
    await expect((await old()).user.twoFactor.begin()).rejects.toMatchObject(CONFIRM_FIRST);

    const confirmed = await (await old()).user.confirmSignIn({ currentPassword: TEST_PASSWORD });
    expect(confirmed.until.getTime()).toBeGreaterThan(Date.now() + RECENT_SIGN_IN_MS - 60_000);
    await expect((await old()).user.twoFactor.begin()).resolves.toHaveProperty("manualKey");
    await expect((await old()).user.passkeys.registrationOptions()).resolves.toHaveProperty(
      "challenge",
    );
  });

  it("confirms only the session the password was typed in", async () => {
    const user = await makeUser(database.db, {
      email: "recent.two@example.com",
      password: TEST_PASSWORD,
    });
    const here = await sessionOf(user.id, 60);
    const elsewhere = await sessionOf(user.id, 60);
    await (await here()).user.confirmSignIn({ currentPassword: TEST_PASSWORD });
    await expect((await here()).user.twoFactor.begin()).resolves.toHaveProperty("manualKey");
    await expect((await elsewhere()).user.twoFactor.begin()).rejects.toMatchObject(CONFIRM_FIRST);
  });

  it("asks an account without a password to set one (or sign in again) first", async () => {
    const user = await makeUser(database.db, { email: "recent.nopw@example.com" });
    const old = await sessionOf(user.id, 60);
    await expect(
      (await old()).user.confirmSignIn({ currentPassword: "Anything-1" }),
    ).rejects.toMatchObject({
      cause: { messageKey: "auth.errors.passwordRequired" },
    });
    await expect((await old()).user.passkeys.registrationOptions()).rejects.toMatchObject(
      CONFIRM_FIRST,
    );
  });
});
