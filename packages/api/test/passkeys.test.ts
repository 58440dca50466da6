import { describe, expect, it, vi } from "vitest";

import { softPasskey } from "@teamkit/auth/testing";
import { eq, oneTimeTokens, passkeys, sessions, users } from "@teamkit/db";
import { makeSession, makeUser, TEST_PASSWORD, useTestDatabase } from "@teamkit/db/testing";
import { latestMailTo } from "@teamkit/email";

import { createCaller } from "../src/root";
import { cookieCaller, cookieHeaders, sessionCookieToken, testContext } from "./helpers";

const database = useTestDatabase();

/** A signed-in user's caller: a session of their own, and the test password. */
async function signedIn(email: string) {
  const user = await makeUser(database.db, { email, password: TEST_PASSWORD });
  const session = await makeSession(database.db, { userId: user.id });
  const caller = createCaller(await testContext(database.db, cookieHeaders(session.token)));
  return { user, caller, token: session.token };
}

type Caller = Awaited<ReturnType<typeof signedIn>>["caller"];

/** Registers a software passkey through the procedures, as the settings page does. */
async function registered(caller: Caller, options: Parameters<typeof softPasskey>[0] = {}) {
  const key = softPasskey(options);
  const ceremony = await caller.user.passkeys.registrationOptions();
  const listed = await caller.user.passkeys.register({
    name: "Laptop",
    response: key.register(ceremony),
  });
  return { key, listed };
}

/** A passkey sign-in from a fresh browser: the options, then the assertion `answer` makes. */
async function passkeySignIn(answer: (ceremony: { challenge: string }) => unknown) {
  const browser = await cookieCaller(database.db);
  const ceremony = await browser.caller.auth.passkeyOptions();
  const response = answer(ceremony);
  return { browser, ceremony, response: response as never };
}

function refusedWith(messageKey: string) {
  return { cause: { messageKey } };
}

