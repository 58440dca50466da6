/** Escapes text for XML character data and attribute values. */
export function escapeXml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;")
    .split("")
    .filter(isXmlChar)
    .join("");
}

/** XML 1.0 allows no control characters but tab, line feed and carriage return. */
function isXmlChar(char: string): boolean {
  const code = char.charCodeAt(0);
  return code >= 0x20 || code === 0x09 || code === 0x0a || code === 0x0d;
}

export interface FeedItem {
  title: string;
  url: string;
  description: string;
  /** YYYY-MM-DD */
  date: string;
  author: string;
}

/** A YYYY-MM-DD date as RFC 822 (RSS 2.0's date format), at midnight UTC. */
export function rfc822(date: string): string {
  return new Date(`${date}T00:00:00Z`).toUTCString();
}

/** An RSS 2.0 document; every text is escaped, every link absolute. */
export function buildRss({
  title,
  description,
  siteUrl,
  feedUrl,
  language,
  items,
}: {
  title: string;
  description: string;
  siteUrl: string;
  feedUrl: string;
  language: string;
  items: FeedItem[];
}): string {
  const tag = (name: string, value: string) => `<${name}>${escapeXml(value)}</${name}>`;
  const newest = items[0]?.date;
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">`,
    `<channel>`,
    tag("title", title),
    tag("link", siteUrl),
    tag("description", description),
    tag("language", language),
    `<atom:link href="${escapeXml(feedUrl)}" rel="self" type="application/rss+xml"/>`,
    ...(newest ? [tag("lastBuildDate", rfc822(newest))] : []),
    ...items.map((item) =>
      [
        `<item>`,
        tag("title", item.title),
        tag("link", item.url),
        `<guid isPermaLink="true">${escapeXml(item.url)}</guid>`,
        tag("description", item.description),
        tag("pubDate", rfc822(item.date)),
        tag("dc:creator", item.author),
        `</item>`,
      ].join(""),
    ),
    `</channel>`,
    `</rss>`,
    "",
  ].join("\n");
}
