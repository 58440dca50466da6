import { describe, expect, it } from "vitest";

import { and, eq, oneTimeTokens } from "@teamkit/db";
import { isInjectedFailure, makeSignedUpUser, makeUser, TEST_PASSWORD } from "@teamkit/db/testing";
import { latestMailTo } from "@teamkit/email";

import {
  MAX_CODE_ATTEMPTS,
  ONE_TIME_TOKEN_LIFETIMES_MS,
  requestMagicLink,
  verifyMagicLink,
  verifyOtp,
} from "../src/flows";
import { hashCode } from "../src/flows/one-time-tokens";
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

const TEN_MINUTES = ONE_TIME_TOKEN_LIFETIMES_MS.magic_link;

/** Requests a magic link for `email` and reads the link's token and the code from the mail. */
async function requestAndRead(email: string, clock: ReturnType<typeof testClock>) {
  await expect(requestMagicLink(database.db, { email }, mailDeps(clock))).resolves.toEqual({
    sent: true,
  });
  const { token, code, url, mail } = await readMail(email, "MagicLink");
  if (!token || !code) throw new Error("the mail has no link or code");
  return { token, code, url, mail };
}

/** A six-digit code that is not `code`. */
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

const invalidOtp = { code: "BAD_REQUEST", messageKey: "auth.errors.invalidOtp", field: "code" };
const invalidToken = { code: "BAD_REQUEST", messageKey: "auth.errors.invalidToken" };

/** A user requests a link and a code, then tries a wrong code three times. */
async function spendCodeAttempts(email: string, clock: ReturnType<typeof testClock>) {
  await makeUser(database.db, { email, password: TEST_PASSWORD });
  const { code, token } = await requestAndRead(email, clock);
  for (let i = 0; i < 3; i++) {
    await expect(
      verifyOtp(database.db, { email, code: wrongCode(code) }, { now: clock.now }),
    ).rejects.toMatchObject(invalidOtp);
  }
  return { code, token };
}

/** Two users request at once: one signs in just before the lifetime ends, the other at its end. */
async function requestEdgeAndOver(prefix: string, clock: ReturnType<typeof testClock>) {
  const [edge, over] = [`${prefix}.edge@example.com`, `${prefix}.over@example.com`];
  await makeUser(database.db, { email: edge, password: TEST_PASSWORD });
  await makeUser(database.db, { email: over, password: TEST_PASSWORD });
  return { edge: await requestAndRead(edge, clock), over: await requestAndRead(over, clock) };
}

describe("requestMagicLink", () => {
  it("mails a link and a six-digit code in the account's locale", async () => {
    await makeUser(database.db, {
      email: "magic.de@example.com",
      locale: "de",
      password: TEST_PASSWORD,
    });
    const { url, code, mail } = await requestAndRead("Magic.DE@example.com", testClock());
    expect(url).toBe(`${APP_URL}/de/auth/otp`);
    expect(code).toMatch(/^\d{6}$/);
    expect(mail.locale).toBe("de");
  });

  it("answers an unknown address the same, without a mail or a token", async () => {
    await expect(
      requestMagicLink(database.db, { email: "ghost@example.com" }, mailDeps()),
    ).resolves.toEqual({ sent: true });
    expect(await latestMailTo(database.db, "ghost@example.com")).toBeNull();
    const rows = await storedTokens("ghost@example.com");
    expect(rows).toEqual([]);
  });

  it("stores the link and the code only as hashes", async () => {
    await makeUser(database.db, { email: "magic.hashes@example.com", password: TEST_PASSWORD });
    const { token, code } = await requestAndRead("magic.hashes@example.com", testClock());
    const rows = await storedTokens("magic.hashes@example.com");
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ tokenHash: hashToken(token), codeHash: hashCode(code) });
    // Keyed: the plain SHA-256 of the code (a million possible values) is not what is stored.
    expect(rows[0]?.codeHash).not.toBe(hashToken(code));
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(Object.values(rows[0] ?? {})).not.toContain(code);
  });

  it("lets a failed send through as 'Link not sent'", async () => {
    await makeUser(database.db, { email: "magic.fails@example.com", password: TEST_PASSWORD });
    await expect(
      requestMagicLink(database.db, { email: "magic.fails@example.com" }, failingMailDeps()),
    ).rejects.toMatchObject({ code: "INTERNAL", messageKey: "emails.errors.notSent" });
  });
});

