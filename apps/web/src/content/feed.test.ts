import { describe, expect, it } from "vitest";

import { buildRss } from "./feed";
import { searchPages } from "./search";

describe("RSS feed", () => {
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
        author: "Tom & Jerry",
      },
      {
        title: "Older",
        url: "https://example.com/blog/b",
        description: "d",
        date: "2026-01-02",
        author: "Ada",
      },
    ],
  });

  it("writes RSS 2.0 with escaped texts and absolute links", () => {
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="utf-8"\?>\n<rss version="2.0"/);
    expect(xml).toContain("<title>Blog &amp; news</title>");
    expect(xml).toContain("<title><![CDATA[A <b>bold</b> claim]]></title>");
    expect(xml).toContain("<link>https://example.com/blog/a?x=1&amp;y=2</link>");
    expect(xml).toContain('<guid isPermaLink="true">https://example.com/blog/a?x=1&amp;y=2</guid>');
    expect(xml).toContain(
      '<atom:link href="https://example.com/blog/feed.xml" rel="self" type="application/rss+xml"/>',
    );
    expect(xml).toContain("<language>en</language>");
    expect(xml).not.toContain("<generator>");
  });

  it("dates items at midnight UTC in RFC 822 and the feed by its newest item", () => {
    expect(xml).toContain("<pubDate>Sat, 21 Nov 2026 00:00:00 GMT</pubDate>");
    expect(xml).toContain("<pubDate>Fri, 02 Jan 2026 00:00:00 GMT</pubDate>");
    expect(xml).toContain("<lastBuildDate>Sat, 21 Nov 2026 00:00:00 GMT</lastBuildDate>");
  });

  it("names the author with Dublin Core's creator, its namespace declared", () => {
    expect(xml).toContain(
      '<dc:creator xmlns:dc="http://purl.org/dc/elements/1.1/">Tom &amp; Jerry</dc:creator>',
    );
    expect(xml).not.toContain("<author>");
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
