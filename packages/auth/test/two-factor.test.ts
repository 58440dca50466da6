import { decodeBase32IgnorePadding } from "@oslojs/encoding";
import { generateHOTP } from "@oslojs/otp";
import { describe, expect, it } from "vitest";

import type { Database } from "@teamkit/db";
import {
  and,
  eq,
  oneTimeTokens,
  recoveryCodes,
  sessions,
  trustedBrowsers,
  twoFactorCredentials,
  users,
} from "@teamkit/db";
import { failWrites, isInjectedFailure, makeUser, TEST_PASSWORD } from "@teamkit/db/testing";

import type { SignInOutcome } from "../src/flows";
import { readTwoFactorKeys } from "../src/env";
import {
  approveMobileHandoff,
  exchangeMobileHandoff,
  needsSecondFactor,
  requestMagicLink,
  requestPasswordReset,
  resetPassword,
  signInMobile,
  signInWithPassword,
  verifyOtp,
} from "../src/flows";
import { sessionKey } from "../src/session";
import { startSession } from "../src/sessions";
import {
  answerTwoFactorChallenge,
  beginTwoFactor,
  confirmTwoFactor,
  disableTwoFactor,
  MAX_CHALLENGE_ATTEMPTS,
  regenerateRecoveryCodes,
  totpStep,
  twoFactorStatus,
} from "../src/two-factor";
import { openSecret, sealSecret } from "../src/two-factor/keys";
import { expectSignedIn, mailDeps, testClock, useFlowsDatabase } from "./flows-helpers";

const { database, readMail, sessionOf } = useFlowsDatabase();
const MINUTE = 60_000;

/** The code an authenticator app shows at `now` (offset in 30-second steps). */
function codeAt(secret: Uint8Array, now: Date, steps = 0): string {
  return generateHOTP(secret, BigInt(totpStep(now) + steps), 6);
}

async function enrolledUser(clock = testClock(), email?: string) {
  const user = await makeUser(database.db, { password: TEST_PASSWORD, ...(email && { email }) });
  const enrolment = await beginTwoFactor(database.db, user, clock.now());
  const secret = decodeBase32IgnorePadding(enrolment.manualKey.replace(/ /g, ""));
  const { recoveryCodes: codes } = await confirmTwoFactor(
    database.db,
    { userId: user.id, code: codeAt(secret, clock.now()) },
    clock.now(),
  );
  // The enrolment used this step's code: sign-ins start in the next one.
  clock.advance(30_000);
  return { user, secret, codes, clock };
}

function challengeOf(outcome: SignInOutcome): string {
  if (!needsSecondFactor(outcome)) throw new Error("expected a challenge");
  return outcome.challenge.token;
}

async function sessionCount(db: Database, userId: string): Promise<number> {
  return (await db.select().from(sessions).where(eq(sessions.userId, userId))).length;
}

async function passwordChallenge(email: string, clock: ReturnType<typeof testClock>) {
  return challengeOf(
    await signInWithPassword(database.db, { email, password: TEST_PASSWORD }, { now: clock.now }),
  );
}

function answer(
  token: string,
  code: string,
  clock: ReturnType<typeof testClock>,
  extra: { trust?: boolean; kind?: "web" | "mobile"; mails?: unknown[] } = {},
) {
  return answerTwoFactorChallenge(
    database.db,
    { token, code, trust: extra.trust },
    {
      now: clock.now,
      kind: extra.kind ?? "web",
      mail: {
        appUrl: "http://app.test",
        queueEmail: (mail) => {
          extra.mails?.push(mail);
          return Promise.resolve("sent");
        },
      },
    },
  );
}

