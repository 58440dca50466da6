import { describe, expect, it } from "vitest";

import { buildRss, escapeXml, rfc822 } from "./feed";
import { searchPages } from "./search";

describe("RSS feed", () => {
  it("escapes every XML special character", () => {
    expect(escapeXml(`Tom & Jerry <"hi"> 'x'`)).toBe(
      "Tom &amp; Jerry &lt;&quot;hi&quot;&gt; &apos;x&apos;",
    );
  });

  it("writes RSS 2.0 with escaped texts, absolute links and RFC 822 dates", () => {
    const xml = buildRss({
      title: "Blog & news",
      description: "d",
      siteUrl: "https://example.com/blog",
      feedUrl: "https://example.com/blog/feed.xml",
      language: "en",
      items: [
        {
          title: "A <b>bold</b> claim",
          url: "https://example.com/blog/a?x=1&y=2",
          description: "d",
          date: "2026-11-21",
          author: "Ada",
        },
      ],
    });
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"')).toBe(true);
    expect(xml).toContain("<title>Blog &amp; news</title>");
    expect(xml).toContain("<title>A &lt;b&gt;bold&lt;/b&gt; claim</title>");
    expect(xml).toContain("<link>https://example.com/blog/a?x=1&amp;y=2</link>");
    expect(xml).toContain("<pubDate>Sat, 21 Nov 2026 00:00:00 GMT</pubDate>");
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
    expect(rfc822("2026-01-02")).toBe("Fri, 02 Jan 2026 00:00:00 GMT");
  });
});

describe("docs search", () => {
  const pages = [
    { path: "/docs/a", title: "Database", headings: ["Neon"], excerpt: "PGlite and Postgres" },
    { path: "/docs/b", title: "Deployment", headings: ["Database URL"], excerpt: "Ship it" },
    { path: "/docs/c", title: "Email", headings: [], excerpt: "Resend" },
  ];

  it("matches every word in title, headings or excerpt, title matches first", () => {
    expect(searchPages(pages, "database").map((p) => p.path)).toEqual(["/docs/a", "/docs/b"]);
    expect(searchPages(pages, "DATABASE url").map((p) => p.path)).toEqual(["/docs/b"]);
    expect(searchPages(pages, "  ")).toEqual([]);
    expect(searchPages(pages, "nothing")).toEqual([]);
  });
});

describe("escapeXml", () => {
  it("drops control characters XML cannot hold and keeps tabs and newlines", () => {
    expect(escapeXml("a\u0000b\u0007c\td\ne")).toBe("abc\td\ne");
  });
});
