import { describe, expect, it } from "vitest";

import { isSameOrigin, refuseApiPost, refuseCrossOrigin, usesSessionCookie } from "./same-origin";

const APP_URL = "https://app.example.com";
const SESSION = "authjs.session-token=abc";

function headers(values: Record<string, string>) {
  return new Headers(values);
}

describe("the same-origin rule for cookie-authenticated posts", () => {
  it("counts the session cookie, plain or __Secure-, unless a Bearer token authenticates", () => {
    expect(usesSessionCookie(headers({ cookie: SESSION }))).toBe(true);
    expect(usesSessionCookie(headers({ cookie: "a=1; __Secure-authjs.session-token=x" }))).toBe(
      true,
    );
    expect(usesSessionCookie(headers({ cookie: "xauthjs.session-token=x" }))).toBe(false);
    expect(usesSessionCookie(headers({ cookie: SESSION, authorization: "Bearer t" }))).toBe(false);
    // An empty token does not authenticate: the API falls back to the cookie.
    expect(usesSessionCookie(headers({ cookie: SESSION, authorization: "Bearer " }))).toBe(true);
  });

  it("accepts the public origin, the requested host, or Sec-Fetch-Site: same-origin", () => {
    expect(isSameOrigin(headers({ origin: APP_URL }), APP_URL)).toBe(true);
    expect(
      isSameOrigin(headers({ origin: "http://127.0.0.1:3100", host: "127.0.0.1:3100" }), APP_URL),
    ).toBe(true);
    expect(isSameOrigin(headers({ "sec-fetch-site": "same-origin" }), APP_URL)).toBe(true);
  });

  it("refuses another origin of the same site, a null origin, or none at all", () => {
    const host = { host: "127.0.0.1:3100" };
    expect(isSameOrigin(headers({ ...host, origin: "http://127.0.0.1:3101" }), APP_URL)).toBe(
      false,
    );
    expect(isSameOrigin(headers({ ...host, origin: "http://localhost:3100" }), APP_URL)).toBe(
      false,
    );
    expect(isSameOrigin(headers({ ...host, "sec-fetch-site": "same-site" }), APP_URL)).toBe(false);
    expect(isSameOrigin(headers({ ...host, origin: "null" }), APP_URL)).toBe(false);
    expect(isSameOrigin(headers(host), APP_URL)).toBe(false);
    // The app's own host over plain http, with a Host that matches: a downgraded copy.
    const downgraded = { host: "app.example.com", origin: "http://app.example.com" };
    expect(isSameOrigin(headers(downgraded), APP_URL)).toBe(false);
  });

  it("lets /api/trpc take JSON only, and cookie-authenticated JSON from the app's origin only", () => {
    const json = { "content-type": "application/json", host: "app.example.com" };
    const form = { "content-type": "multipart/form-data; boundary=x", cookie: SESSION };
    expect(refuseApiPost(headers(form), APP_URL)).toEqual({
      status: 415,
      code: "UNSUPPORTED_MEDIA_TYPE",
    });
    expect(refuseApiPost(headers({ "content-type": "text/plain" }), APP_URL)?.status).toBe(415);
    expect(
      refuseApiPost(headers({ ...json, cookie: SESSION, origin: "https://evil.example" }), APP_URL),
    ).toEqual({
      status: 403,
      code: "FORBIDDEN",
    });
    expect(
      refuseApiPost(headers({ ...json, cookie: SESSION, origin: APP_URL }), APP_URL),
    ).toBeNull();
    // No session cookie (sign-in from a new browser) or a Bearer token (mobile): no origin needed.
    expect(refuseApiPost(headers(json), APP_URL)).toBeNull();
    expect(
      refuseApiPost(headers({ ...json, cookie: SESSION, authorization: "Bearer t" }), APP_URL),
    ).toBeNull();
  });

  it("refuses other posts only when the cookie authenticates them from elsewhere", () => {
    const form = { "content-type": "application/x-www-form-urlencoded" };
    expect(
      refuseCrossOrigin(headers({ ...form, origin: "https://evil.example" }), APP_URL),
    ).toBeNull();
    expect(
      refuseCrossOrigin(
        headers({ ...form, cookie: SESSION, origin: "https://evil.example" }),
        APP_URL,
      )?.status,
    ).toBe(403);
    expect(
      refuseCrossOrigin(headers({ ...form, cookie: SESSION, origin: APP_URL }), APP_URL),
    ).toBeNull();
  });
});
