import type { Locale } from "@teamkit/i18n";

import type { Collection } from "./collections";
import { entryLocale } from "./exists";

/** The content routes with a parameter, and the collection each one reads. */
const CONTENT_ROUTE = /^\/(blog|docs|legal)\/(.+)$/;
const FEEDS = new Set(["/blog/feed.xml", "/docs/search-index.json"]);

/**
 * True when `pathname` (without its locale prefix) is a content page that does not exist: an
 * unknown blog post, docs page or legal page. The index pages and the feeds are not content pages.
 */
export function isUnknownContentPage(locale: Locale, pathname: string): boolean {
  if (FEEDS.has(pathname)) return false;
  const match = CONTENT_ROUTE.exec(pathname.replace(/\/+$/, ""));
  if (!match) return false;
  const [, collection, slug] = match as unknown as [string, Collection, string];
  // Only docs nest: blog/a/b or legal/a/b matches no route at all (an unmatched path), but the
  // visitor still asked for a page of that route, so it reads as the route's 404 as well.
  return entryLocale(collection, locale, slug) === null;
}

/** Pages that exist only while local services are on (mailbox, error demo). */
const DEV_PAGES = /^\/dev(\/|$)/;

/**
 * Which 404 a path gets before any page renders, or null when its page should render:
 * `"route"` for an unknown content page (the route's own "Page Not Found"), `"unmatched"` for a
 * dev page while local services are off (as if the path did not exist: "Page not found").
 */
export function notFoundKind(
  locale: Locale,
  pathname: string,
  { localServices }: { localServices: () => boolean },
): "route" | "unmatched" | null {
  if (DEV_PAGES.test(pathname) && !localServices()) return "unmatched";
  return isUnknownContentPage(locale, pathname) ? "route" : null;
}
