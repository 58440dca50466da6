import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from "./session";
import { SIGNED_IN_HINT_COOKIE } from "./signed-in-hint";

/**
 * The session cookie as Auth.js writes it: HttpOnly, SameSite=Lax, path /, and over HTTPS the
 * `__Secure-` name with Secure. `secure` follows the app's public URL (APP_URL).
 */
export function sessionCookieName(secure: boolean): string {
  return secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
}

export function serializeSessionCookie(token: string, expires: Date, secure: boolean): string {
  const parts = [
    `${sessionCookieName(secure)}=${encodeURIComponent(token)}`,
    "Path=/",
    `Expires=${expires.toUTCString()}`,
    "HttpOnly",
    "SameSite=Lax",
  ];
  if (secure) parts.push("Secure");
  return parts.join("; ");
}

export { SIGNED_IN_HINT_COOKIE };

/** The signed-in hint (see signed-in-hint.ts), living as long as the session cookie it accompanies. */
export function serializeSignedInHint(expires: Date, secure: boolean): string {
  const parts = [
    `${SIGNED_IN_HINT_COOKIE}=1`,
    "Path=/",
    `Expires=${expires.toUTCString()}`,
    "SameSite=Lax",
  ];
  if (secure) parts.push("Secure");
  return parts.join("; ");
}

/** Clears the session cookie and the signed-in hint. */
export function clearSessionCookies(secure: boolean): string[] {
  const expired = "Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT";
  const suffix = `; SameSite=Lax${secure ? "; Secure" : ""}`;
  return [
    `${sessionCookieName(secure)}=; ${expired}; HttpOnly${suffix}`,
    `${SIGNED_IN_HINT_COOKIE}=; ${expired}${suffix}`,
  ];
}

/**
 * While an admin impersonates, this cookie keeps the admin's own session token (and the user
 * list's query to return to), so stopping restores that session. HttpOnly like the session
 * cookie; it lives no longer than the impersonation.
 */
export const IMPERSONATOR_COOKIE = "teamkit.impersonator";

/** The admin's token and the return query, packed into one cookie value. */
export function serializeImpersonatorCookie(
  value: { token: string; returnQuery: string },
  expires: Date,
  secure: boolean,
): string {
  const packed = `${value.token}.${Buffer.from(value.returnQuery).toString("base64url")}`;
  const parts = [
    `${IMPERSONATOR_COOKIE}=${packed}`,
    "Path=/",
    `Expires=${expires.toUTCString()}`,
    "HttpOnly",
    "SameSite=Lax",
  ];
  if (secure) parts.push("Secure");
  return parts.join("; ");
}

export function clearImpersonatorCookie(secure: boolean): string {
  return `${IMPERSONATOR_COOKIE}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/** Reads the impersonator cookie's value back; undefined parts when absent or malformed. */
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