describe("enrolment", () => {
  it("turns on only with the app's first code, shows 10 recovery codes and ends other sessions", async () => {
    const clock = testClock();
    const user = await makeUser(database.db, { password: TEST_PASSWORD });
    const current = await startSession(database.db, user.id, clock.now());
    await startSession(database.db, user.id, clock.now());
    const enrolment = await beginTwoFactor(database.db, user, clock.now());
    expect(enrolment.uri).toMatch(/^otpauth:\/\/totp\/Teamkit:.*\?.*secret=/);
    expect(enrolment.qrSvg).toMatch(/^<svg/);
    const secret = decodeBase32IgnorePadding(enrolment.manualKey.replace(/ /g, ""));

    // The secret is stored encrypted, never as the key the user typed.
    const [stored] = await database.db
      .select()
      .from(twoFactorCredentials)
      .where(eq(twoFactorCredentials.userId, user.id));
    expect(stored?.secretCiphertext).not.toContain(enrolment.manualKey.replace(/ /g, ""));
    expect(stored?.confirmedAt).toBeNull();

    await expect(
      confirmTwoFactor(database.db, { userId: user.id, code: "000000" }, clock.now()),
    ).rejects.toMatchObject({ messageKey: "auth.errors.invalidTwoFactorCode" });
    expect((await twoFactorStatus(database.db, user.id)).enabled).toBe(false);

    const { recoveryCodes: codes } = await confirmTwoFactor(
      database.db,
      { userId: user.id, code: codeAt(secret, clock.now()), keepSessionToken: current.token },
      clock.now(),
    );
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-7]{4}(-[a-z2-7]{4}){3}$/);
    expect(await twoFactorStatus(database.db, user.id)).toMatchObject({
      enabled: true,
      recoveryCodesLeft: 10,
    });
    // Only hashes are stored.
    const stored10 = await database.db
      .select({ hash: recoveryCodes.codeHash })
      .from(recoveryCodes)
      .where(eq(recoveryCodes.userId, user.id));
    expect(stored10.map((row) => row.hash)).not.toContain(codes[0]);
    expect(await sessionCount(database.db, user.id)).toBe(1);
    expect(await sessionOf(current.token)).not.toBeNull();

    await expect(beginTwoFactor(database.db, user, clock.now())).rejects.toMatchObject({
      messageKey: "account.twoFactor.errors.alreadyEnabled",
    });
  });

  it("turns off only with a code, and then removes secret, recovery codes and trusted browsers", async () => {
    const { user, secret, codes, clock } = await enrolledUser();
    await expect(
      disableTwoFactor(database.db, { userId: user.id, code: "123456" }, clock.now()),
    ).rejects.toMatchObject({ messageKey: "auth.errors.invalidTwoFactorCode" });

    const token = await passwordChallenge(user.email, clock);
    await answer(token, codeAt(secret, clock.now()), clock, { trust: true });
    clock.advance(30_000);
    await disableTwoFactor(database.db, { userId: user.id, code: codes[3] ?? "" }, clock.now());
    expect(await twoFactorStatus(database.db, user.id)).toMatchObject({ enabled: false });
    for (const table of [twoFactorCredentials, recoveryCodes, trustedBrowsers]) {
      expect(await database.db.select().from(table).where(eq(table.userId, user.id))).toEqual([]);
    }
    // Sign-in is back to one step.
    expectSignedIn(
      await signInWithPassword(database.db, { email: user.email, password: TEST_PASSWORD }),
    );
  });

  it("stays on, with the code and the other sessions, when turning it off fails part-way", async () => {
    const { user, codes, clock } = await enrolledUser();
    const current = await startSession(database.db, user.id, clock.now());
    const other = await startSession(database.db, user.id, clock.now());
    const turnOff = () =>
      disableTwoFactor(
        database.db,
        { userId: user.id, code: codes[0] ?? "", keepSessionToken: current.token },
        clock.now(),
      );
    const restore = await failWrites(database.db, sessions, "DELETE");
    try {
      expect(isInjectedFailure(await turnOff().catch((error: unknown) => error))).toBe(true);
    } finally {
      await restore();
    }
    expect(await twoFactorStatus(database.db, user.id)).toMatchObject({
      enabled: true,
      recoveryCodesLeft: 10,
    });
    expect(await sessionOf(other.token)).not.toBeNull();

    await turnOff();
    expect(await twoFactorStatus(database.db, user.id)).toMatchObject({ enabled: false });
    expect(await sessionOf(other.token)).toBeNull();
    expect(await sessionOf(current.token)).not.toBeNull();
  });

  it("replaces the recovery codes after a current code", async () => {
    const { user, secret, codes, clock } = await enrolledUser();
    const { recoveryCodes: fresh } = await regenerateRecoveryCodes(
      database.db,
      { userId: user.id, code: codeAt(secret, clock.now()) },
      clock.now(),
    );
    expect(fresh).toHaveLength(10);
    clock.advance(30_000);
    const token = await passwordChallenge(user.email, clock);
    await expect(answer(token, codes[0] ?? "", clock)).rejects.toMatchObject({
      messageKey: "auth.errors.invalidTwoFactorCode",
    });
    expectSignedIn((await answer(token, fresh[0] ?? "", clock)).outcome);
  });
  it("keeps the recovery codes the user has when storing new ones fails", async () => {
    const { user, secret, codes, clock } = await enrolledUser();
    const restore = await failWrites(database.db, recoveryCodes, "INSERT");
    try {
      const failure = await regenerateRecoveryCodes(
        database.db,
        { userId: user.id, code: codeAt(secret, clock.now()) },
        clock.now(),
      ).catch((error: unknown) => error);
      expect(isInjectedFailure(failure)).toBe(true);
    } finally {
      await restore();
    }
    clock.advance(30_000);
    const token = await passwordChallenge(user.email, clock);
    expectSignedIn((await answer(token, codes[0] ?? "", clock)).outcome);
  });
});

