import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from "./session";
import { SIGNED_IN_HINT_COOKIE } from "./signed-in-hint";

export function sessionCookieName(secure: boolean): string {
  return secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
}

function serializeCookie(
  name: string,
  value: string,
  expires: Date,
  flags: { httpOnly: boolean; secure: boolean },
): string {
  const parts = [`${name}=${value}`, "Path=/", `Expires=${expires.toUTCString()}`];
  if (flags.httpOnly) parts.push("HttpOnly");
  parts.push("SameSite=Lax");
  if (flags.secure) parts.push("Secure");
  return parts.join("; ");
}

export function serializeSessionCookie(token: string, expires: Date, secure: boolean): string {
  return serializeCookie(sessionCookieName(secure), encodeURIComponent(token), expires, {
    httpOnly: true,
    secure,
  });
}

export { SIGNED_IN_HINT_COOKIE };

export function serializeSignedInHint(expires: Date, secure: boolean): string {
  return serializeCookie(SIGNED_IN_HINT_COOKIE, "1", expires, { httpOnly: false, secure });
}

export function clearSessionCookies(secure: boolean): string[] {
  const expired = "Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT";
  const suffix = `; SameSite=Lax${secure ? "; Secure" : ""}`;
  return [
    `${sessionCookieName(secure)}=; ${expired}; HttpOnly${suffix}`,
    `${SIGNED_IN_HINT_COOKIE}=; ${expired}${suffix}`,
  ];
}

/** Keeps the admin's own session token while they impersonate, so stopping restores it. */
export const IMPERSONATOR_COOKIE = "teamkit.impersonator";

export function serializeImpersonatorCookie(
  value: { token: string; returnQuery: string },
  expires: Date,
  secure: boolean,
): string {
  const packed = `${value.token}.${Buffer.from(value.returnQuery).toString("base64url")}`;
  return serializeCookie(IMPERSONATOR_COOKIE, packed, expires, { httpOnly: true, secure });
}

export function clearImpersonatorCookie(secure: boolean): string {
  return `${IMPERSONATOR_COOKIE}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

export function parseImpersonatorCookie(value: string | undefined): {
  token: string | undefined;
  returnQuery: string;
} {
  if (!value) return { token: undefined, returnQuery: "" };
  const [token, query = ""] = value.split(".");
  const returnQuery = Buffer.from(query, "base64url").toString("utf8");
  return {
    token: token && /^[A-Za-z0-9_-]{20,100}$/.test(token) ? token : undefined,
    returnQuery: /^\?[^#\s]{0,1000}$/.test(returnQuery) ? returnQuery : "",
  };
}

/** The sign-in waiting for its second factor: the challenge token, never readable by scripts. */
export const TWO_FACTOR_CHALLENGE_COOKIE = "teamkit.two-factor";
/** "Trust this browser": skips the second factor for this account until it expires. */
export const TRUSTED_BROWSER_COOKIE = "teamkit.trusted-browser";

export function serializeTokenCookie(
  name: string,
  token: string,
  expires: Date,
  secure: boolean,
): string {
  return serializeCookie(name, token, expires, { httpOnly: true, secure });
}

export function clearTokenCookie(name: string, secure: boolean): string {
  return `${name}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}
