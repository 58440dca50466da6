import type { Locale } from "@teamkit/i18n";

import type { Collection } from "./collections";
import { entryLocale, isDocsFolder } from "./exists";

const CONTENT_ROUTE = /^\/(blog|docs|legal)\/(.+)$/;
const FEEDS = new Set(["/blog/feed.xml", "/docs/search-index.json"]);

/** True for an unknown blog post, docs page or legal page; `pathname` has no locale prefix. */
export function isUnknownContentPage(locale: Locale, pathname: string): boolean {
  if (FEEDS.has(pathname)) return false;
  const match = CONTENT_ROUTE.exec(pathname.replace(/\/+$/, ""));
  if (!match) return false;
  const [, collection, slug] = match as unknown as [string, Collection, string];
  // Only docs nest: blog/a/b or legal/a/b matches no route at all (an unmatched path), but the
  // visitor still asked for a page of that route, so it reads as the route's 404 as well.
  if (entryLocale(collection, locale, slug) !== null) return false;
  return !(collection === "docs" && isDocsFolder(locale, slug));
}

const DEV_PAGES = /^\/dev(\/|$)/;

/** The links a newsletter mail holds, each a `newsletter/[kind]` page. */
export const NEWSLETTER_LINK_KINDS = ["confirm", "unsubscribe"] as const;
export type NewsletterLinkKind = (typeof NEWSLETTER_LINK_KINDS)[number];
const NEWSLETTER_PAGE = /^\/newsletter\/([^/]+)\/?$/;

export function isNewsletterLinkKind(kind: string): kind is NewsletterLinkKind {
  return (NEWSLETTER_LINK_KINDS as readonly string[]).includes(kind);
}

/**
 * Which 404 a path gets before any page renders: `"route"` (the route's own "Page Not Found") for
 * an unknown content page, `"unmatched"` for a dev page while local services are off and for a
 * newsletter link of no kind there is.
 */
export function notFoundKind(
  locale: Locale,
  pathname: string,
  { localServices }: { localServices: () => boolean },
): "route" | "unmatched" | null {
  if (DEV_PAGES.test(pathname) && !localServices()) return "unmatched";
  const newsletterKind = NEWSLETTER_PAGE.exec(pathname)?.[1];
  if (newsletterKind !== undefined && !isNewsletterLinkKind(newsletterKind)) return "unmatched";
  return isUnknownContentPage(locale, pathname) ? "route" : null;
}
