import { inspect } from "node:util";

import { TRPCError } from "@trpc/server";
import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";

import type { Database } from "@teamkit/db";
import { makeSession, makeUser, TEST_PASSWORD, useTestDatabase } from "@teamkit/db/testing";
import { EmailSendError } from "@teamkit/email";
import { getTranslator } from "@teamkit/i18n";
import { AppError, emailSchema, passwordSchema } from "@teamkit/validators";

import { createContext } from "../src/context";
import { isLocalRequest, LOCAL_REQUEST_HEADER } from "../src/local-request";
import { appRouter, createCaller } from "../src/root";
import {
  adminProcedure,
  createTRPCRouter,
  describeError,
  protectedProcedure,
  publicProcedure,
} from "../src/trpc";
import { cookieHeaders, testContext } from "./helpers";

const testRouter = createTRPCRouter({
  signUp: publicProcedure
    .input(z.object({ email: emailSchema, password: passwordSchema }))
    .mutation(() => "ok"),
  limited: publicProcedure.mutation(async ({ ctx }) => {
    await ctx.rateLimit.enforce("otpAttempt", "the-same-code");
    return "ok";
  }),
  taken: publicProcedure.mutation(() => {
    throw new AppError("CONFLICT", { messageKey: "validation.required", field: "email" });
  }),
  mailFails: publicProcedure.mutation(() => {
    throw new EmailSendError({
      template: "MagicLink",
      transport: "resend",
      cause: new Error("provider down: secret detail"),
    });
  }),
  crashes: publicProcedure.query(() => {
    throw new Error("database password is hunter2");
  }),
  whoami: protectedProcedure.query(({ ctx }) => ctx.user.email),
  adminOnly: adminProcedure.query(() => "admin"),
});

const database = useTestDatabase();
let member: { token: string; userId: string };
let admin: { token: string };

beforeAll(async () => {
  const user = (values: { email: string; role?: "admin" }) =>
    makeUser(database.db, { ...values, password: TEST_PASSWORD });
  member = await makeSession(database.db, {
    userId: (await user({ email: "member@example.com" })).id,
  });
  admin = await makeSession(database.db, {
    userId: (await user({ email: "admin@example.com", role: "admin" })).id,
  });
});

/** The error of a tRPC HTTP response (superjson wraps it in `json`). */
async function errorBody(response: Response) {
  const raw = (await response.json()) as {
    error: { json: { message: string; data: Record<string, unknown> } };
  };
  return { error: raw.error.json };
}

/** Calls the test router over HTTP exactly as the web app's route handler does. */
async function http(
  path: string,
  init: { method?: "GET" | "POST"; body?: unknown; headers?: Headers } = {},
) {
  const headers = init.headers ?? new Headers();
  headers.set("content-type", "application/json");
  const url = `http://localhost/api/trpc/${path}`;
  const ctx = await testContext(database.db, headers);
  const response = await fetchRequestHandler({
    endpoint: "/api/trpc",
    router: testRouter,
    req: new Request(url, {
      method: init.method ?? "POST",
      headers,
      body: init.method === "GET" ? undefined : JSON.stringify({ json: init.body ?? null }),
    }),
    createContext: () => ctx,
  });
  return { status: response.status, body: await errorBody(response) };
}