describe("the sign-in challenge", () => {
  it("creates no session before the code, then one session for the right code", async () => {
    const { user, secret, clock } = await enrolledUser();
    const before = await sessionCount(database.db, user.id);
    const token = await passwordChallenge(user.email, clock);
    expect(await sessionCount(database.db, user.id)).toBe(before);
    // Stored hashed, like every one-time token.
    const [row] = await database.db
      .select({ tokenHash: oneTimeTokens.tokenHash })
      .from(oneTimeTokens)
      .where(
        and(eq(oneTimeTokens.userId, user.id), eq(oneTimeTokens.type, "two_factor_challenge")),
      );
    expect(row?.tokenHash).not.toBe(token);

    const { outcome } = await answer(token, codeAt(secret, clock.now()), clock);
    const signedIn = expectSignedIn(outcome);
    expect((await sessionOf(signedIn.session.token))?.user.id).toBe(user.id);
    // Single use.
    await expect(answer(token, codeAt(secret, clock.now(), 1), clock)).rejects.toMatchObject({
      messageKey: "auth.errors.twoFactorChallengeExpired",
    });
  });

  it("refuses a code already used within its window, and accepts the next one", async () => {
    const { user, secret, clock } = await enrolledUser();
    const code = codeAt(secret, clock.now());
    expectSignedIn((await answer(await passwordChallenge(user.email, clock), code, clock)).outcome);
    const second = await passwordChallenge(user.email, clock);
    await expect(answer(second, code, clock)).rejects.toMatchObject({
      messageKey: "auth.errors.invalidTwoFactorCode",
    });
    clock.advance(30_000);
    expectSignedIn((await answer(second, codeAt(secret, clock.now()), clock)).outcome);
  });

  it("accepts a recovery code once, whatever its case and dashes", async () => {
    const { user, codes, clock } = await enrolledUser();
    const code = codes[0] ?? "";
    const typed = ` ${code.toUpperCase().replace(/-/g, " ")} `;
    expectSignedIn(
      (await answer(await passwordChallenge(user.email, clock), typed, clock)).outcome,
    );
    expect((await twoFactorStatus(database.db, user.id)).recoveryCodesLeft).toBe(9);
    await expect(
      answer(await passwordChallenge(user.email, clock), code, clock),
    ).rejects.toMatchObject({ messageKey: "auth.errors.invalidTwoFactorCode" });
  });

  it("keeps the challenge and the recovery code when starting the session fails", async () => {
    const { user, codes, clock } = await enrolledUser();
    const token = await passwordChallenge(user.email, clock);
    const code = codes[0] ?? "";
    const restore = await failWrites(database.db, sessions, "INSERT");
    const failure = await answer(token, code, clock).catch((error: unknown) => error);
    await restore();
    expect(isInjectedFailure(failure)).toBe(true);
    expect((await twoFactorStatus(database.db, user.id)).recoveryCodesLeft).toBe(10);
    expectSignedIn((await answer(token, code, clock)).outcome);
    expect((await twoFactorStatus(database.db, user.id)).recoveryCodesLeft).toBe(9);
  });

  it("ends a challenge after 5 wrong codes, and expires it after 5 minutes", async () => {
    const { user, secret, clock } = await enrolledUser();
    const token = await passwordChallenge(user.email, clock);
    for (let i = 0; i < MAX_CHALLENGE_ATTEMPTS; i++) {
      await expect(answer(token, "000000", clock)).rejects.toMatchObject({
        messageKey: "auth.errors.invalidTwoFactorCode",
      });
    }
    await expect(answer(token, codeAt(secret, clock.now()), clock)).rejects.toMatchObject({
      messageKey: "auth.errors.twoFactorChallengeExpired",
    });

    const late = await passwordChallenge(user.email, clock);
    clock.advance(5 * MINUTE + 1);
    await expect(answer(late, codeAt(secret, clock.now()), clock)).rejects.toMatchObject({
      messageKey: "auth.errors.twoFactorChallengeExpired",
    });
  });

  it("locks the account's second factor for the hour after 10 wrong codes and mails the owner once", async () => {
    const { user, secret, clock } = await enrolledUser();
    const mails: unknown[] = [];
    for (let challenge = 0; challenge < 2; challenge++) {
      const token = await passwordChallenge(user.email, clock);
      for (let i = 0; i < 5; i++) {
        await expect(answer(token, "000000", clock, { mails })).rejects.toMatchObject({
          messageKey:
            challenge === 1 && i === 4
              ? "auth.errors.twoFactorLocked"
              : "auth.errors.invalidTwoFactorCode",
        });
      }
    }
    expect(mails).toEqual([
      expect.objectContaining({ to: user.email, template: "TwoFactorLocked" }),
    ]);
    const token = await passwordChallenge(user.email, clock);
    await expect(
      answer(token, codeAt(secret, clock.now()), clock, { mails }),
    ).rejects.toMatchObject({ messageKey: "auth.errors.twoFactorLocked" });
    expect(mails).toHaveLength(1);

    clock.advance(61 * MINUTE);
    const later = await passwordChallenge(user.email, clock);
    expectSignedIn((await answer(later, codeAt(secret, clock.now()), clock)).outcome);
  });

  it("lets no more than 10 wrong codes an hour through when they are sent at once to many challenges", async () => {
    const { user, clock } = await enrolledUser();
    const mails: unknown[] = [];
    const tokens = [];
    for (let i = 0; i < 3; i++) tokens.push(await passwordChallenge(user.email, clock));
    const answers = await Promise.allSettled(
      tokens.flatMap((token) =>
        Array.from({ length: MAX_CHALLENGE_ATTEMPTS }, () =>
          answer(token, "000000", clock, { mails }),
        ),
      ),
    );
    const keys = answers.map((result) =>
      result.status === "rejected" ? (result.reason as { messageKey?: string }).messageKey : "ok",
    );
    expect(keys.filter((key) => key === "auth.errors.invalidTwoFactorCode")).toHaveLength(9);
    expect(keys.filter((key) => key === "auth.errors.twoFactorLocked")).toHaveLength(6);
    expect(mails).toHaveLength(1);
  });

  it("skips the factor on a browser trusted for 30 days, for that account only", async () => {
    const { user, secret, clock } = await enrolledUser();
    const other = await enrolledUser(clock);
    const { trusted } = await answer(
      await passwordChallenge(user.email, clock),
      codeAt(secret, clock.now()),
      clock,
      { trust: true },
    );
    expect(trusted?.expires.getTime()).toBe(clock.now().getTime() + 30 * 24 * 60 * MINUTE);
    const trustedBrowser = trusted?.token;
    const credentials = { email: user.email, password: TEST_PASSWORD };
    expectSignedIn(
      await signInWithPassword(database.db, credentials, { now: clock.now, trustedBrowser }),
    );
    // Another account on the same browser still answers its own factor.
    challengeOf(
      await signInWithPassword(
        database.db,
        { email: other.user.email, password: TEST_PASSWORD },
        { now: clock.now, trustedBrowser },
      ),
    );
    // The phone never counts as a trusted browser.
    expect(
      await signInMobile(
        database.db,
        { method: "password", ...credentials, deviceName: "Pixel" },
        { now: clock.now },
      ),
    ).toMatchObject({ challenge: { method: "totp" } });
    clock.advance(30 * 24 * 60 * MINUTE + 1);
    challengeOf(
      await signInWithPassword(database.db, credentials, { now: clock.now, trustedBrowser }),
    );
  });
});