describe("verifyOtp", () => {
  it("signs in with the mailed code and marks an unverified address verified", async () => {
    const clock = testClock();
    await makeSignedUpUser(database.db, {
      email: "otp.unverified@example.com",
      onboardingStep: "account",
    });
    const { code } = await requestAndRead("otp.unverified@example.com", clock);
    const signedIn = expectSignedIn(
      await verifyOtp(
        database.db,
        { email: "OTP.unverified@example.com", code },
        { now: clock.now },
      ),
    );
    expect(signedIn.redirectTo).toBe("/onboarding");
    expect((await sessionOf(signedIn.session.token))?.user.email).toBe(
      "otp.unverified@example.com",
    );
    expect((await storedUser("otp.unverified@example.com"))?.emailVerified).toEqual(clock.now());
  });

  it.each(SIGN_IN_FAULTS)(
    "keeps the code and the address unverified when %s fails, and counts the try",
    async (_fault, table, operation) => {
      const clock = testClock();
      const email = `otp.outage.${operation.toLowerCase()}@example.com`;
      await makeSignedUpUser(database.db, { email });
      const { code } = await requestAndRead(email, clock);
      const failure = await failingWrite(table, operation, () =>
        verifyOtp(database.db, { email, code }, { now: clock.now }),
      );
      expect(isInjectedFailure(failure)).toBe(true);
      expect((await storedUser(email))?.emailVerified).toBeNull();
      expect(await storedTokens(email)).toMatchObject([{ usedAt: null, attempts: 1 }]);
      await expect(
        verifyOtp(database.db, { email, code }, { now: clock.now }),
      ).resolves.toMatchObject({ redirectTo: "/app/dashboard" });
    },
  );

  it("accepts the right code after two wrong ones", async () => {
    const clock = testClock();
    await makeUser(database.db, { email: "otp.two.wrong@example.com", password: TEST_PASSWORD });
    const { code } = await requestAndRead("otp.two.wrong@example.com", clock);
    const input = { email: "otp.two.wrong@example.com", now: clock.now };
    for (let i = 0; i < MAX_CODE_ATTEMPTS - 1; i++) {
      await expect(
        verifyOtp(database.db, { email: input.email, code: wrongCode(code) }, input),
      ).rejects.toMatchObject(invalidOtp);
    }
    await expect(
      verifyOtp(database.db, { email: input.email, code }, input),
    ).resolves.toMatchObject({ redirectTo: "/app/dashboard" });
  });

  it("kills the code after three wrong tries: even the right code then fails", async () => {
    const clock = testClock();
    const email = "otp.dead@example.com";
    const { code, token } = await spendCodeAttempts(email, clock);
    await expect(verifyOtp(database.db, { email, code }, { now: clock.now })).rejects.toMatchObject(
      invalidOtp,
    );
    const [row] = await database.db
      .select({ attempts: oneTimeTokens.attempts })
      .from(oneTimeTokens)
      .where(eq(oneTimeTokens.tokenHash, hashToken(token)));
    expect(row?.attempts).toBe(3);
  });

  it("accepts the code until just before 10 minutes and refuses it at 10 minutes", async () => {
    const clock = testClock();
    const { edge, over } = await requestEdgeAndOver("otp", clock);

    clock.advance(TEN_MINUTES - 1);
    await expect(
      verifyOtp(
        database.db,
        { email: "otp.edge@example.com", code: edge.code },
        { now: clock.now },
      ),
    ).resolves.toMatchObject({ redirectTo: "/app/dashboard" });

    clock.advance(1);
    await expect(
      verifyOtp(
        database.db,
        { email: "otp.over@example.com", code: over.code },
        { now: clock.now },
      ),
    ).rejects.toMatchObject(invalidOtp);
  });

  it("supersedes older codes and links when a new one is requested", async () => {
    const clock = testClock();
    const email = "otp.superseded@example.com";
    await makeUser(database.db, { email, password: TEST_PASSWORD });
    const first = await requestAndRead(email, clock);
    let second = await requestAndRead(email, clock);
    // Two random codes can coincide; the old one must fail for being old, not for being wrong.
    while (second.code === first.code) second = await requestAndRead(email, clock);

    await expect(
      verifyOtp(database.db, { email, code: first.code }, { now: clock.now }),
    ).rejects.toMatchObject(invalidOtp);
    await expect(
      verifyMagicLink(database.db, { token: first.token }, { now: clock.now }),
    ).rejects.toMatchObject(invalidToken);
    await expect(
      verifyOtp(database.db, { email, code: second.code }, { now: clock.now }),
    ).resolves.toMatchObject({ redirectTo: "/app/dashboard" });
  });

  it("refuses a code for an address that has none", async () => {
    await expect(
      verifyOtp(database.db, { email: "no.code@example.com", code: "123456" }),
    ).rejects.toMatchObject(invalidOtp);
  });

  it("uses up the link along with the code", async () => {
    const clock = testClock();
    await makeUser(database.db, { email: "otp.then.link@example.com", password: TEST_PASSWORD });
    const { code, token } = await requestAndRead("otp.then.link@example.com", clock);
    await verifyOtp(database.db, { email: "otp.then.link@example.com", code }, { now: clock.now });
    await expect(verifyMagicLink(database.db, { token }, { now: clock.now })).rejects.toMatchObject(
      invalidToken,
    );
    await expect(
      verifyOtp(database.db, { email: "otp.then.link@example.com", code }, { now: clock.now }),
    ).rejects.toMatchObject(invalidOtp);
  });
});

