import type { Session } from "@teamkit/auth";
import type { Database } from "@teamkit/db";
import type { Locale } from "@teamkit/i18n";
import {
  authEnv,
  clearSessionCookies,
  getSession,
  serializeSessionCookie,
  sessionTokenFromHeaders,
} from "@teamkit/auth";
import { getDb, localServicesEnabled } from "@teamkit/db";
import { isLocale, LOCALE_COOKIE, localeFromAcceptLanguage } from "@teamkit/i18n";

import type { RateLimiter } from "./rate-limit";
import type { ContextRateLimit } from "./rate-limiter";
import { apiEnv } from "./env";
import { contextRateLimit } from "./rate-limiter";

/** Header by which a client states the locale of the page it is on. */
export const LOCALE_HEADER = "x-teamkit-locale";

export interface Context {
  db: Database;
  session: Session | null;
  locale: Locale;
  headers: Headers;
  /** Client address as seen by the proxy (first X-Forwarded-For hop), for rate limits. */
  ip: string;
  localServices: boolean;
  /** Named rate limits: `await ctx.rateLimit.enforce("signInEmail", email)`. */
  rateLimit: ContextRateLimit;
  /** The raw session token of this request (cookie or Bearer), to end it on sign-out. */
  sessionToken: string | undefined;
  /** Sets or clears Auth.js's session cookie on the response (HTTP calls only). */
  cookies: SessionCookies;
}

export interface SessionCookies {
  setSession: (token: string, expires: Date) => void;
  clearSession: () => void;
}

/** Writes Set-Cookie headers onto the response; a no-op for server-side callers without one. */
export function sessionCookies(resHeaders: Headers | undefined, secure: boolean): SessionCookies {
  return {
    setSession: (token, expires) =>
      resHeaders?.append("set-cookie", serializeSessionCookie(token, expires, secure)),
    clearSession: () => {
      for (const cookie of clearSessionCookies(secure)) resHeaders?.append("set-cookie", cookie);
    },
  };
}

function cookieValue(header: string | null, name: string): string | undefined {
  return header
    ?.split(";")
    .map((part) => part.trim().split("="))
    .find(([key]) => key === name)?.[1];
}

/** The request's locale: explicit header, then the locale cookie, then Accept-Language. */
export function resolveLocale(headers: Headers, fallback?: Locale): Locale {
  const explicit = headers.get(LOCALE_HEADER);
  if (isLocale(explicit)) return explicit;
  const cookie = cookieValue(headers.get("cookie"), LOCALE_COOKIE);
  if (isLocale(cookie)) return cookie;
  if (headers.get("accept-language"))
    return localeFromAcceptLanguage(headers.get("accept-language"));
  return fallback ?? "en";
}

/**
 * The client's address for per-IP rate limits. X-Forwarded-For is a list each proxy appends to,
 * so only the entries added by our own proxies can be trusted: with `proxyHops` trusted proxies
 * in front of the app, the client is the entry `proxyHops` from the right; anything further left
 * was sent by the client itself. (Without any proxy, Next sets the header from the socket only
 * when it is absent, so a server exposed directly cannot trust it: run behind a proxy.)
 */
export function clientIp(headers: Headers, proxyHops = 1): string {
  const chain = (headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  return (
    chain[chain.length - Math.max(1, proxyHops)] ??
    chain[0] ??
    headers.get("x-real-ip") ??
    "unknown"
  );
}

/**
 * Builds the context of one API call: the database, the session from the Auth.js cookie or a
 * Bearer token, and the caller's locale. `db` can be injected (tests).
 */
export async function createContext(opts: {
  headers: Headers;
  resHeaders?: Headers;
  db?: Database;
  rateLimiter?: RateLimiter;
}): Promise<Context> {
  const db = opts.db ?? (await getDb());
  const sessionToken = sessionTokenFromHeaders(opts.headers);
  const session = await getSession(db, sessionToken);
  return {
    db,
    session,
    locale: resolveLocale(opts.headers, session?.user.locale),
    headers: opts.headers,
    ip: clientIp(opts.headers, apiEnv().TEAMKIT_PROXY_HOPS),
    localServices: localServicesEnabled(),
    rateLimit: contextRateLimit(db, opts.rateLimiter),
    sessionToken: session ? sessionToken : undefined,
    cookies: sessionCookies(opts.resHeaders, authEnv().APP_URL.startsWith("https://")),
  };
}
