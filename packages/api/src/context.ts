import { isIPv6 } from "node:net";

import type { Session } from "@teamkit/auth";
import type { BillingProvider } from "@teamkit/billing";
import type { Database } from "@teamkit/db";
import type { QueueEmail } from "@teamkit/email";
import type { Locale } from "@teamkit/i18n";
import {
  authEnv,
  clearImpersonatorCookie,
  clearSessionCookies,
  clearTokenCookie,
  deviceIdOf,
  getSession,
  hasSessionCookie,
  IMPERSONATOR_COOKIE,
  knownDeviceId,
  parseImpersonatorCookie,
  readCookie,
  rememberDevice,
  serializeDeviceCookie,
  serializeImpersonatorCookie,
  serializeSessionCookie,
  serializeSignedInHint,
  serializeTokenCookie,
  sessionCredentialFromHeaders,
  TRUSTED_BROWSER_COOKIE,
  TWO_FACTOR_CHALLENGE_COOKIE,
} from "@teamkit/auth";
import { billingProvider } from "@teamkit/billing";
import { getDb, localServicesEnabled, readDbEnv } from "@teamkit/db";
import { queueEmail, sendEmail } from "@teamkit/email";
import { isLocale, LOCALE_COOKIE } from "@teamkit/i18n";
import { localeFromAcceptLanguage } from "@teamkit/i18n/accept-language";

import type { RateLimiter } from "./rate-limit";
import type { ContextRateLimit } from "./rate-limiter";
import { apiEnv } from "./env";
import { isLocalRequest } from "./local-request";
import { contextRateLimit } from "./rate-limiter";
import { RequestCache } from "./request-cache";

export const LOCALE_HEADER = "x-teamkit-locale";

export interface Context {
  db: Database;
  session: Session | null;
  locale: Locale;
  headers: Headers;
  ip: string;
  /** What per-client limits count: `ip`, or an IPv6 address's /64 (see `clientNetwork`). */
  network: string;
  knownDevice: (email: string) => string | null;
  localServices: boolean;
  /** The request may reach local services (`isLocalRequest`). */
  localRequest: boolean;
  billingProvider: () => BillingProvider;
  /** The one way the mailer and the app's URL reach domain code. */
  /** `queueEmail` for mails sent outside the caller's request (stored first, retried). */
  mail: { sendEmail: typeof sendEmail; queueEmail: QueueEmail; appUrl: string };
  rateLimit: ContextRateLimit;
  sessionToken: string | undefined;
  cookies: SessionCookies;
  impersonator: { token: string | undefined; returnQuery: string };
  requestCache: RequestCache;
}

export interface SessionCookies {
  setSession: (token: string, expires: Date) => void;
  clearSession: () => void;
  /** Returns the device's id in the cookie, new or kept. */
  rememberDevice: (email: string) => string;
  setTwoFactorChallenge: (token: string, expires: Date) => void;
  clearTwoFactorChallenge: () => void;
  trustBrowser: (token: string, expires: Date) => void;
  setImpersonator: (value: { token: string; returnQuery: string }, expires: Date) => void;
  clearImpersonator: () => void;
}

export function sessionCookies(
  resHeaders: Headers | undefined,
  secure: boolean,
  requestHeaders: Headers = new Headers(),
): SessionCookies {
  return {
    setSession: (token, expires) => {
      resHeaders?.append("set-cookie", serializeSessionCookie(token, expires, secure));
      resHeaders?.append("set-cookie", serializeSignedInHint(expires, secure));
    },
    clearSession: () => {
      for (const cookie of clearSessionCookies(secure)) resHeaders?.append("set-cookie", cookie);
    },
    rememberDevice: (email) => {
      const value = rememberDevice(requestHeaders.get("cookie"), email);
      resHeaders?.append("set-cookie", serializeDeviceCookie(value, secure));
      return deviceIdOf(value);
    },
    setTwoFactorChallenge: (token, expires) =>
      resHeaders?.append(
        "set-cookie",
        serializeTokenCookie(TWO_FACTOR_CHALLENGE_COOKIE, token, expires, secure),
      ),
    clearTwoFactorChallenge: () =>
      resHeaders?.append("set-cookie", clearTokenCookie(TWO_FACTOR_CHALLENGE_COOKIE, secure)),
    trustBrowser: (token, expires) =>
      resHeaders?.append(
        "set-cookie",
        serializeTokenCookie(TRUSTED_BROWSER_COOKIE, token, expires, secure),
      ),
    setImpersonator: (value, expires) =>
      resHeaders?.append("set-cookie", serializeImpersonatorCookie(value, expires, secure)),
    clearImpersonator: () => resHeaders?.append("set-cookie", clearImpersonatorCookie(secure)),
  };
}