describe("passkeys over the API", () => {
  it("registers a passkey, lists and renames it, and signs in with it without a second factor", async () => {
    const { user, caller } = await signedIn("pk.flow@example.com");
    await database.db
      .update(users)
      .set({ twoFactorEnabledAt: new Date() })
      .where(eq(users.id, user.id));
    const { key, listed } = await registered(caller);
    expect(listed).toMatchObject({ name: "Laptop", lastUsedAt: null });
    // A new way in is announced: a stolen session could have added it.
    expect(await latestMailTo(database.db, "pk.flow@example.com", "PasskeyAdded")).toBeTruthy();
    const ceremony = await caller.user.passkeys.registrationOptions();
    // The same authenticator is not offered a second credential.
    expect(ceremony.excludeCredentials).toEqual([
      expect.objectContaining({ id: key.id, type: "public-key" }),
    ]);
    expect(ceremony.authenticatorSelection).toMatchObject({
      residentKey: "required",
      userVerification: "required",
    });
    expect(ceremony.rp.id).toBe("localhost");

    await caller.user.passkeys.rename({ id: listed.id, name: "Work laptop" });

    const {
      browser,
      ceremony: signInCeremony,
      response,
    } = await passkeySignIn((c) => key.assert(c));
    expect(signInCeremony.userVerification).toBe("required");
    const answer = await browser.caller.auth.signInWithPasskey({ response });
    expect(answer.redirectTo).toBe("/app/dashboard");
    const token = sessionCookieToken(browser.resHeaders);
    expect(token).toBeTruthy();
    const session = createCaller(await testContext(database.db, cookieHeaders(token)));
    await expect(session.user.me()).resolves.toMatchObject({ email: "pk.flow@example.com" });
    const [listedAfter] = await caller.user.passkeys.list();
    expect(listedAfter?.name).toBe("Work laptop");
    expect(listedAfter?.lastUsedAt).toBeInstanceOf(Date);
  });

  it("refuses a replayed assertion: each challenge signs in once", async () => {
    const { caller } = await signedIn("pk.replay@example.com");
    const { key } = await registered(caller);
    const { browser, response } = await passkeySignIn((c) => key.assert(c));
    await browser.caller.auth.signInWithPasskey({ response });
    const again = await cookieCaller(database.db);
    await expect(again.caller.auth.signInWithPasskey({ response })).rejects.toMatchObject(
      refusedWith("auth.errors.passkeyExpired"),
    );
  });

  it("refuses an expired challenge, and one the server did not sign", async () => {
    const { caller } = await signedIn("pk.expired@example.com");
    const { key } = await registered(caller);
    const { browser, response } = await passkeySignIn((c) => key.assert(c));
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 5 * 60_000 + 1000 });
    try {
      await expect(browser.caller.auth.signInWithPasskey({ response })).rejects.toMatchObject(
        refusedWith("auth.errors.passkeyExpired"),
      );
    } finally {
      vi.useRealTimers();
    }
    const forged = (challenge: string) => {
      const bytes = Buffer.from(challenge, "base64url");
      bytes[0] = (bytes[0] ?? 0) ^ 1;
      return bytes.toString("base64url");
    };
    const ceremony = await browser.caller.auth.passkeyOptions();
    for (const challenge of ["bm90LWlzc3VlZA", forged(ceremony.challenge)]) {
      await expect(
        browser.caller.auth.signInWithPasskey({ response: key.assert({ challenge }) }),
      ).rejects.toMatchObject(refusedWith("auth.errors.passkeyExpired"));
    }
    // A registration's challenge does not sign in either.
    const registration = await caller.user.passkeys.registrationOptions();
    await expect(
      browser.caller.auth.signInWithPasskey({ response: key.assert(registration) }),
    ).rejects.toMatchObject(refusedWith("auth.errors.passkeyExpired"));
  });

  it("issues sign-in challenges without storing them or counting them against the address", async () => {
    const stored = () =>
      database.db
        .select({ id: oneTimeTokens.id })
        .from(oneTimeTokens)
        .where(eq(oneTimeTokens.type, "passkey_sign_in"));
    const before = await stored();
    const browser = await cookieCaller(database.db);
    const challenges = new Set<string>();
    for (let view = 0; view < 40; view++) {
      challenges.add((await browser.caller.auth.passkeyOptions()).challenge);
    }
    expect(challenges.size).toBe(40);
    expect(await stored()).toEqual(before);
  });

  it("lets a user start 10 registrations in ten minutes and refuses the 11th", async () => {
    const { caller } = await signedIn("pk.limit@example.com");
    for (let start = 0; start < 10; start++) await caller.user.passkeys.registrationOptions();
    await expect(caller.user.passkeys.registrationOptions()).rejects.toMatchObject({
      code: "TOO_MANY_REQUESTS",
    });
  });

  it("refuses an assertion made for another origin, without user verification, or with a bad signature", async () => {
    const { caller } = await signedIn("pk.origin@example.com");
    const { key } = await registered(caller);
    for (const overrides of [{ origin: "https://evil.example" }, { userVerified: false }]) {
      const { browser, response } = await passkeySignIn((c) => key.assert(c, overrides));
      await expect(browser.caller.auth.signInWithPasskey({ response })).rejects.toMatchObject(
        refusedWith("auth.errors.passkeyInvalid"),
      );
    }
    const { browser, response } = await passkeySignIn((c) => {
      const assertion = key.assert(c);
      return { ...assertion, response: { ...assertion.response, signature: "AAAA" } };
    });
    await expect(browser.caller.auth.signInWithPasskey({ response })).rejects.toMatchObject(
      refusedWith("auth.errors.passkeyInvalid"),
    );
  });

  it("refuses a passkey for another relying party, and an unknown credential", async () => {
    const { caller } = await signedIn("pk.rpid@example.com");
    const { key } = await registered(caller);
    const elsewhere = softPasskey({ rpId: "evil.example" });
    const { browser, response } = await passkeySignIn((c) => ({
      ...elsewhere.assert(c),
      id: key.id,
      rawId: key.id,
    }));
    await expect(browser.caller.auth.signInWithPasskey({ response })).rejects.toMatchObject(
      refusedWith("auth.errors.passkeyInvalid"),
    );
    const unknown = await passkeySignIn((c) => softPasskey().assert(c));
    await expect(
      unknown.browser.caller.auth.signInWithPasskey({ response: unknown.response }),
    ).rejects.toMatchObject(refusedWith("auth.errors.passkeyUnknown"));
  });

  it("refuses registering for another origin, or with another user's challenge", async () => {
    const { caller } = await signedIn("pk.reg@example.com");
    const other = await signedIn("pk.reg.other@example.com");
    const key = softPasskey();
    const ceremony = await caller.user.passkeys.registrationOptions();
    await expect(
      caller.user.passkeys.register({
        name: "Phone",
        response: key.register(ceremony, { origin: "https://evil.example" }),
      }),
    ).rejects.toMatchObject(refusedWith("auth.errors.passkeyInvalid"));
    const stolen = await caller.user.passkeys.registrationOptions();
    await expect(
      other.caller.user.passkeys.register({ name: "Phone", response: key.register(stolen) }),
    ).rejects.toMatchObject(refusedWith("auth.errors.passkeyExpired"));
    // A sign-in challenge does not register a passkey either.
    const signInCeremony = await cookieCaller(database.db).then(({ caller: anonymous }) =>
      anonymous.auth.passkeyOptions(),
    );
    await expect(
      caller.user.passkeys.register({ name: "Phone", response: key.register(signInCeremony) }),
    ).rejects.toMatchObject(refusedWith("auth.errors.passkeyExpired"));
    expect(await caller.user.passkeys.list()).toEqual([]);
  });

  it("keeps a synced passkey's counter at 0 and refuses a counter that does not grow, mailing the owner", async () => {
    const { caller } = await signedIn("pk.counter@example.com");
    const synced = await registered(caller);
    for (let use = 0; use < 2; use++) {
      const { browser, response } = await passkeySignIn((c) => synced.key.assert(c));
      await expect(browser.caller.auth.signInWithPasskey({ response })).resolves.toBeTruthy();
    }

    const counting = await registered(caller, { counter: 5 });
    const first = await passkeySignIn((c) => counting.key.assert(c));
    await first.browser.caller.auth.signInWithPasskey({ response: first.response });
    const [stored] = await database.db
      .select({ counter: passkeys.counter })
      .from(passkeys)
      .where(eq(passkeys.id, counting.listed.id));
    expect(stored?.counter).toBe(6);
    // A copy of the authenticator signs with the counter it had when it was copied.
    counting.key.state.counter = 4;
    const clone = await passkeySignIn((c) => counting.key.assert(c));
    const sessionsBefore = await database.db.select().from(sessions);
    await expect(
      clone.browser.caller.auth.signInWithPasskey({ response: clone.response }),
    ).rejects.toMatchObject(refusedWith("auth.errors.passkeyRefused"));
    expect(await database.db.select().from(sessions)).toHaveLength(sessionsBefore.length);
    await expect(
      latestMailTo(database.db, "pk.counter@example.com", "PasskeyRefused"),
    ).resolves.toBeTruthy();
  });

  it("renames and deletes only the caller's own passkeys", async () => {
    const { caller } = await signedIn("pk.own@example.com");
    const other = await signedIn("pk.own.other@example.com");
    const { listed } = await registered(caller);
    await expect(
      other.caller.user.passkeys.rename({ id: listed.id, name: "Mine now" }),
    ).rejects.toMatchObject(refusedWith("account.passkeys.errors.notFound"));
    await expect(other.caller.user.passkeys.delete({ id: listed.id })).rejects.toMatchObject(
      refusedWith("account.passkeys.errors.notFound"),
    );
    await caller.user.passkeys.delete({ id: listed.id });
    expect(await caller.user.passkeys.list()).toEqual([]);
  });

  it("removes a password only with a passkey, and never deletes the last way to sign in", async () => {
    const { caller, token } = await signedIn("pk.password@example.com");
    await expect(
      caller.auth.removePassword({ currentPassword: TEST_PASSWORD }),
    ).rejects.toMatchObject(refusedWith("account.password.errors.passkeyRequired"));
    const { listed } = await registered(caller);
    await expect(
      caller.auth.removePassword({ currentPassword: "Wrong-pass-1" }),
    ).rejects.toMatchObject(refusedWith("auth.errors.currentPasswordWrong"));
    await caller.auth.removePassword({ currentPassword: TEST_PASSWORD });
    const fresh = createCaller(await testContext(database.db, cookieHeaders(token)));
    expect((await fresh.user.me()).hasPassword).toBe(false);

    await expect(caller.user.passkeys.delete({ id: listed.id })).rejects.toMatchObject(
      refusedWith("account.passkeys.errors.lastSignInWay"),
    );
    const second = await registered(caller);
    await caller.user.passkeys.delete({ id: listed.id });
    await expect(caller.user.passkeys.delete({ id: second.listed.id })).rejects.toMatchObject(
      refusedWith("account.passkeys.errors.lastSignInWay"),
    );
  });

  it("ends the other sessions when the password is removed", async () => {
    const { user, caller } = await signedIn("pk.sessions@example.com");
    const other = await makeSession(database.db, { userId: user.id });
    await registered(caller);
    await caller.auth.removePassword({ currentPassword: TEST_PASSWORD });
    await expect(
      createCaller(await testContext(database.db, cookieHeaders(other.token))).user.me(),
    ).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    await expect(caller.user.me()).resolves.toBeTruthy();
  });
});
