import { describe, expect, it } from "vitest";

import { LOCALES } from "@teamkit/i18n";

import { cardContent, listCardKeys, ogCardKey, ogCardPath } from "./cards";

describe("Open Graph cards", () => {
  it("names a page's card by its path", () => {
    expect(ogCardKey("/")).toBe("home");
    expect(ogCardKey("/blog/introducing-teamkit")).toBe("blog/introducing-teamkit");
    expect(ogCardPath("de", "/docs/architecture/api")).toBe("/api/og/de/docs/architecture/api");
  });

  it.each(LOCALES)("has a card with a title for every public page in %s", (locale) => {
    const keys = listCardKeys(locale);
    expect(keys).toEqual(expect.arrayContaining(["home", "pricing", "blog", "changelog"]));
    expect(keys.some((key) => key.startsWith("blog/"))).toBe(true);
    expect(keys.some((key) => key.startsWith("docs/"))).toBe(true);
    expect(keys.some((key) => key.startsWith("legal/"))).toBe(true);
    for (const key of keys) expect(cardContent(locale, key)?.title, key).toMatch(/\S/);
  });

  it("draws a blog post with its author and date in the page's language", () => {
    const en = cardContent("en", "blog/introducing-teamkit");
    const de = cardContent("de", "blog/introducing-teamkit");
    expect(en?.footer).toMatch(/ · \w+ \d{1,2}, \d{4}$/);
    expect(de?.footer).toMatch(/ · \d{1,2}\. \S+ \d{4}$/);
  });

  it("has no card for a page that does not exist", () => {
    expect(cardContent("en", "blog/no-such-post")).toBeNull();
    expect(cardContent("en", "admin")).toBeNull();
  });
});
