import { describe, expect, it } from "vitest";

import { isUnknownContentPage, notFoundKind } from "./route-check";

// Runs against the real content folder (vitest runs in apps/web, like next start).
describe("isUnknownContentPage", () => {
  // Pages that exist, in both languages and as German fallbacks to English; then unknown posts,
  // docs and legal pages.
  it.each([
    ["en", "/blog/introducing-teamkit", false],
    ["de", "/blog/introducing-teamkit", false],
    ["en", "/docs/getting-started", false],
    ["de", "/docs/architecture/api", false],
    ["en", "/legal/privacy", false],
    ["en", "/legal/privacy/", false],
    ["en", "/blog/no-such-post", true],
    ["de", "/docs/architecture/nope", true],
    ["en", "/legal/cookies", true],
    ["en", "/blog/introducing-teamkit/extra", true],
    ["en", "/blog/../../package", true],
    ["en", "/docs/Getting-Started", true],
  ] as const)("%s %s is unknown: %s", (locale, path, unknown) => {
    expect(isUnknownContentPage(locale, path)).toBe(unknown);
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
