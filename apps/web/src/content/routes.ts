import type { Metadata } from "next";

import { notFound } from "next/navigation";

import type { Locale } from "@teamkit/i18n";
import { isLocale, LOCALES } from "@teamkit/i18n";

import type { Collection } from "./collections";
import type { ContentEntry } from "./loader";
import { getEntry, listEntries } from "./loader";
import { pageMetadata } from "./site";

/** The slugs a content route prerenders in one locale: its own pages and the English ones it lacks. */
export function entrySlugs(collection: Collection, locale: string): string[] {
  return isLocale(locale) ? listEntries(collection, locale).map((entry) => entry.slug) : [];
}

/**
 * A content page's metadata from its frontmatter; `extra` adds to it (a post's date and author).
 * Empty for a slug no locale has, which the proxy has already answered with the route's 404.
 */
export function entryMetadata<C extends Collection>(
  collection: C,
  locale: Locale,
  slug: string,
  extra?: (entry: ContentEntry<C>) => Partial<Parameters<typeof pageMetadata>[0]>,
): Metadata {
  const entry = getEntry(collection, locale, slug);
  if (!entry) return {};
  return pageMetadata({
    locale,
    pathname: `/${collection}/${slug}`,
    title: entry.metadata.title,
    description: entry.metadata.description,
    ...extra?.(entry),
  });
}

/** The entry a content page renders; `notFound()` only satisfies the types (see `entryMetadata`). */
export function requireEntry<C extends Collection>(
  collection: C,
  locale: Locale,
  slug: string,
): ContentEntry<C> {
  return getEntry(collection, locale, slug) ?? notFound();
}

/** `generateStaticParams` of a file route prerendered once per locale (the feed, the search index). */
export function localeParams(): { locale: Locale }[] {
  return LOCALES.map((locale) => ({ locale }));
}

/** A file route's GET handler for one locale's file; 404 for anything else. */
export function perLocale(respond: (locale: Locale) => Response) {
  return async (_request: Request, { params }: { params: Promise<{ locale: string }> }) => {
    const { locale } = await params;
    return isLocale(locale) ? respond(locale) : new Response(null, { status: 404 });
  };
}
