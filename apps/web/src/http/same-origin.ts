/** Auth.js's session cookie, plain or with the `__Secure-` prefix it gets on https. */
const SESSION_COOKIE = /(?:^|;)\s*(?:__Secure-)?authjs\.session-token=/;

/**
 * True when the request is authenticated by the session cookie: it carries one and no Bearer
 * token, which the API would prefer over it (the mobile app sends a token and no cookie).
 */
export function usesSessionCookie(headers: Headers): boolean {
  const bearer = /^bearer\s+(\S+)/i.exec(headers.get("authorization") ?? "");
  return !bearer && SESSION_COOKIE.test(headers.get("cookie") ?? "");
}

/**
 * Same origin, not same site: another port or subdomain still gets SameSite=Lax cookies. No
 * Origin is refused, as browsers send one with every POST.
 */
export function isSameOrigin(headers: Headers, appUrl: string | undefined): boolean {
  if (headers.get("sec-fetch-site") === "same-origin") return true;
  const origin = parseUrl(headers.get("origin"));
  if (!origin) return false;
  const app = parseUrl(appUrl ?? null);
  // Behind a proxy that changes Host, APP_URL is the origin that matches.
  if (app?.origin === origin.origin) return true;
  // The app's host on another scheme is a page served over plain http: not the app.
  if (app?.host === origin.host) return false;
  const host = headers.get("host");
  return host !== null && origin.host === host.toLowerCase();
}

function parseUrl(value: string | null): URL | null {
  if (!value || value === "null") return null;
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

/** Why a POST is refused: the status and the tRPC code its error body carries. */
export type Refusal =
  { status: 415; code: "UNSUPPORTED_MEDIA_TYPE" } | { status: 403; code: "FORBIDDEN" };

/** JSON only (a cross-site form cannot send it without a preflight); null lets it through. */
export function refuseApiPost(headers: Headers, appUrl: string | undefined): Refusal | null {
  const type = (headers.get("content-type") ?? "").split(";")[0]?.trim().toLowerCase();
  if (type !== "application/json") return { status: 415, code: "UNSUPPORTED_MEDIA_TYPE" };
  return refuseCrossOrigin(headers, appUrl);
}

/** The rule for any other POST: when the session cookie authenticates it, same origin only. */
export function refuseCrossOrigin(headers: Headers, appUrl: string | undefined): Refusal | null {
  if (usesSessionCookie(headers) && !isSameOrigin(headers, appUrl))
    return { status: 403, code: "FORBIDDEN" };
  return null;
}
