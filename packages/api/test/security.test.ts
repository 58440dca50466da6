import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import { describe, expect, it, vi } from "vitest";

import { DEVICE_COOKIE, readAuthEnv, SESSION_COOKIE } from "@teamkit/auth";
import { count, users } from "@teamkit/db";
import {
  makeSession,
  makeTeam,
  makeUser,
  TEST_PASSWORD,
  useTestDatabase,
} from "@teamkit/db/testing";
import { listMails } from "@teamkit/email";
import { AppError, hasOnlyTextCharacters, multiLineText } from "@teamkit/validators";

import type { RateLimiter } from "../src/rate-limit";
import { createRateLimiter, PostgresRateLimitStore, rateLimitKey } from "../src/rate-limit";
import { appRouter, createCaller } from "../src/root";
import { createCallerFactory, createTRPCRouter, publicProcedure } from "../src/trpc";
import { findUser, mailedToken } from "./auth-helpers";
import { callerAs } from "./fixtures";
import {
  cookieCaller,
  httpCall,
  sessionCookieToken,
  sessionCount,
  sharedLimiter,
  testContext,
} from "./helpers";

/*
 * One test (or a few) per finding of the security review, named after it. Each failed on the code
 * before its fix. The web-level findings (redirect loop, forged X-Forwarded-For at the server
 * entry, cross-site POSTs, headers, body size, log contents) are proven in apps/web.
 */

const database = useTestDatabase();

const tooMany = { code: "TOO_MANY_REQUESTS" };
const invalidCredentials = {
  code: "UNAUTHORIZED",
  cause: { messageKey: "auth.errors.invalidCredentials" },
};

/** A caller from one client address, optionally with cookies, on a shared limiter. */
async function client(limiter: RateLimiter, ip: string, cookie?: string) {
  const headers = new Headers({ "x-forwarded-for": ip });
  if (cookie) headers.set("cookie", cookie);
  const resHeaders = new Headers();
  const ctx = await testContext(database.db, headers, {}, { rateLimiter: limiter, resHeaders });
  return { auth: createCaller(ctx).auth, caller: createCaller(ctx), resHeaders };
}

/** The `name=value` of the device cookie a response set. */
function deviceCookie(resHeaders: Headers): string {
  const cookie = resHeaders.getSetCookie().find((c) => c.startsWith(`${DEVICE_COOKIE}=`));
  if (!cookie) throw new Error("no device cookie");
  return cookie.split(";")[0] ?? "";
}

/** Signs `email` in from a client at `ip` and returns that browser's device cookie. */
async function knownDevice(limiter: RateLimiter, email: string, ip: string): Promise<string> {
  const browser = await client(limiter, ip);
  await browser.auth.signIn({ email, password: TEST_PASSWORD });
  return deviceCookie(browser.resHeaders);
}

async function userCount(): Promise<number> {
  const [row] = await database.db.select({ n: count() }).from(users);
  return row?.n ?? 0;
}

