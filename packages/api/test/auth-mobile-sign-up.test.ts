import { afterEach, describe, expect, it, vi } from "vitest";

import { sessionKey } from "@teamkit/auth";
import { eq, oneTimeTokens, sessions } from "@teamkit/db";
import { makeUser, TEST_PASSWORD, useTestDatabase } from "@teamkit/db/testing";

import type { RateLimiter } from "../src/rate-limit";
import { createCaller } from "../src/root";
import { findUser, mailedToken, wrongCode } from "./auth-helpers";
import { freshLimiter } from "./fixtures";
import { httpCall, sharedLimiter, testContext } from "./helpers";

const database = useTestDatabase();
afterEach(() => {
  vi.useRealTimers();
});

const MINUTE = 60_000;
const invalidCode = {
  code: "BAD_REQUEST",
  cause: { messageKey: "auth.errors.invalidOtp", field: "code" },
};

async function auth(headers = new Headers(), rateLimiter: RateLimiter = freshLimiter()) {
  return createCaller(await testContext(database.db, headers, {}, { rateLimiter })).auth;
}

async function signUp(email: string, headers?: Headers) {
  return (await auth(headers)).mobileSignUp({ name: "Ada", email, password: TEST_PASSWORD });
}

async function verify(email: string, code: string, rateLimiter?: RateLimiter) {
  return (await auth(new Headers(), rateLimiter)).verifyMobileSignUp({
    email,
    code,
    deviceName: "Pixel 9",
  });
}

async function mailedCode(email: string) {
  const mailed = await mailedToken(database.db, email, "NewUser");
  if (!mailed.code) throw new Error("the NewUser mail has no code");
  return { ...mailed, code: mailed.code };
}