describe("every way to sign in asks for the factor", () => {
  it("the magic link's code", async () => {
    const { user, secret, clock } = await enrolledUser();
    await requestMagicLink(database.db, { email: user.email }, mailDeps(clock));
    const { code } = await readMail(user.email, "MagicLink");
    const token = challengeOf(
      await verifyOtp(database.db, { email: user.email, code: code ?? "" }, { now: clock.now }),
    );
    expectSignedIn((await answer(token, codeAt(secret, clock.now()), clock)).outcome);
  });

  it("a password reset sets the new password and waits for the factor", async () => {
    const { user, secret, clock } = await enrolledUser();
    await requestPasswordReset(database.db, { email: user.email }, mailDeps(clock));
    const { token: resetToken } = await readMail(user.email, "ForgotPassword");
    const outcome = await resetPassword(
      database.db,
      { token: resetToken ?? "", password: "N3w-password!" },
      { now: clock.now },
    );
    const token = challengeOf(outcome);
    expect(await sessionCount(database.db, user.id)).toBe(0);
    challengeOf(
      await signInWithPassword(
        database.db,
        { email: user.email, password: "N3w-password!" },
        { now: clock.now },
      ),
    );
    expectSignedIn((await answer(token, codeAt(secret, clock.now()), clock)).outcome);
  });

  it("the mobile app gets a challenge, answers it as the app, and gets a mobile session", async () => {
    const { user, secret, clock } = await enrolledUser();
    const answerOf = await signInMobile(
      database.db,
      { method: "password", email: user.email, password: TEST_PASSWORD, deviceName: "Pixel 9" },
      { now: clock.now },
    );
    if (!("challenge" in answerOf)) throw new Error("expected a challenge");
    const code = codeAt(secret, clock.now());
    // A phone's challenge is not a browser's, nor the other way round.
    await expect(answer(answerOf.challenge.id, code, clock)).rejects.toMatchObject({
      messageKey: "auth.errors.twoFactorChallengeExpired",
    });
    await expect(
      answer(await passwordChallenge(user.email, clock), code, clock, { kind: "mobile" }),
    ).rejects.toMatchObject({ messageKey: "auth.errors.twoFactorChallengeExpired" });
    const signedIn = expectSignedIn(
      (await answer(answerOf.challenge.id, code, clock, { kind: "mobile" })).outcome,
    );
    const [row] = await database.db
      .select({ kind: sessions.kind, deviceName: sessions.deviceName })
      .from(sessions)
      .where(eq(sessions.sessionToken, sessionKey(signedIn.session.token)));
    expect(row).toEqual({ kind: "mobile", deviceName: "Pixel 9" });
  });

  it("the browser hand-off needs none: the web session that approved it passed the factor", async () => {
    const { user, clock } = await enrolledUser();
    const verifier = "v".repeat(43);
    const { createHash } = await import("node:crypto");
    const challenge = createHash("sha256").update(verifier).digest("base64url");
    const { redirectTo } = await approveMobileHandoff(
      database.db,
      {
        user,
        request: {
          codeChallenge: challenge,
          codeChallengeMethod: "S256",
          redirectUri: "teamkit://auth",
          state: "s".repeat(16),
        },
      },
      { appUrl: "http://app.test" },
      { now: clock.now },
    );
    const code = new URL(redirectTo).searchParams.get("code") ?? "";
    const result = await exchangeMobileHandoff(
      database.db,
      { code, codeVerifier: verifier, redirectUri: "teamkit://auth", deviceName: "Pixel" },
      { now: clock.now },
    );
    expect(result).toHaveProperty("token");
  });
});