describe("security › 1. pre-registration takeover", () => {
  const SQUATTER_PASSWORD = "Attacker-pass-1";

  /** An attacker registers the victim's address with a password of their own. */
  async function squat(email: string) {
    const attacker = await client(sharedLimiter(), "198.51.100.66");
    await attacker.auth.signUp({ name: "Mallory", email, password: SQUATTER_PASSWORD });
    const user = await findUser(database.db, email);
    if (!user) throw new Error("no user");
    // A session the squatter might hold (none can be started while unverified; be thorough).
    await makeSession(database.db, { userId: user.id, sessionToken: `squatter-${user.id}` });
    return user.id;
  }

  /** The victim, from `ip`, asks for the mail that proves the address; returns them and the mail. */
  async function victimMailed(email: string, ip: string, template: "MagicLink" | "ForgotPassword") {
    const victim = await client(sharedLimiter(), ip);
    if (template === "MagicLink") await victim.auth.requestMagicLink({ email });
    else await victim.auth.requestPasswordReset({ email });
    return { victim, ...(await mailedToken(database.db, email, template)) };
  }

  async function expectSquatterLockedOut(email: string) {
    const attacker = await client(sharedLimiter(), "198.51.100.66");
    await expect(
      attacker.auth.signIn({ email, password: SQUATTER_PASSWORD }),
    ).rejects.toMatchObject(invalidCredentials);
  }

  it("a magic link on an unverified account discards the registrant's password and ends its sessions", async () => {
    const email = "victim.link@example.com";
    const userId = await squat(email);
    const { victim, token } = await victimMailed(email, "203.0.113.10", "MagicLink");
    await expect(victim.auth.verifyMagicLink({ token })).resolves.toEqual({
      redirectTo: "/onboarding",
      passwordRemoved: true,
    });
    expect((await findUser(database.db, email))?.passwordHash).toBeNull();
    // Only the victim's new session is left.
    expect(await sessionCount(database.db, userId)).toBe(1);
    await expectSquatterLockedOut(email);
  });

  it("a one-time code on an unverified account discards the registrant's password", async () => {
    const email = "victim.code@example.com";
    await squat(email);
    const { victim, code } = await victimMailed(email, "203.0.113.11", "MagicLink");
    await expect(victim.auth.verifyOtp({ email, code: code ?? "" })).resolves.toMatchObject({
      passwordRemoved: true,
    });
    await expectSquatterLockedOut(email);
  });

  it("the sign-up's own verification link keeps the password it confirms", async () => {
    const email = "own.signup@example.com";
    const owner = await client(sharedLimiter(), "203.0.113.12");
    await owner.auth.signUp({ name: "Olivia", email, password: TEST_PASSWORD });
    const { token } = await mailedToken(database.db, email, "NewUser");
    await expect(owner.auth.verifyEmail({ token })).resolves.toMatchObject({
      passwordRemoved: false,
    });
    await expect(owner.auth.signIn({ email, password: TEST_PASSWORD })).resolves.toMatchObject({
      redirectTo: "/onboarding",
    });
  });

  it("a password reset on an unverified account sets the new password and ends the squatter's sessions", async () => {
    const email = "victim.reset@example.com";
    const userId = await squat(email);
    const { victim, token } = await victimMailed(email, "203.0.113.13", "ForgotPassword");
    await victim.auth.resetPassword({ token, password: "Victim-pass-1" });
    expect(await sessionCount(database.db, userId)).toBe(1);
    await expectSquatterLockedOut(email);
    await expect(
      (await client(sharedLimiter(), "203.0.113.13")).auth.signIn({
        email,
        password: "Victim-pass-1",
      }),
    ).resolves.toMatchObject({ redirectTo: "/onboarding" });
  });

  it("a verified account keeps its password when it signs in by magic link", async () => {
    const email = "verified.link@example.com";
    await makeUser(database.db, { email, password: TEST_PASSWORD });
    const owner = await client(sharedLimiter(), "203.0.113.14");
    await owner.auth.requestMagicLink({ email });
    const { token } = await mailedToken(database.db, email, "MagicLink");
    await expect(owner.auth.verifyMagicLink({ token })).resolves.toMatchObject({
      passwordRemoved: false,
    });
    expect((await findUser(database.db, email))?.passwordHash).not.toBeNull();
  });

  it("an account without a password can set one through a mailed link while signed in", async () => {
    const email = "no.password@example.com";
    await squat(email);
    const owner = await client(sharedLimiter(), "203.0.113.15");
    await owner.auth.requestMagicLink({ email });
    const { token: linkToken } = await mailedToken(database.db, email, "MagicLink");
    const { caller, resHeaders } = await cookieCaller(database.db);
    await caller.auth.verifyMagicLink({ token: linkToken });
    const cookie = `${SESSION_COOKIE}=${sessionCookieToken(resHeaders) ?? ""}`;
    const signedIn = await client(sharedLimiter(), "203.0.113.15", cookie);
    await expect(signedIn.caller.user.me()).resolves.toMatchObject({ hasPassword: false });
    await signedIn.auth.requestPasswordReset({ email });
    const { token } = await mailedToken(database.db, email, "ForgotPassword");
    await signedIn.auth.resetPassword({ token, password: "Own-pass-123" });
    await expect(
      (await client(sharedLimiter(), "203.0.113.15")).auth.signIn({
        email,
        password: "Own-pass-123",
      }),
    ).resolves.toMatchObject({ redirectTo: "/onboarding" });
  });
});