describe("auth.mobileSignUp", () => {
  it("creates an unverified account and mails the 24-hour link with a 6-digit code for the app", async () => {
    await expect(
      signUp(" Ada.App@Example.com ", new Headers({ "x-teamkit-locale": "de" })),
    ).resolves.toEqual({ email: "ada.app@example.com" });
    expect(await findUser(database.db, "ada.app@example.com")).toMatchObject({
      emailVerified: null,
      locale: "de",
    });
    const { code, url, locale } = await mailedCode("ada.app@example.com");
    expect(code).toMatch(/^\d{6}$/);
    expect(locale).toBe("de");
    expect(url).toMatch(/\/de\/auth\/verify$/);
    // Stored hashed: neither the code nor the link's token is in the row.
    const [row] = await database.db
      .select()
      .from(oneTimeTokens)
      .where(eq(oneTimeTokens.identifier, "ada.app@example.com"));
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(code);
  });

  it("says 'This email is already in use.' on the email field, as the web does", async () => {
    await makeUser(database.db, { email: "taken.app@example.com", password: TEST_PASSWORD });
    await expect(signUp("Taken.App@example.com")).rejects.toMatchObject({
      code: "CONFLICT",
      cause: { messageKey: "auth.errors.emailInUse", field: "email" },
    });
  });

  it("refuses a weak password before creating anything", async () => {
    await expect(
      (await auth()).mobileSignUp({ name: "W", email: "weak.app@example.com", password: "weak" }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST" });
    expect(await findUser(database.db, "weak.app@example.com")).toBeNull();
  });

  it("is limited per client like the web's sign-up", async () => {
    const limiter = sharedLimiter();
    const from = (ip: string) => auth(new Headers({ "x-forwarded-for": ip }), limiter);
    const attempts: unknown[] = [];
    for (let i = 0; i < 21; i++) {
      attempts.push(
        await (
          await from("203.0.113.50")
        )
          .mobileSignUp({ name: "S", email: `spray.app${i}@example.com`, password: TEST_PASSWORD })
          .catch((error: unknown) => error),
      );
    }
    expect(attempts.at(-1)).toMatchObject({ code: "TOO_MANY_REQUESTS" });
  });
});

describe("auth.verifyMobileSignUp", () => {
  it("verifies the address with the right code and starts a mobile session for the device", async () => {
    await signUp("right.code@example.com");
    const { code } = await mailedCode("right.code@example.com");
    const result = await verify("right.code@example.com", code);
    if (!("token" in result)) throw new Error("a challenge instead of a session");
    expect(result.user).toMatchObject({ email: "right.code@example.com", name: "Ada" });
    expect((await findUser(database.db, "right.code@example.com"))?.emailVerified).toBeInstanceOf(
      Date,
    );
    const [row] = await database.db
      .select()
      .from(sessions)
      .where(eq(sessions.sessionToken, sessionKey(result.token)));
    expect(row).toMatchObject({ kind: "mobile", deviceName: "Pixel 9" });
    const me = createCaller(
      await testContext(database.db, new Headers({ authorization: `Bearer ${result.token}` })),
    ).user.me();
    await expect(me).resolves.toMatchObject({ email: "right.code@example.com" });
  });

  it("refuses a reused code", async () => {
    await signUp("reused.code@example.com");
    const { code } = await mailedCode("reused.code@example.com");
    await verify("reused.code@example.com", code);
    await expect(verify("reused.code@example.com", code)).rejects.toMatchObject(invalidCode);
  });

  it("kills the code after 3 wrong tries, while the mail's link still verifies", async () => {
    await signUp("three.wrong@example.com");
    const { code, token } = await mailedCode("three.wrong@example.com");
    for (let i = 0; i < 3; i++) {
      await expect(verify("three.wrong@example.com", wrongCode(code))).rejects.toMatchObject(
        invalidCode,
      );
    }
    await expect(verify("three.wrong@example.com", code)).rejects.toMatchObject(invalidCode);
    await expect((await auth()).verifyEmail({ token })).resolves.toMatchObject({
      redirectTo: "/onboarding",
    });
    expect((await findUser(database.db, "three.wrong@example.com"))?.emailVerified).toBeInstanceOf(
      Date,
    );
  });

  it("refuses the code at 10 minutes, while the link works until 24 hours", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const start = Date.now();
    await signUp("code.edge@example.com");
    await signUp("code.over@example.com");
    const edge = await mailedCode("code.edge@example.com");
    const over = await mailedCode("code.over@example.com");

    vi.setSystemTime(start + 10 * MINUTE - 1);
    await expect(verify("code.edge@example.com", edge.code)).resolves.toHaveProperty("token");
    vi.setSystemTime(start + 10 * MINUTE);
    await expect(verify("code.over@example.com", over.code)).rejects.toMatchObject(invalidCode);
    vi.setSystemTime(start + 24 * 60 * MINUTE - 1);
    await expect((await auth()).verifyEmail({ token: over.token })).resolves.toMatchObject({
      redirectTo: "/onboarding",
    });
  });

  it("counts only the newest mail's code after a resend", async () => {
    await signUp("resent.code@example.com");
    const first = await mailedCode("resent.code@example.com");
    const resend = async () => {
      await (await auth()).resendVerification({ email: "resent.code@example.com", forApp: true });
      return mailedCode("resent.code@example.com");
    };
    // Two random codes can coincide: mail again (codes that never differ fail here), so the old
    // code is checked in every run.
    let second = await resend();
    for (let tries = 1; second.code === first.code && tries < 3; tries++) second = await resend();
    expect(second.code).not.toBe(first.code);
    await expect(verify("resent.code@example.com", first.code)).rejects.toMatchObject(invalidCode);
    await expect(verify("resent.code@example.com", second.code)).resolves.toHaveProperty("token");
  });

  it("refuses a 4th try for one address within 10 minutes, even with the right code", async () => {
    await signUp("limit.code@example.com");
    await (await auth()).resendVerification({ email: "limit.code@example.com", forApp: true });
    const { code } = await mailedCode("limit.code@example.com");
    const limiter = sharedLimiter();
    for (let i = 0; i < 2; i++) {
      await expect(
        verify("limit.code@example.com", wrongCode(code), limiter),
      ).rejects.toMatchObject(invalidCode);
    }
    // A new code does not buy new tries: the limit is per address, across codes.
    await (await auth()).resendVerification({ email: "limit.code@example.com", forApp: true });
    const fresh = await mailedCode("limit.code@example.com");
    await expect(
      verify("limit.code@example.com", wrongCode(fresh.code), limiter),
    ).rejects.toMatchObject(invalidCode);
    await expect(verify("limit.code@example.com", fresh.code, limiter)).rejects.toMatchObject({
      code: "TOO_MANY_REQUESTS",
    });
  });

  it("answers an unknown address exactly like a wrong code", async () => {
    await signUp("known.code@example.com");
    const { code } = await mailedCode("known.code@example.com");
    const input = { code: wrongCode(code), deviceName: "Pixel 9" };
    const known = await httpCall(database.db, "auth.verifyMobileSignUp", {
      ...input,
      email: "known.code@example.com",
    });
    const unknown = await httpCall(database.db, "auth.verifyMobileSignUp", {
      ...input,
      email: "nobody.code@example.com",
    });
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toBe(known.body);
  });

  it("does not verify with a magic-link code, nor sign in with the sign-up code", async () => {
    await signUp("crossed.code@example.com");
    const { code } = await mailedCode("crossed.code@example.com");
    await expect(
      (await auth()).createMobileSession({
        method: "code",
        email: "crossed.code@example.com",
        code,
        deviceName: "Pixel 9",
      }),
    ).rejects.toMatchObject(invalidCode);
    expect((await findUser(database.db, "crossed.code@example.com"))?.emailVerified).toBeNull();
  });
});

describe("the app's session on the web's account procedures", () => {
  /** A 4×3 red PNG; the app sends its cropped square as JPEG the same way. */
  const PNG_BASE64 =
    "iVBORw0KGgoAAAANSUhEUgAAAAQAAAADCAIAAAA7ljmRAAAAEElEQVR4nGM4IWcDRww4OQAP2g2Z5HvIdwAAAABJRU5ErkJggg==";

  it("uploads an avatar over HTTP with the Bearer token, as the web does with its cookie", async () => {
    await signUp("avatar.app@example.com");
    const { code } = await mailedCode("avatar.app@example.com");
    const result = await verify("avatar.app@example.com", code);
    if (!("token" in result)) throw new Error("a challenge instead of a session");
    const bearer = () => new Headers({ authorization: `Bearer ${result.token}` });
    const answer = await httpCall(
      database.db,
      "user.avatar.update",
      { image: PNG_BASE64 },
      { headers: bearer() },
    );
    expect(answer.status).toBe(200);
    const image = (await findUser(database.db, "avatar.app@example.com"))?.image;
    expect(image).toMatch(/^\/api\/avatar\/[\w-]+$/);
    expect(answer.body).toContain(image);
    const anonymous = await httpCall(database.db, "user.avatar.update", { image: PNG_BASE64 });
    expect(anonymous.status).toBe(401);
  });
});