describe("procedure tiers", () => {
  it("publicProcedure › answers anonymous callers", async () => {
    const caller = createCaller(await testContext(database.db));
    await expect(caller.health()).resolves.toEqual({ ok: true });
    await expect(caller.user.session()).resolves.toBeNull();
  });

  it("protectedProcedure › refuses a caller without a session with UNAUTHORIZED", async () => {
    const caller = testRouter.createCaller(await testContext(database.db));
    await expect(caller.whoami()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
  });

  it("protectedProcedure › resolves the user from the Auth.js session cookie", async () => {
    const caller = testRouter.createCaller(
      await testContext(database.db, cookieHeaders(member.token)),
    );
    await expect(caller.whoami()).resolves.toBe("member@example.com");
  });

  it("protectedProcedure › resolves the user from an Authorization Bearer token (mobile)", async () => {
    const phone = await makeSession(database.db, { userId: member.userId, kind: "mobile" });
    const headers = new Headers({ authorization: `Bearer ${phone.token}` });
    const caller = createCaller(await testContext(database.db, headers));
    await expect(caller.user.me()).resolves.toMatchObject({
      email: "member@example.com",
      role: "user",
    });
  });

  it("user.me › never returns the password hash", async () => {
    const caller = createCaller(await testContext(database.db, cookieHeaders(member.token)));
    const me = await caller.user.me();
    expect(Object.keys(me)).not.toContain("passwordHash");
    expect(JSON.stringify(me)).not.toContain("argon2");
  });

  it("adminProcedure › answers a signed-in non-admin NOT_FOUND (the area does not exist for them) and lets an admin through", async () => {
    const asMember = testRouter.createCaller(
      await testContext(database.db, cookieHeaders(member.token)),
    );
    await expect(asMember.adminOnly()).rejects.toMatchObject({ code: "NOT_FOUND" });
    const asAdmin = testRouter.createCaller(
      await testContext(database.db, cookieHeaders(admin.token)),
    );
    await expect(asAdmin.adminOnly()).resolves.toBe("admin");
  });
});

describe("errors over HTTP", () => {
  it("returns zod issues field by field, translated in English", async () => {
    const { status, body } = await http("signUp", { body: { email: "nope", password: "short" } });
    expect(status).toBe(400);
    const fields = body.error.data.fieldErrors as { path: string; message: string }[];
    expect(fields.find((f) => f.path === "email")?.message).toBe("Invalid email");
    expect(fields.filter((f) => f.path === "password").length).toBeGreaterThan(0);
  });

  it("translates field errors into the caller's locale (German)", async () => {
    const { body } = await http("signUp", {
      body: { password: "Secret-pass-1" },
      headers: new Headers({ "x-teamkit-locale": "de" }),
    });
    const fields = body.error.data.fieldErrors as { path: string; message: string }[];
    expect(fields).toEqual([{ path: "email", message: "Pflichtfeld" }]);
  });

  it("answers a rate-limited call with HTTP 429 and a translated 'too many attempts' message", async () => {
    const headers = () =>
      new Headers({ "x-teamkit-locale": "de", "content-type": "application/json" });
    // otpAttempt allows 3 calls per window; the limiter lives per context in these tests, so reuse one.
    const ctx = await testContext(database.db, headers());
    const call = () =>
      fetchRequestHandler({
        endpoint: "/api/trpc",
        router: testRouter,
        req: new Request("http://localhost/api/trpc/limited", {
          method: "POST",
          headers: headers(),
          body: "{}",
        }),
        createContext: () => ctx,
      });
    for (let i = 0; i < 3; i++) expect((await call()).status).toBe(200);
    const blocked = await call();
    expect(blocked.status).toBe(429);
    const body = await errorBody(blocked);
    // The limit says how long it lasts.
    expect(body.error.message).toMatch(
      /^Zu viele Versuche\. Versuche es in \d+ (Minuten?|Sekunden?) erneut\.$/,
    );
    expect(body.error.data.messageKey).toBe("errors.tooManyRequests");
    expect(body.error.data.retryAfter).toBeGreaterThan(0);
  });

  it("maps a domain error to its tRPC code with its message key and field", async () => {
    const { status, body } = await http("taken");
    expect(status).toBe(409);
    expect(body.error.data.messageKey).toBe("validation.required");
    expect(body.error.data.fieldErrors).toEqual([{ path: "email", message: "Required" }]);
  });

  it("answers a failed mail with 'Link not sent' and hides the provider's detail", async () => {
    const { status, body } = await http("mailFails");
    expect(status).toBe(500);
    expect(body.error.message).toBe("Link not sent");
    expect(JSON.stringify(body)).not.toContain("secret detail");
  });

  it("hides the message and stack of an unexpected error", async () => {
    const { status, body } = await http("crashes", { method: "GET" });
    expect(status).toBe(500);
    expect(body.error.message).toBe("Something went wrong. Please try again later.");
    expect(JSON.stringify(body)).not.toContain("hunter2");
    expect(body.error.data.stack ?? null).toBeNull();
  });

  it("answers in the caller's language when the session cannot be read (the database is down)", async () => {
    const down = new Proxy({} as Database, {
      get: () => () => {
        throw new Error("connect ECONNREFUSED 127.0.0.1:5432");
      },
    });
    const headers = cookieHeaders(member.token, {
      "x-teamkit-locale": "de",
      "content-type": "application/json",
    });
    const response = await fetchRequestHandler({
      endpoint: "/api/trpc",
      router: testRouter,
      req: new Request("http://localhost/api/trpc/whoami", { headers }),
      createContext: () => createContext({ headers, db: down }),
    });
    expect(response.status).toBe(500);
    const { error } = await errorBody(response);
    expect(error.message).toBe(getTranslator("de")("errors.internal"));
    expect(error.data.messageKey).toBe("errors.internal");
    expect(JSON.stringify(error)).not.toContain("ECONNREFUSED");
  });
});

describe("describeError (server actions calling procedures directly)", () => {
  async function callerError(
    call: (caller: ReturnType<typeof testRouter.createCaller>) => Promise<unknown>,
  ) {
    const caller = testRouter.createCaller(await testContext(database.db));
    const error = await call(caller).then(
      () => null,
      (failure: unknown) => failure,
    );
    expect(error).toBeInstanceOf(TRPCError);
    return error as TRPCError;
  }

  it("tells a direct caller what an HTTP client is told, in the locale asked for", async () => {
    const error = await callerError((caller) =>
      caller.signUp({ email: "nope", password: "Secret-pass-1" }),
    );
    const { message, data } = describeError(error, "de");
    const { body } = await http("signUp", {
      body: { email: "nope", password: "Secret-pass-1" },
      headers: new Headers({ "x-teamkit-locale": "de" }),
    });
    expect(message).toBe(body.error.message);
    expect(data.fieldErrors).toEqual(body.error.data.fieldErrors);
    expect(data.messageKey).toBe("errors.badRequest");
  });

  it("keeps a domain error's key and field, and hides an unexpected error's message", async () => {
    const taken = describeError(await callerError((caller) => caller.taken()), "en");
    expect(taken.data).toEqual({
      messageKey: "validation.required",
      fieldErrors: [{ path: "email", message: "Required" }],
      retryAfter: null,
    });
    const crash = describeError(await callerError((caller) => caller.crashes()), "en");
    expect(crash.message).toBe("Something went wrong. Please try again later.");
    expect(JSON.stringify(crash)).not.toContain("hunter2");
  });

  it("hands a server-side caller an internal error whose printout holds no message of its cause", async () => {
    const error = await callerError((caller) => caller.crashes());
    // What Next prints when a server component's call fails.
    const printed = inspect(error, { depth: 10 });
    expect(printed).not.toContain("hunter2");
    expect(printed).toContain("errors.internal");
  });
});

describe("dev.mailbox", () => {
  it("does not exist when local services are off (NOT_FOUND)", async () => {
    const caller = createCaller(
      await testContext(database.db, new Headers(), { localServices: false }),
    );
    await expect(caller.dev.mailbox.list()).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(
      caller.dev.mailbox.sendPreview({ template: "NewUser", locale: "en", to: "a@example.com" }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
  });

  it("answers NOT_FOUND to a request the server did not mark as local, a platform admin's too", async () => {
    const admin = await makeUser(database.db, { role: "admin" });
    const { token } = await makeSession(database.db, { userId: admin.id });
    const caller = createCaller(
      await testContext(database.db, cookieHeaders(token), {
        localServices: true,
        localRequest: false,
      }),
    );
    await expect(caller.dev.mailbox.list()).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(caller.dev.mailbox.get({ id: "any" })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    await expect(caller.dev.billing.checkout({ id: "any" })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
  });

  it("isLocalRequest › in production, only with the server's own mark", () => {
    const marked = (value?: string) =>
      new Headers(value === undefined ? {} : { [LOCAL_REQUEST_HEADER]: value });
    const production = { NODE_ENV: "production", TEAMKIT_LOCAL_REQUEST_TOKEN: "server-token" };
    expect(isLocalRequest(marked(), { NODE_ENV: "development" })).toBe(true);
    expect(isLocalRequest(marked("server-token"), production)).toBe(true);
    expect(isLocalRequest(marked(), production)).toBe(false);
    expect(isLocalRequest(marked("1"), production)).toBe(false);
    expect(isLocalRequest(marked(""), { NODE_ENV: "production" })).toBe(false);
    expect(isLocalRequest(marked("anything"), { NODE_ENV: "production" })).toBe(false);
    // A deployment under another name needs the mark as production does.
    expect(isLocalRequest(marked(), { NODE_ENV: "staging" })).toBe(false);
  });

  it("sends a preview in German, lists it and renders it", async () => {
    const caller = createCaller(
      await testContext(database.db, new Headers(), { localServices: true }),
    );
    const { id } = await caller.dev.mailbox.sendPreview({
      template: "NewUser",
      locale: "de",
      to: "Preview@Example.com",
    });
    const list = await caller.dev.mailbox.list({ to: "preview@example.com" });
    expect(list.map((m) => m.id)).toContain(id);
    const mail = await caller.dev.mailbox.get({ id });
    expect(mail.subject).toBe("Willkommen bei Teamkit: Bitte bestätige deine E-Mail-Adresse");
    expect(mail.locale).toBe("de");
    expect(mail.html).toContain("<html");
    expect(mail.text.length).toBeGreaterThan(20);
  });

  it("answers NOT_FOUND for an unknown mail", async () => {
    const caller = createCaller(
      await testContext(database.db, new Headers(), { localServices: true }),
    );
    await expect(caller.dev.mailbox.get({ id: "missing" })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
  });
});

describe("appRouter", () => {
  it("has one key per domain", () => {
    expect(Object.keys(appRouter._def.record).sort()).toEqual([
      "admin",
      "ai",
      "auth",
      "billing",
      "dev",
      "health",
      "newsletter",
      "onboarding",
      "tasks",
      "team",
      "user",
    ]);
  });
});