describe("security › 4. mail-sending procedures are limited per client, batches included", () => {
  it("counts every call of one HTTP batch: 20 reset requests from one client send at most 10 mails", async () => {
    const limiter = sharedLimiter();
    const emails = Array.from({ length: 20 }, (_, i) => `batch${i}@example.com`);
    for (const email of emails) await makeUser(database.db, { email, password: TEST_PASSWORD });
    const headers = new Headers({
      "content-type": "application/json",
      "x-forwarded-for": "192.0.2.44",
    });
    const ctx = await testContext(database.db, headers, {}, { rateLimiter: limiter });
    const paths = emails.map(() => "auth.requestPasswordReset").join(",");
    const body = Object.fromEntries(emails.map((email, i) => [i, { json: { email } }]));
    const response = await fetchRequestHandler({
      endpoint: "/api/trpc",
      router: appRouter,
      req: new Request(`http://localhost/api/trpc/${paths}?batch=1`, {
        method: "POST",
        headers,
        body: JSON.stringify(body),
      }),
      createContext: () => ctx,
    });
    const results = (await response.json()) as {
      error?: { json: { data: { httpStatus: number } } };
    }[];
    const refused = results.filter((r) => r.error?.json.data.httpStatus === 429).length;
    expect(refused).toBe(10);
    let sent = 0;
    for (const email of emails) sent += (await listMails(database.db, { to: email })).length;
    expect(sent).toBe(10);
  });

  for (const procedure of [
    "requestMagicLink",
    "resendVerification",
    "requestPasswordReset",
  ] as const) {
    it(`${procedure} › refuses the 11th mail from one client in 10 minutes, whatever the addresses`, async () => {
      const limiter = sharedLimiter();
      const sender = await client(limiter, `192.0.2.${procedure.length}`);
      for (let i = 0; i < 10; i++)
        await sender.auth[procedure]({ email: `${procedure}.${i}@example.com` });
      await expect(
        sender.auth[procedure]({ email: `${procedure}.10@example.com` }),
      ).rejects.toMatchObject(tooMany);
      // Another client is not affected.
      await expect(
        (await client(limiter, "192.0.2.200")).auth[procedure]({
          email: `${procedure}.10@example.com`,
        }),
      ).resolves.toEqual({ sent: true });
    });
  }
});