describe("the encryption key", () => {
  const key = (fill: string) => Buffer.alloc(32, fill).toString("base64");

  it("is required in production and must be 32 bytes", () => {
    expect(() => readTwoFactorKeys({ NODE_ENV: "production" })).toThrow(
      /TWO_FACTOR_ENCRYPTION_KEY is not set.*openssl rand -base64 32/s,
    );
    expect(() => readTwoFactorKeys({ TWO_FACTOR_ENCRYPTION_KEY: "c2hvcnQ=" })).toThrow(/32 bytes/);
  });

  it("opens secrets sealed under the previous key during a rotation, and no others", () => {
    const old = readTwoFactorKeys({ TWO_FACTOR_ENCRYPTION_KEY: key("a") });
    const rotated = readTwoFactorKeys({
      TWO_FACTOR_ENCRYPTION_KEY: key("b"),
      TWO_FACTOR_ENCRYPTION_KEY_PREVIOUS: key("a"),
    });
    const secret = new Uint8Array([1, 2, 3, 4, 5]);
    const sealed = sealSecret(secret, old);
    expect(sealed.keyId).toBe(old.current.id);
    expect(openSecret(sealed, rotated)).toEqual(secret);
    expect(sealSecret(secret, rotated).keyId).toBe(rotated.current.id);
    expect(() =>
      openSecret(sealed, readTwoFactorKeys({ TWO_FACTOR_ENCRYPTION_KEY: key("c") })),
    ).toThrow(/neither TWO_FACTOR_ENCRYPTION_KEY nor/);
    // A tampered ciphertext is refused (GCM's tag).
    const [iv, tag, body = ""] = sealed.ciphertext.split(".");
    const bytes = Buffer.from(body, "base64url");
    bytes[0] = (bytes[0] ?? 0) ^ 1;
    const flipped = `${iv}.${tag}.${bytes.toString("base64url")}`;
    expect(() => openSecret({ ...sealed, ciphertext: flipped }, old)).toThrow();
  });
});

describe("status", () => {
  it("reads from the users row the sessions carry", async () => {
    const { user } = await enrolledUser();
    const [row] = await database.db
      .select({ at: users.twoFactorEnabledAt })
      .from(users)
      .where(eq(users.id, user.id));
    expect(row?.at).toBeInstanceOf(Date);
    const started = await startSession(database.db, user.id);
    expect((await sessionOf(started.token))?.user.twoFactor).toBe(true);
  });
});
