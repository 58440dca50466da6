import { describe, expect, it } from "vitest";

import { makeSignedUpUser, makeUser, TEST_PASSWORD, useTestDatabase } from "@teamkit/db/testing";
import { listMails } from "@teamkit/email";

import type { RateLimiter } from "../src/rate-limit";
import { createCaller } from "../src/root";
import { mailedToken, wrongCode } from "./auth-helpers";
import { sharedLimiter, testContext, WINDOW_START } from "./helpers";

const database = useTestDatabase();

const MINUTE = 60_000;
const tooMany = { code: "TOO_MANY_REQUESTS", cause: { messageKey: "errors.tooManyRequests" } };

/** A caller on a shared limiter, from one client address. */
async function caller(rateLimiter: RateLimiter, ip = "203.0.113.7") {
  return createCaller(
    await testContext(database.db, new Headers({ "x-forwarded-for": ip }), {}, { rateLimiter }),
  ).auth;
}

const mailCount = async (to: string) => (await listMails(database.db, { to })).length;

describe("sign-in limits", () => {
  it("lets 5 sign-ins per address from one client through and refuses the 6th, even with the right password", async () => {
    await makeUser(database.db, { email: "five@example.com", password: TEST_PASSWORD });
    const limiter = sharedLimiter();
    const input = { email: "five@example.com", password: TEST_PASSWORD };
    for (let i = 0; i < 5; i++) {
      await expect((await caller(limiter)).signIn(input)).resolves.toEqual({
        redirectTo: "/app/dashboard",
        passwordRemoved: false,
      });
    }
    await expect((await caller(limiter)).signIn(input)).rejects.toMatchObject(tooMany);
    // Counted per address, whatever its spelling.
    await expect(
      (await caller(limiter)).signIn({ ...input, email: "FIVE@example.com" }),
    ).rejects.toMatchObject(tooMany);
    // Another client has an allowance of its own (see the lockout tests in security.test.ts).
    await expect((await caller(limiter, "198.51.100.9")).signIn(input)).resolves.toMatchObject({
      redirectTo: "/app/dashboard",
    });
    // Another address from the same client is unaffected.
    await makeUser(database.db, { email: "sixth@example.com", password: TEST_PASSWORD });
    await expect(
      (await caller(limiter)).signIn({ email: "sixth@example.com", password: TEST_PASSWORD }),
    ).resolves.toEqual({ redirectTo: "/app/dashboard", passwordRemoved: false });
  });

  it("lets the address sign in again in the next window", async () => {
    await makeUser(database.db, { email: "next.window@example.com", password: TEST_PASSWORD });
    const clock = { ms: WINDOW_START };
    const limiter = sharedLimiter(clock);
    const input = { email: "next.window@example.com", password: "Wrong-pass-1" };
    for (let i = 0; i < 5; i++) {
      await expect((await caller(limiter)).signIn(input)).rejects.toMatchObject({
        code: "UNAUTHORIZED",
      });
    }
    clock.ms = WINDOW_START + MINUTE - 1;
    await expect((await caller(limiter)).signIn(input)).rejects.toMatchObject(tooMany);
    clock.ms = WINDOW_START + MINUTE;
    await expect(
      (await caller(limiter)).signIn({ ...input, password: TEST_PASSWORD }),
    ).resolves.toEqual({ redirectTo: "/app/dashboard", passwordRemoved: false });
  });

  it("lets 20 sign-ins per client address through and refuses the 21st", async () => {
    const limiter = sharedLimiter();
    for (let i = 0; i < 20; i++) {
      await expect(
        (await caller(limiter, "192.0.2.1")).signIn({
          email: `spray${i}@example.com`,
          password: TEST_PASSWORD,
        }),
      ).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    }
    await expect(
      (await caller(limiter, "192.0.2.1")).signIn({
        email: "spray20@example.com",
        password: TEST_PASSWORD,
      }),
    ).rejects.toMatchObject(tooMany);
    await expect(
      (await caller(limiter, "192.0.2.2")).signIn({
        email: "spray20@example.com",
        password: TEST_PASSWORD,
      }),
    ).rejects.toMatchObject({ code: "UNAUTHORIZED" });
  });

  it("counts an IPv6 client's whole /64 as one address, so new addresses in it do not help", async () => {
    const limiter = sharedLimiter();
    const attempt = async (ip: string, i: number) =>
      (await caller(limiter, ip)).signIn({ email: `hop${i}@example.com`, password: TEST_PASSWORD });
    for (let i = 0; i < 20; i++) {
      await expect(attempt(`2001:db8:7:1::${(i + 1).toString(16)}`, i)).rejects.toMatchObject({
        code: "UNAUTHORIZED",
      });
    }
    await expect(attempt("2001:db8:7:1:abcd::99", 20)).rejects.toMatchObject(tooMany);
    await expect(attempt("2001:db8:7:2::1", 20)).rejects.toMatchObject({ code: "UNAUTHORIZED" });
  });

  it("counts mobile sign-ins together with web sign-ins", async () => {
    await makeUser(database.db, { email: "mixed@example.com", password: TEST_PASSWORD });
    const limiter = sharedLimiter();
    const input = { email: "mixed@example.com", password: TEST_PASSWORD };
    for (let i = 0; i < 3; i++) await (await caller(limiter)).signIn(input);
    const mobile = { ...input, method: "password" as const, deviceName: "Pixel 9" };
    for (let i = 0; i < 2; i++) await (await caller(limiter)).createMobileSession(mobile);
    await expect((await caller(limiter)).createMobileSession(mobile)).rejects.toMatchObject(
      tooMany,
    );
  });
});

