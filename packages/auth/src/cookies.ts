import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from "./session";

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

/** Clears both possible session cookies. */
export function clearSessionCookies(secure: boolean): string[] {
  const expired = "Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax";
  return [`${sessionCookieName(secure)}=; ${expired}${secure ? "; Secure" : ""}`];
}
