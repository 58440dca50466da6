import { Feed } from "feed";

const DUBLIN_CORE = "http://purl.org/dc/elements/1.1/";

export interface FeedItem {
  title: string;
  url: string;
  description: string;
  /** YYYY-MM-DD */
  date: string;
  author: string;
}

const midnightUtc = (date: string) => new Date(`${date}T00:00:00Z`);

/** An RSS 2.0 document, newest item first; every link absolute. */
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
  const newest = items[0]?.date;
  const feed = new Feed({
    id: siteUrl,
    title,
    description,
    link: siteUrl,
    language,
    feedLinks: { rss: feedUrl },
    generator: false,
    ...(newest ? { updated: midnightUtc(newest) } : {}),
  });
  for (const item of items) {
    feed.addItem({
      title: item.title,
      link: item.url,
      description: item.description,
      date: midnightUtc(item.date),
      // RSS's own <author> must be an e-mail address; a name goes in Dublin Core's creator,
      // declared on the element because the library only declares the namespaces it writes.
      extensions: [
        {
          name: "dc:creator",
          objects: { _attributes: { "xmlns:dc": DUBLIN_CORE }, _text: item.author },
        },
      ],
    });
  }
  return feed.rss2();
}
