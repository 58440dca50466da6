import { describe, expect, it } from "vitest";

import { isUnknownContentPage, notFoundKind } from "./route-check";

// Runs against the real content folder (vitest runs in apps/web, like next start).
describe("isUnknownContentPage", () => {
  it("knows the pages that exist, in both languages, and German fallbacks to English", () => {
    expect(isUnknownContentPage("en", "/blog/introducing-teamkit")).toBe(false);
    expect(isUnknownContentPage("de", "/blog/introducing-teamkit")).toBe(false);
    expect(isUnknownContentPage("en", "/docs/getting-started")).toBe(false);
    expect(isUnknownContentPage("de", "/docs/architecture/api")).toBe(false);
    expect(isUnknownContentPage("en", "/legal/privacy")).toBe(false);
    expect(isUnknownContentPage("en", "/legal/privacy/")).toBe(false);
  });

  it("flags unknown posts, docs and legal pages", () => {
    expect(isUnknownContentPage("en", "/blog/no-such-post")).toBe(true);
    expect(isUnknownContentPage("de", "/docs/architecture/nope")).toBe(true);
    expect(isUnknownContentPage("en", "/legal/cookies")).toBe(true);
    expect(isUnknownContentPage("en", "/blog/introducing-teamkit/extra")).toBe(true);
    expect(isUnknownContentPage("en", "/blog/../../package")).toBe(true);
    expect(isUnknownContentPage("en", "/docs/Getting-Started")).toBe(true);
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

  it("leaves the newsletter's link pages alone and hides a newsletter path of no kind", () => {
    const on = { localServices: () => true };
    expect(notFoundKind("en", "/newsletter/confirm", on)).toBeNull();
    expect(notFoundKind("de", "/newsletter/unsubscribe/", on)).toBeNull();
    expect(notFoundKind("en", "/newsletter/subscribe", on)).toBe("unmatched");
    expect(notFoundKind("en", "/newsletter", on)).toBeNull();
  });

  it("gives unknown content pages the route's own 404", () => {
    expect(notFoundKind("en", "/blog/no-such-post", { localServices: () => true })).toBe("route");
    expect(
      notFoundKind("en", "/blog/introducing-teamkit", { localServices: () => false }),
    ).toBeNull();
  });
});
