import { fetchRequestHandler } from "@trpc/server/adapters/fetch";

import type { Database } from "@teamkit/db";
import { SESSION_COOKIE } from "@teamkit/auth";
import { auditLogs, count, eq, sessions } from "@teamkit/db";

import type { Context } from "../src/context";
import type { RateLimiter } from "../src/rate-limit";
import { createContext } from "../src/context";
import { createRateLimiter, MemoryRateLimitStore } from "../src/rate-limit";
import { appRouter, createCaller } from "../src/root";

/** The admin audit log's rows about one user, oldest first: what was done and by whom. */
export function auditTrail(db: Database, targetId: string) {
  return db
    .select({ action: auditLogs.action, actorId: auditLogs.actorId })
    .from(auditLogs)
    .where(eq(auditLogs.targetId, targetId))
    .orderBy(auditLogs.createdAt);
}

/** How many sessions of a user are stored, expired ones included. */
export async function sessionCount(db: Database, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(sessions).where(eq(sessions.userId, userId));
  return row?.n ?? 0;
}

export function cookieHeaders(token?: string, extra: Record<string, string> = {}): Headers {
  return new Headers({ ...(token ? { cookie: `${SESSION_COOKIE}=${token}` } : {}), ...extra });
}

/**
 * A context as the HTTP handler builds it, with an in-memory limiter so tests do not share
 * counters. Pass `rateLimiter` to share one limiter across calls (rate-limit tests) and
 * `resHeaders` to capture the Set-Cookie headers a procedure writes.
 */
export async function testContext(
  db: Database,
  headers = new Headers(),
  overrides: Partial<Context> = {},
  options: { rateLimiter?: RateLimiter; resHeaders?: Headers } = {},
): Promise<Context> {
  const ctx = await createContext({
    headers,
    db,
    resHeaders: options.resHeaders,
    rateLimiter: options.rateLimiter ?? createRateLimiter({ store: new MemoryRateLimitStore() }),
  });
  return { ...ctx, ...overrides };
}

/** A caller with these request headers (a session cookie, a Bearer token, a user agent). */
export async function callerWithHeaders(db: Database, headers = new Headers()) {
  return createCaller(await testContext(db, headers));
}

export const bearer = (token: string) => new Headers({ authorization: `Bearer ${token}` });

/** The HTTP status the API's handler answers this request with, as the app's next request gets it. */
export async function handlerStatus(db: Database, req: Request): Promise<number> {
  const ctx = await testContext(db, req.headers);
  const response = await fetchRequestHandler({
    endpoint: "/api/trpc",
    router: appRouter,
    req,
    createContext: () => ctx,
  });
  return response.status;
}

/** A caller whose Set-Cookie headers land in `resHeaders`, as over HTTP. */
export async function cookieCaller(
  db: Database,
  options: { headers?: Headers; rateLimiter?: RateLimiter } = {},
) {
  const resHeaders = new Headers();
  const ctx = await testContext(
    db,
    options.headers ?? new Headers(),
    {},
    {
      rateLimiter: options.rateLimiter,
      resHeaders,
    },
  );
  return { caller: createCaller(ctx), resHeaders };
}

/** The session token a response's Set-Cookie carries; "" when it clears the cookie. */
export function sessionCookieToken(resHeaders: Headers): string | undefined {
  for (const cookie of resHeaders.getSetCookie()) {
    const match = new RegExp(`^${SESSION_COOKIE}=([^;]*)`).exec(cookie);
    if (match) return decodeURIComponent(match[1] ?? "");
  }
  return undefined;
}

/** The start of a window for every rule length (minutes, 5 and 10 minutes). */
export const WINDOW_START = Date.UTC(2030, 0, 1, 12);

/**
 * A limiter to share across calls, on a clock the test moves (`clock.ms`), so a test's calls fall
 * into the windows it means and never straddle a boundary by accident.
 */
export function sharedLimiter(clock: { ms: number } = { ms: WINDOW_START }): RateLimiter {
  return createRateLimiter({ store: new MemoryRateLimitStore(), now: () => clock.ms });
}

/**
 * Calls the app's router over HTTP exactly as the web app's route handler does and returns the
 * status and the raw body, so two answers can be compared byte for byte.
 */
export async function httpCall(
  db: Database,
  path: string,
  input: unknown,
  options: { rateLimiter?: RateLimiter; headers?: Headers } = {},
): Promise<{ status: number; body: string }> {
  const headers = options.headers ?? new Headers();
  headers.set("content-type", "application/json");
  const ctx = await testContext(db, headers, {}, { rateLimiter: options.rateLimiter });
  const response = await fetchRequestHandler({
    endpoint: "/api/trpc",
    router: appRouter,
    req: new Request(`http://localhost/api/trpc/${path}`, {
      method: "POST",
      headers,
      body: JSON.stringify({ json: input }),
    }),
    createContext: () => ctx,
  });
  return { status: response.status, body: await response.text() };
}
