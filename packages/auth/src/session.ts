import { parseCookie } from "cookie";

import type { Database } from "@teamkit/db";
import { and, eq, gt, sessions, sql, users } from "@teamkit/db";
import { SESSION_TOUCH_MS } from "@teamkit/validators";

import { hashToken } from "./tokens";

export const SESSION_COOKIE = "authjs.session-token";
export const SECURE_SESSION_COOKIE = "__Secure-authjs.session-token";

export const SESSION_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
export const SESSION_IDLE_MS = 7 * 24 * 60 * 60 * 1000;
export { SESSION_TOUCH_MS };

function decodeOrSkip(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

/**
 * A value that is not valid percent-encoding reads as absent: throwing would answer every request
 * of that browser with 500.
 */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined;
  return parseCookie(header, { decode: decodeOrSkip })[name];
}

export function hasSessionCookie(headers: Headers, secure: boolean): boolean {
  const name = (secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE).replaceAll(".", "\\.");
  return new RegExp(`(^|;)\\s*${name}=`).test(headers.get("cookie") ?? "");
}

export type SessionKind = "web" | "mobile";

export interface SessionCredential {
  token: string;
  kind: SessionKind;
}

/**
 * `Authorization: Bearer` opens mobile sessions, the Auth.js cookie web ones: a copied cookie sent
 * as a Bearer token would skip the web's same-origin checks. On https only the `__Secure-` cookie
 * counts: one without the prefix may have been set over plain http, by someone else.
 */
export function sessionCredentialFromHeaders(
  headers: Headers,
  secure: boolean,
): SessionCredential | undefined {
  const authorization = headers.get("authorization");
  if (authorization?.toLowerCase().startsWith("bearer ")) {
    const token = authorization.slice(7).trim();
    if (token) return { token, kind: "mobile" };
  }
  const token = readCookie(headers.get("cookie"), secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE);
  return token ? { token, kind: "web" } : undefined;
}

export interface SessionUser {
  id: string;
  name: string | null;
  email: string;
  image: string | null;
  role: "user" | "admin";
  locale: "en" | "de";
  emailVerified: Date | null;
  onboardingStep: "account" | "team" | "complete";
  hasPassword: boolean;
  twoFactor: boolean;
}

export const sessionUserColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  image: users.image,
  role: users.role,
  locale: users.locale,
  emailVerified: users.emailVerified,
  onboardingStep: users.onboardingStep,
  hasPassword: sql<boolean>`${users.passwordHash} is not null`,
  twoFactor: sql<boolean>`${users.twoFactorEnabledAt} is not null`,
};

export interface Session {
  id: string;
  expires: Date;
  impersonatorId: string | null;
  kind: SessionKind;
  /** The sign-in, or the password typed again since (`confirmed_at`), whichever is later. */
  signedInAt: Date;
  user: SessionUser;
}

export const sessionKey = hashToken;

/** Null also when `kind` is given and the session is of the other kind. */
export async function getSession(
  db: Database,
  token: string | undefined,
  now = new Date(),
  kind?: SessionKind,
): Promise<Session | null> {
  if (!token) return null;
  const key = sessionKey(token);
  const [row] = await db
    .select({
      expires: sessions.expires,
      lastActiveAt: sessions.lastActiveAt,
      createdAt: sessions.createdAt,
      confirmedAt: sessions.confirmedAt,
      impersonatorId: sessions.impersonatorId,
      kind: sessions.kind,
      user: sessionUserColumns,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.sessionToken, key),
        gt(sessions.expires, now),
        kind ? eq(sessions.kind, kind) : undefined,
      ),
    )
    .limit(1);
  if (!row) return null;
  if (now.getTime() - row.lastActiveAt.getTime() > SESSION_IDLE_MS) {
    await db.delete(sessions).where(eq(sessions.sessionToken, key));
    return null;
  }
  if (now.getTime() - row.lastActiveAt.getTime() > SESSION_TOUCH_MS) {
    await db.update(sessions).set({ lastActiveAt: now }).where(eq(sessions.sessionToken, key));
  }
  const { lastActiveAt: _lastActiveAt, createdAt, confirmedAt, ...session } = row;
  const signedInAt = confirmedAt && confirmedAt > createdAt ? confirmedAt : createdAt;
  return { id: key, signedInAt, ...session };
}
