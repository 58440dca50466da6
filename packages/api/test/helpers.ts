import type { Database } from "@teamkit/db";
import { createToken, hashPassword, SESSION_COOKIE, sessionKey } from "@teamkit/auth";
import { sessions, users } from "@teamkit/db";

import type { Context } from "../src/context";
import { createContext } from "../src/context";
import { createRateLimiter, MemoryRateLimitStore } from "../src/rate-limit";

/** A user with a live session; returns the raw session token (what the cookie carries). */
export async function createUserWithSession(
  db: Database,
  values: { email: string; role?: "user" | "admin"; name?: string },
) {
  const [user] = await db
    .insert(users)
    .values({
      email: values.email,
      name: values.name ?? "Test User",
      role: values.role ?? "user",
      passwordHash: await hashPassword("Secret-pass-1"),
      emailVerified: new Date(),
    })
    .returning({ id: users.id });
  if (!user) throw new Error("no user");
  const token = createToken();
  await db.insert(sessions).values({
    sessionToken: sessionKey(token),
    userId: user.id,
    expires: new Date(Date.now() + 86_400_000),
  });
  return { userId: user.id, token };
}

export function cookieHeaders(token?: string, extra: Record<string, string> = {}): Headers {
  return new Headers({ ...(token ? { cookie: `${SESSION_COOKIE}=${token}` } : {}), ...extra });
}

/** A context as the HTTP handler builds it, with an in-memory limiter so tests do not share counters. */
export async function testContext(
  db: Database,
  headers = new Headers(),
  overrides: Partial<Context> = {},
): Promise<Context> {
  const ctx = await createContext({
    headers,
    db,
    rateLimiter: createRateLimiter({ store: new MemoryRateLimitStore() }),
  });
  return { ...ctx, ...overrides };
}
