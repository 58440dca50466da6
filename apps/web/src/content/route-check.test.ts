import { describe, expect, it } from "vitest";

import { isUnknownContentPage, notFoundKind } from "./route-check";

/** Expects `isUnknownContentPage` to answer `unknown` for each of these paths, by locale. */
function expectUnknown(unknown: boolean, pages: { en?: string[]; de?: string[] }) {
  for (const locale of ["en", "de"] as const)
    for (const path of pages[locale] ?? [])
      expect(isUnknownContentPage(locale, path), `${locale} ${path}`).toBe(unknown);
}

// Runs against the real content folder (vitest runs in apps/web, like next start).
describe("isUnknownContentPage", () => {
  it("knows the pages that exist, in both languages, and German fallbacks to English", () => {
    expectUnknown(false, {
      en: [
        "/blog/introducing-teamkit",
        "/docs/getting-started",
        "/legal/privacy",
        "/legal/privacy/",
      ],
      de: ["/blog/introducing-teamkit", "/docs/architecture/api"],
    });
  });

  it("knows the docs' folders (each leads to its first page), not the blog's or legal's", () => {
    expectUnknown(false, { en: ["/docs/architecture", "/docs/configuration/"] });
    expectUnknown(false, { de: ["/docs/architecture"] });
    expectUnknown(true, { en: ["/docs/architectur", "/blog/en", "/legal/en"] });
  });

  it("flags unknown posts, docs and legal pages", () => {
    expectUnknown(true, {
      en: [
        "/blog/no-such-post",
        "/legal/cookies",
        "/blog/introducing-teamkit/extra",
        "/blog/../../package",
        "/docs/Getting-Started",
      ],
      de: ["/docs/architecture/nope"],
    });
  });

  it("leaves index pages, feeds and other routes alone", () => {
    expectUnknown(false, {
      en: ["/blog", "/docs", "/changelog", "/pricing", "/", "/app/dashboard"],
    });
    expectUnknown(false, { en: ["/blog/feed.xml", "/docs/search-index.json"] });
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
