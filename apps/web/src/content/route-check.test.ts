import { describe, expect, it } from "vitest";

import { isUnknownContentPage, notFoundKind } from "./route-check";

// Runs against the real content folder (vitest runs in apps/web, like next start).
describe("isUnknownContentPage", () => {
  it.each([
    ["en", "/blog/introducing-teamkit"],
    ["de", "/blog/introducing-teamkit"],
    ["en", "/docs/getting-started"],
    ["de", "/docs/architecture/api"],
    ["en", "/legal/privacy"],
    ["en", "/legal/privacy/"],
  ] as const)("knows the existing page %s %s (German falls back to English)", (locale, path) => {
    expect(isUnknownContentPage(locale, path)).toBe(false);
  });

  it.each([
    ["en", "/blog/no-such-post"],
    ["de", "/docs/architecture/nope"],
    ["en", "/legal/cookies"],
    ["en", "/blog/introducing-teamkit/extra"],
    ["en", "/blog/../../package"],
    ["en", "/docs/Getting-Started"],
  ] as const)("flags the unknown post, doc or legal page %s %s", (locale, path) => {
    expect(isUnknownContentPage(locale, path)).toBe(true);
  });

  it("leaves index pages, feeds and other routes alone", () => {
    for (const path of ["/blog", "/docs", "/changelog", "/pricing", "/", "/app/dashboard"])
      expect(isUnknownContentPage("en", path)).toBe(false);
    expect(isUnknownContentPage("en", "/blog/feed.xml")).toBe(false);
    expect(isUnknownContentPage("en", "/docs/search-index.json")).toBe(false);
  });
});

describe("notFoundKind", () => {
  it("hides the dev pages while local services are off", () => {
    expect(notFoundKind("en", "/dev/mailbox", { localServices: () => false })).toBe("unmatched");
    expect(notFoundKind("de", "/dev/error", { localServices: () => false })).toBe("unmatched");
    expect(notFoundKind("en", "/dev", { localServices: () => false })).toBe("unmatched");
    expect(notFoundKind("en", "/dev/mailbox", { localServices: () => true })).toBeNull();
    expect(notFoundKind("en", "/developers", { localServices: () => false })).toBeNull();
  });

  it("gives unknown content pages the route's own 404", () => {
    expect(notFoundKind("en", "/blog/no-such-post", { localServices: () => true })).toBe("route");
    expect(
      notFoundKind("en", "/blog/introducing-teamkit", { localServices: () => false }),
    ).toBeNull();
  });
});