describe("verifyMagicLink", () => {
  it("signs in with the mailed link and marks an unverified address verified", async () => {
    const clock = testClock();
    await makeSignedUpUser(database.db, { email: "link.unverified@example.com" });
    const { token } = await requestAndRead("link.unverified@example.com", clock);
    const signedIn = expectSignedIn(
      await verifyMagicLink(database.db, { token }, { now: clock.now }),
    );
    expect(signedIn.redirectTo).toBe("/app/dashboard");
    expect((await storedUser("link.unverified@example.com"))?.emailVerified).toEqual(clock.now());
  });

  it.each(SIGN_IN_FAULTS)(
    "keeps the link and the address unverified when %s fails",
    async (_fault, table, operation) => {
      const clock = testClock();
      const email = `link.outage.${operation.toLowerCase()}@example.com`;
      await makeSignedUpUser(database.db, { email });
      const { token } = await requestAndRead(email, clock);
      const failure = await failingWrite(table, operation, () =>
        verifyMagicLink(database.db, { token }, { now: clock.now }),
      );
      expect(isInjectedFailure(failure)).toBe(true);
      expect((await storedUser(email))?.emailVerified).toBeNull();
      await expect(
        verifyMagicLink(database.db, { token }, { now: clock.now }),
      ).resolves.toMatchObject({ redirectTo: "/app/dashboard" });
    },
  );

  it("accepts the link until just before 10 minutes and refuses it at 10 minutes", async () => {
    const clock = testClock();
    const { edge, over } = await requestEdgeAndOver("link", clock);
    clock.advance(TEN_MINUTES - 1);
    await expect(
      verifyMagicLink(database.db, { token: edge.token }, { now: clock.now }),
    ).resolves.toMatchObject({ redirectTo: "/app/dashboard" });
    clock.advance(1);
    await expect(
      verifyMagicLink(database.db, { token: over.token }, { now: clock.now }),
    ).rejects.toMatchObject(invalidToken);
  });

  it("lets only one of two concurrent uses of a link succeed", async () => {
    const clock = testClock();
    await makeUser(database.db, { email: "link.race@example.com", password: TEST_PASSWORD });
    const { token } = await requestAndRead("link.race@example.com", clock);
    const results = await Promise.allSettled([
      verifyMagicLink(database.db, { token }, { now: clock.now }),
      verifyMagicLink(database.db, { token }, { now: clock.now }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(["fulfilled", "rejected"]);
    const [used] = await database.db
      .select({ usedAt: oneTimeTokens.usedAt })
      .from(oneTimeTokens)
      .where(and(eq(oneTimeTokens.tokenHash, hashToken(token))));
    expect(used?.usedAt).toEqual(clock.now());
  });

  it("still works after the code ran out of attempts (the attempts guard the code only)", async () => {
    const clock = testClock();
    const email = "link.after.code@example.com";
    const { token } = await spendCodeAttempts(email, clock);
    await expect(
      verifyMagicLink(database.db, { token }, { now: clock.now }),
    ).resolves.toMatchObject({ redirectTo: "/app/dashboard" });
  });
});
