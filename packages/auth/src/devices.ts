import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

import { authEnv } from "./env";
import { readCookie } from "./session";

/**
 * A known device keeps its own allowance under the per-address limits anyone can exhaust. Each
 * entry is `<nonce>.<HMAC(nonce, address)>`: the address itself is not in the cookie.
 */
export const DEVICE_COOKIE = "teamkit.device";
export const MAX_DEVICE_ENTRIES = 5;
export const DEVICE_MAX_AGE_S = 365 * 24 * 60 * 60;

function signature(nonce: string, email: string, secret: string): string {
  return createHmac("sha256", secret).update(`device:${nonce}:${email}`).digest("base64url");
}

function entries(value: string | undefined): string[] {
  if (!value) return [];
  return value
    .split("~")
    .filter((entry) => /^[\w-]{16,64}\.[\w-]{43}$/.test(entry))
    .slice(0, MAX_DEVICE_ENTRIES);
}

export function knownDeviceId(
  cookieHeader: string | null | undefined,
  email: string,
  secret = authEnv().AUTH_SECRET,
): string | null {
  for (const entry of entries(readCookie(cookieHeader, DEVICE_COOKIE))) {
    const [nonce = "", mac = ""] = entry.split(".");
    const expected = Buffer.from(signature(nonce, email, secret));
    const actual = Buffer.from(mac);
    if (expected.length === actual.length && timingSafeEqual(expected, actual)) return nonce;
  }
  return null;
}

export function rememberDevice(
  cookieHeader: string | null | undefined,
  email: string,
  secret = authEnv().AUTH_SECRET,
): string {
  const current = entries(readCookie(cookieHeader, DEVICE_COOKIE));
  const nonce = knownDeviceId(cookieHeader, email, secret);
  const own = nonce
    ? `${nonce}.${signature(nonce, email, secret)}`
    : (() => {
        const fresh = randomBytes(16).toString("base64url");
        return `${fresh}.${signature(fresh, email, secret)}`;
      })();
  return [own, ...current.filter((entry) => entry !== own)].slice(0, MAX_DEVICE_ENTRIES).join("~");
}

export function deviceIdOf(cookieValue: string): string {
  return cookieValue.split("~")[0]?.split(".")[0] ?? "";
}

export function serializeDeviceCookie(value: string, secure: boolean): string {
  const parts = [
    `${DEVICE_COOKIE}=${value}`,
    "Path=/",
    `Max-Age=${DEVICE_MAX_AGE_S}`,
    "HttpOnly",
    "SameSite=Lax",
  ];
  if (secure) parts.push("Secure");
  return parts.join("; ");
}