describe("mail limits", () => {
  it("requestMagicLink › sends 3 mails per address in 5 minutes and refuses the 4th until the window ends", async () => {
    await makeUser(database.db, { email: "magic.limit@example.com", password: TEST_PASSWORD });
    const clock = { ms: WINDOW_START };
    const limiter = sharedLimiter(clock);
    const input = { email: "magic.limit@example.com" };
    for (let i = 0; i < 3; i++) {
      await expect((await caller(limiter)).requestMagicLink(input)).resolves.toEqual({
        sent: true,
      });
    }
    clock.ms = WINDOW_START + 5 * MINUTE - 1;
    await expect((await caller(limiter)).requestMagicLink(input)).rejects.toMatchObject(tooMany);
    expect(await mailCount("magic.limit@example.com")).toBe(3);
    clock.ms = WINDOW_START + 5 * MINUTE;
    await expect((await caller(limiter)).requestMagicLink(input)).resolves.toEqual({ sent: true });
    expect(await mailCount("magic.limit@example.com")).toBe(4);
  });

  it("requestPasswordReset › sends 3 mails per address and refuses the 4th", async () => {
    await makeUser(database.db, { email: "reset.limit@example.com", password: TEST_PASSWORD });
    const limiter = sharedLimiter();
    const input = { email: "reset.limit@example.com" };
    for (let i = 0; i < 3; i++) await (await caller(limiter)).requestPasswordReset(input);
    await expect((await caller(limiter)).requestPasswordReset(input)).rejects.toMatchObject(
      tooMany,
    );
    expect(await mailCount("reset.limit@example.com")).toBe(3);
  });

  it("resendVerification › sends 3 mails per address and refuses the 4th, also for unknown addresses", async () => {
    await makeSignedUpUser(database.db, { email: "resend.limit@example.com" });
    const limiter = sharedLimiter();
    for (const email of ["resend.limit@example.com", "resend.nobody@example.com"]) {
      for (let i = 0; i < 3; i++) await (await caller(limiter)).resendVerification({ email });
      await expect((await caller(limiter)).resendVerification({ email })).rejects.toMatchObject(
        tooMany,
      );
    }
    expect(await mailCount("resend.limit@example.com")).toBe(3);
  });

  it("signUp › counts against the same per-address mail limit", async () => {
    const limiter = sharedLimiter();
    const input = { name: "Sam", email: "signup.limit@example.com", password: TEST_PASSWORD };
    await expect((await caller(limiter)).signUp(input)).resolves.toEqual({
      email: "signup.limit@example.com",
      signedIn: false,
    });
    for (let i = 0; i < 2; i++) {
      await expect((await caller(limiter)).signUp(input)).rejects.toMatchObject({
        code: "CONFLICT",
      });
    }
    await expect((await caller(limiter)).signUp(input)).rejects.toMatchObject(tooMany);
  });

  it("shares one budget per address across every kind of mail", async () => {
    await makeSignedUpUser(database.db, { email: "shared.budget@example.com" });
    const limiter = sharedLimiter();
    const email = "shared.budget@example.com";
    await (await caller(limiter)).requestMagicLink({ email });
    await (await caller(limiter)).requestPasswordReset({ email });
    await (await caller(limiter)).resendVerification({ email });
    await expect((await caller(limiter)).requestMagicLink({ email })).rejects.toMatchObject(
      tooMany,
    );
  });
});

describe("code limits", () => {
  it("verifyOtp › caps guesses per address and client across codes on top of each code's own counter", async () => {
    await makeUser(database.db, { email: "otp.limit@example.com", password: TEST_PASSWORD });
    const limiter = sharedLimiter();
    const email = "otp.limit@example.com";
    await (await caller(limiter)).requestMagicLink({ email });
    const wrong = wrongCode((await mailedToken(database.db, email, "MagicLink")).code ?? "");
    for (let i = 0; i < 3; i++) {
      await expect((await caller(limiter)).verifyOtp({ email, code: wrong })).rejects.toMatchObject(
        {
          code: "BAD_REQUEST",
          cause: { messageKey: "auth.errors.invalidOtp" },
        },
      );
    }
    // A fresh code does not buy fresh guesses within the window.
    await (await caller(limiter)).requestMagicLink({ email });
    const { code } = await mailedToken(database.db, email, "MagicLink");
    await expect(
      (await caller(limiter)).verifyOtp({ email, code: code ?? "" }),
    ).rejects.toMatchObject(tooMany);
    // Another client still gets in: one client's wrong guesses never lock the others out.
    await expect(
      (await caller(limiter, "198.51.100.23")).verifyOtp({ email, code: code ?? "" }),
    ).resolves.toMatchObject({ redirectTo: "/app/dashboard" });
  });
});

describe("mailed-link limits", () => {
  it("lets 30 link uses per client address through a minute and refuses the 31st", async () => {
    const limiter = sharedLimiter();
    for (let i = 0; i < 30; i++) {
      await expect(
        (await caller(limiter, "192.0.2.50")).verifyEmail({ token: `forged-${i}` }),
      ).rejects.toMatchObject({
        code: "BAD_REQUEST",
        cause: { messageKey: "auth.errors.invalidToken" },
      });
    }
    await expect(
      (await caller(limiter, "192.0.2.50")).verifyMagicLink({ token: "forged" }),
    ).rejects.toMatchObject(tooMany);
    await expect(
      (await caller(limiter, "192.0.2.50")).checkResetToken({ token: "forged" }),
    ).rejects.toMatchObject(tooMany);
    // Another client is unaffected.
    await expect(
      (await caller(limiter, "192.0.2.51")).checkResetToken({ token: "forged" }),
    ).resolves.toEqual({ valid: false });
  });
});
