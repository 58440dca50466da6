import { unstable_doesMiddlewareMatch } from "next/experimental/testing/server";
import { describe, expect, it, vi } from "vitest";

import { LOCALE_COOKIE } from "@teamkit/i18n";

import { NONCE_PAGES } from "./http/csp";
import {
  NOT_FOUND_REWRITE_HEADER,
  PAGE_PATH_HEADER,
  ROUTE_NOT_FOUND_HEADER,
} from "./http/request-headers";
import { config } from "./proxy";

// Only the exported matcher is under test; next-intl's middleware does not load under Vitest.
vi.mock("next-intl/middleware", () => ({ default: () => () => undefined }));

type Request = { headers?: Record<string, string>; cookies?: Record<string, string> };

const runs = (url: string, request: Request = {}) =>
  unstable_doesMiddlewareMatch({ config, url: `http://localhost${url}`, ...request });

const ENGLISH_BROWSER = { "accept-language": "en-US,en;q=0.9" };

describe("when the locale proxy runs", () => {
  it("skips English marketing pages that have nothing to negotiate", () => {
    for (const url of ["/", "/pricing", "/blog", "/docs", "/changelog", "/blog?page=2"]) {
      expect(runs(url), url).toBe(false);
      expect(runs(url, { headers: ENGLISH_BROWSER }), url).toBe(false);
      expect(runs(url, { cookies: { [LOCALE_COOKIE]: "en" } }), url).toBe(false);
    }
    // Paths that only start like a locale are English pages too.
    expect(runs("/enterprise")).toBe(false);
    expect(runs("/design")).toBe(false);
  });

  it("runs on locale-prefixed paths", () => {
    for (const url of ["/de", "/de/pricing", "/de/app/dashboard", "/en", "/en/pricing"])
      expect(runs(url), url).toBe(true);
  });

  it("runs where a 404 is decided: content pages with a parameter and the dev pages", () => {
    for (const url of ["/blog/some-post", "/docs/a/b/c", "/legal/imprint", "/dev", "/dev/mailbox"])
      expect(runs(url), url).toBe(true);
    expect(runs("/docs")).toBe(false);
  });

  it("runs when the browser asks for German anywhere in its list, unless an English cookie wins", () => {
    for (const language of ["de", "de-DE,de;q=0.9", "en-US,en;q=0.9,de;q=0.8", "fr, DE-at"])
      expect(runs("/", { headers: { "accept-language": language } }), language).toBe(true);
    for (const language of ["en-DE", "fr-FR,fr;q=0.9", "*", "dense"])
      expect(runs("/", { headers: { "accept-language": language } }), language).toBe(false);
    expect(
      runs("/pricing", {
        headers: { "accept-language": "de" },
        cookies: { [LOCALE_COOKIE]: "en" },
      }),
    ).toBe(false);
  });

  it("runs when the locale cookie holds anything but English", () => {
    expect(runs("/pricing", { cookies: { [LOCALE_COOKIE]: "de" } })).toBe(true);
    expect(runs("/pricing", { cookies: { [LOCALE_COOKIE]: "xx" } })).toBe(true);
  });

  it("runs to strip a 404 or page header sent by the client", () => {
    expect(runs("/pricing", { headers: { [ROUTE_NOT_FOUND_HEADER]: "1" } })).toBe(true);
    expect(runs("/pricing", { headers: { [NOT_FOUND_REWRITE_HEADER]: "route" } })).toBe(true);
    expect(runs("/goodbye", { headers: { [PAGE_PATH_HEADER]: "/app/tasks" } })).toBe(true);
  });

  it("runs on every page rendered per request, which gets a nonce there", () => {
    for (const url of [
      "/app",
      "/app/dashboard",
      "/auth/login?next=%2F",
      "/auth/signup",
      "/onboarding",
      "/team/invitation",
      "/newsletter/confirm",
      "/dev/mailbox",
    ]) {
      expect(runs(url), url).toBe(true);
      expect(NONCE_PAGES.test(new URL(url, "http://localhost").pathname), url).toBe(true);
    }
    // Static pages must never get a nonce policy: their prerendered scripts carry none.
    for (const url of ["/", "/pricing", "/docs/getting-started", "/blog", "/legal/imprint"])
      expect(NONCE_PAGES.test(url), url).toBe(false);
    expect(NONCE_PAGES.test("/application")).toBe(false);
  });

  it("runs on a server-action post to any page, to check its body", () => {
    expect(runs("/", { headers: { "next-action": "abc" } })).toBe(true);
    expect(runs("/pricing", { headers: { "next-action": "abc" } })).toBe(true);
  });

  it("never runs on API routes, Next internals or files", () => {
    const german = { headers: { "accept-language": "de" }, cookies: { [LOCALE_COOKIE]: "de" } };
    for (const url of [
      "/api/trpc/health",
      "/_next/static/chunks/main.js",
      "/robots.txt",
      "/blog/feed.xml",
      "/de/blog/feed.xml",
      "/docs/search-index.json",
      "/icon.svg",
    ])
      expect(runs(url, german), url).toBe(false);
  });
});