export function resolveLocale(headers: Headers, fallback?: Locale): Locale {
  const explicit = headers.get(LOCALE_HEADER);
  if (isLocale(explicit)) return explicit;
  const cookie = readCookie(headers.get("cookie"), LOCALE_COOKIE);
  if (isLocale(cookie)) return cookie;
  if (headers.get("accept-language"))
    return localeFromAcceptLanguage(headers.get("accept-language"));
  return fallback ?? "en";
}

/**
 * X-Forwarded-For: the server entry (apps/web/server.mjs) appends the socket's address, so the
 * rightmost entry cannot be forged. Behind `proxyHops` trusted proxies the client is that many
 * entries to the left; anything further left was written by the client and is never read.
 */
export function clientIp(headers: Headers, proxyHops = 0): string {
  const chain = (headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  // Fewer entries than trusted hops: a proxy is missing, so take the farthest one we have rather
  // than an address the client chose. Bounded, so a key never grows with the header.
  const entry = chain[Math.max(0, chain.length - 1 - proxyHops)];
  return entry ? entry.slice(0, 64) : "unknown";
}

/**
 * One subscriber usually holds a whole IPv6 /64 and can send from any address in it, so limits
 * per client count the /64; IPv4 (mapped into IPv6 too) counts the address.
 */
export function clientNetwork(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (!isIPv6(ip)) return ip;
  const [head = "", tail] = ip.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const rightGroups = right.reduce((n, group) => n + (group.includes(".") ? 2 : 1), 0);
  const groups =
    tail === undefined
      ? left
      : [...left, ...Array<string>(8 - left.length - rightGroups).fill("0"), ...right];
  const prefix = groups.slice(0, 4).map((group) => Number.parseInt(group, 16).toString(16));
  return `${prefix.join(":")}::/64`;
}

/** The session read failed: tRPC formats this without a context, so it carries the language. */
export class ContextUnavailableError extends Error {
  constructor(
    readonly locale: Locale,
    cause: unknown,
  ) {
    super("The request's context could not be built", { cause });
    this.name = "ContextUnavailableError";
  }
}

async function openSession(opts: { headers: Headers; db?: Database }, secure: boolean) {
  const credential = sessionCredentialFromHeaders(opts.headers, secure);
  try {
    const db = opts.db ?? (await getDb());
    const session = await getSession(db, credential?.token, undefined, credential?.kind);
    return { db, session, sessionToken: credential?.token };
  } catch (error) {
    throw new ContextUnavailableError(resolveLocale(opts.headers), error);
  }
}

export async function createContext(opts: {
  headers: Headers;
  resHeaders?: Headers;
  db?: Database;
  rateLimiter?: RateLimiter;
}): Promise<Context> {
  const secure = authEnv().APP_URL.startsWith("https://");
  const { db, session, sessionToken } = await openSession(opts, secure);
  const cookies = sessionCookies(opts.resHeaders, secure, opts.headers);
  // A session cookie that does not lead to a session (unreadable, expired, signed out elsewhere)
  // is cleared, so the browser stops sending it. Bearer tokens are the app's to drop.
  if (!session && !opts.headers.get("authorization") && hasSessionCookie(opts.headers, secure))
    cookies.clearSession();
  const cookieHeader = opts.headers.get("cookie");
  const ip = clientIp(opts.headers, apiEnv().TEAMKIT_PROXY_HOPS);
  return {
    db,
    session,
    locale: resolveLocale(opts.headers, session?.user.locale),
    headers: opts.headers,
    ip,
    network: clientNetwork(ip),
    knownDevice: (email) => knownDeviceId(cookieHeader, email),
    localServices: localServicesEnabled(),
    localRequest: isLocalRequest(opts.headers, {
      NODE_ENV: readDbEnv().NODE_ENV,
      TEAMKIT_LOCAL_REQUEST_TOKEN: apiEnv().TEAMKIT_LOCAL_REQUEST_TOKEN,
    }),
    billingProvider: () => billingProvider(db),
    mail: {
      sendEmail: (input) => sendEmail({ ...input, db: input.db ?? db }),
      queueEmail: (mail) => queueEmail(db, mail),
      appUrl: authEnv().APP_URL,
    },
    rateLimit: contextRateLimit(db, opts.rateLimiter),
    sessionToken: session ? sessionToken : undefined,
    cookies,
    impersonator: parseImpersonatorCookie(readCookie(cookieHeader, IMPERSONATOR_COOKIE)),
    requestCache: new RequestCache(),
  };
}