describe("security › 5. an over-long email", () => {
  const longEmail = `${"a".repeat(3000)}@example.com`;

  it("is refused with a translated message on every procedure that takes one", async () => {
    const { auth, caller } = await client(sharedLimiter(), "192.0.2.50");
    const tooLong = { code: "BAD_REQUEST" };
    await expect(auth.requestPasswordReset({ email: longEmail })).rejects.toMatchObject(tooLong);
    await expect(auth.requestMagicLink({ email: longEmail })).rejects.toMatchObject(tooLong);
    await expect(auth.signIn({ email: longEmail, password: "x" })).rejects.toMatchObject(tooLong);
    await expect(caller.newsletter.subscribe({ email: longEmail })).rejects.toMatchObject(tooLong);
    const response = await fetchRequestHandler({
      endpoint: "/api/trpc",
      router: appRouter,
      req: new Request("http://localhost/api/trpc/auth.requestMagicLink", {
        method: "POST",
        headers: { "content-type": "application/json", "x-teamkit-locale": "de" },
        body: JSON.stringify({ json: { email: longEmail } }),
      }),
      createContext: () => testContext(database.db, new Headers({ "x-teamkit-locale": "de" })),
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("Darf höchstens 254 Zeichen lang sein");
  });

  it("keys the rate-limit store by a bounded hash, so the store's index never overflows", async () => {
    const limiter = createRateLimiter({ store: new PostgresRateLimitStore(database.db) });
    const key = rateLimitKey("mailSend", longEmail);
    await expect(limiter.check(key, { limit: 3, windowMs: 60_000 })).resolves.toMatchObject({
      success: true,
    });
  });
});

describe("security › 6. NUL bytes and control characters", () => {
  it("refuse a NUL in a name with a translated message and create nothing", async () => {
    const before = await userCount();
    const input = { name: "Eve\u0000", email: "nul.name@example.com", password: TEST_PASSWORD };
    const english = await httpCall(database.db, "auth.signUp", input);
    expect(english.status).toBe(400);
    expect(english.body).toContain(
      "Must not contain control characters or broken characters (such as line breaks or invisible codes).",
    );
    const german = await httpCall(database.db, "auth.signUp", input, {
      headers: new Headers({ "x-teamkit-locale": "de" }),
    });
    expect(german.body).toContain(
      "Darf keine Steuerzeichen oder beschädigten Zeichen enthalten (etwa Zeilenumbrüche oder unsichtbare Codes).",
    );
    expect(await userCount()).toBe(before);
  });

  it("refuse a NUL in the mailbox filter and a mail id", async () => {
    const { caller } = await client(sharedLimiter(), "192.0.2.61");
    await expect(caller.dev.mailbox.list({ to: "a\u0000b" })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
    await expect(caller.dev.mailbox.get({ id: "\u0000" })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
  });

  it("let multi-line text keep tabs and line breaks, and nothing else", () => {
    const schema = multiLineText();
    expect(schema.safeParse("line one\r\nline two\n\tindented").success).toBe(true);
    for (const bad of [
      "a\u0000b",
      "a\rb",
      "a\u001bb",
      "a\u007fb",
      "a\u0085b",
      "€\udfff",
      "\ud800x",
    ])
      expect(schema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    expect(hasOnlyTextCharacters("Zoë ‮ 日本 😀")).toBe(true);
  });
});

describe("security › 8. a malformed session cookie", () => {
  it("reads as signed out and is cleared, and signing in still works", async () => {
    await makeUser(database.db, { email: "bad.cookie@example.com", password: TEST_PASSWORD });
    const { caller, resHeaders } = await client(
      sharedLimiter(),
      "192.0.2.80",
      `${SESSION_COOKIE}=%; other=1`,
    );
    await expect(caller.user.session()).resolves.toBeNull();
    expect(sessionCookieToken(resHeaders)).toBe("");
    await expect(
      caller.auth.signIn({ email: "bad.cookie@example.com", password: TEST_PASSWORD }),
    ).resolves.toMatchObject({ redirectTo: "/app/dashboard" });
  });
});

describe("security › 10. a stranger cannot lock the owner out", () => {
  it("wrong passwords from one client block that client, not the owner elsewhere", async () => {
    const email = "lockout.pair@example.com";
    await makeUser(database.db, { email, password: TEST_PASSWORD });
    const limiter = sharedLimiter();
    const attacker = await client(limiter, "198.51.100.10");
    for (let i = 0; i < 5; i++) {
      await expect(attacker.auth.signIn({ email, password: "Wrong-pass-1" })).rejects.toMatchObject(
        invalidCredentials,
      );
    }
    await expect(attacker.auth.signIn({ email, password: TEST_PASSWORD })).rejects.toMatchObject(
      tooMany,
    );
    const owner = await client(limiter, "203.0.113.20");
    await expect(owner.auth.signIn({ email, password: TEST_PASSWORD })).resolves.toMatchObject({
      redirectTo: "/app/dashboard",
    });
  });

  it("guesses spread over many clients hit the address's ceiling, and the owner's known device still signs in", async () => {
    const email = "lockout.ceiling@example.com";
    await makeUser(database.db, { email, password: TEST_PASSWORD });
    const limiter = sharedLimiter();
    const device = await knownDevice(limiter, email, "203.0.113.21");
    // The owner's first sign-in and 49 wrong guesses from 10 clients use up the ceiling of 50
    // for devices that never signed in (no client exceeds its own limits).
    for (let i = 0; i < 49; i++) {
      await expect(
        (await client(limiter, `198.51.100.${100 + (i % 10)}`)).auth.signIn({
          email,
          password: "Wrong-pass-1",
        }),
      ).rejects.toMatchObject(invalidCredentials);
    }
    await expect(
      (await client(limiter, "198.51.100.200")).auth.signIn({ email, password: TEST_PASSWORD }),
    ).rejects.toMatchObject(tooMany);
    // The owner's browser, known from its earlier sign-in, is not counted against the ceiling.
    await expect(
      (await client(limiter, "203.0.113.22", device)).auth.signIn({
        email,
        password: TEST_PASSWORD,
      }),
    ).resolves.toMatchObject({ redirectTo: "/app/dashboard" });
    // A device cookie for another address proves nothing for this one.
    await makeUser(database.db, { email: "other.device@example.com", password: TEST_PASSWORD });
    const otherDevice = await knownDevice(limiter, "other.device@example.com", "198.51.100.201");
    await expect(
      (await client(limiter, "198.51.100.202", otherDevice)).auth.signIn({
        email,
        password: TEST_PASSWORD,
      }),
    ).rejects.toMatchObject(tooMany);
  });

  it("reset requests from a stranger do not use up the owner's allowance", async () => {
    const email = "lockout.reset@example.com";
    await makeUser(database.db, { email, password: TEST_PASSWORD });
    const limiter = sharedLimiter();
    const stranger = await client(limiter, "198.51.100.30");
    for (let i = 0; i < 3; i++) await stranger.auth.requestPasswordReset({ email });
    await expect(stranger.auth.requestPasswordReset({ email })).rejects.toMatchObject(tooMany);
    await expect(
      (await client(limiter, "203.0.113.30")).auth.requestPasswordReset({ email }),
    ).resolves.toEqual({ sent: true });
  });

  it("mail-bombing one address from many clients stops at its ceiling, while the owner's device still gets mail", async () => {
    const email = "lockout.bomb@example.com";
    await makeUser(database.db, { email, password: TEST_PASSWORD });
    const limiter = sharedLimiter();
    const device = await knownDevice(limiter, email, "203.0.113.31");
    for (let i = 0; i < 10; i++)
      await (await client(limiter, `198.51.100.${40 + i}`)).auth.requestMagicLink({ email });
    await expect(
      (await client(limiter, "198.51.100.60")).auth.requestMagicLink({ email }),
    ).rejects.toMatchObject(tooMany);
    await expect(
      (await client(limiter, "203.0.113.31", device)).auth.requestMagicLink({ email }),
    ).resolves.toEqual({ sent: true });
  });
});

describe("security › 12. production without APP_URL", () => {
  it("refuses to start and says what to set", () => {
    expect(() => readAuthEnv({ NODE_ENV: "production", AUTH_SECRET: "x".repeat(40) })).toThrow(
      /APP_URL is not set/,
    );
  });
});

describe("security › 15. app errors map the same way from any copy of their class", () => {
  it("answers a rate limit thrown with a second copy of AppError with TOO_MANY_REQUESTS", async () => {
    vi.resetModules();
    const copy = await import("@teamkit/validators");
    expect(copy.AppError).not.toBe(AppError);
    const router = createTRPCRouter({
      limited: publicProcedure.query(() => {
        throw new copy.AppError("TOO_MANY_REQUESTS", {
          messageKey: "errors.tooManyRequests",
          retryAfter: 7,
        });
      }),
    });
    const caller = createCallerFactory(router)(await testContext(database.db));
    await expect(caller.limited()).rejects.toMatchObject({
      code: "TOO_MANY_REQUESTS",
      cause: { retryAfter: 7 },
    });
  });
});

describe("security › 16. a team's url is its own only to its members", () => {
  it("team.slugAvailable answers a stranger naming another team as for any taken url", async () => {
    const owner = await makeUser(database.db);
    const team = await makeTeam(database.db, { owner, slug: "owned-url" });
    const mine = await callerAs(database.db, owner);
    expect(await mine.team.slugAvailable({ slug: "owned-url", teamId: team.id })).toEqual({
      available: true,
    });
    const stranger = await callerAs(database.db, await makeUser(database.db));
    expect(await stranger.team.slugAvailable({ slug: "owned-url", teamId: team.id })).toEqual({
      available: false,
    });
  });

  it("team.slugForName offers the next free url for a name another team's url holds", async () => {
    const owner = await makeUser(database.db);
    await makeTeam(database.db, { owner, slug: "held-name" });
    const stranger = await callerAs(database.db, await makeUser(database.db));
    expect(await stranger.team.slugForName({ name: " Held Name " })).toEqual({
      slug: "held-name-2",
    });
    const team = await stranger.team.create({ name: "Held Name", slug: "held-name-2" });
    expect(team.slug).toBe("held-name-2");
    expect(await stranger.team.slugForName({ name: "Held Name" })).toEqual({ slug: "held-name-3" });
  });
});
