import type { Metadata } from "next";

import { notFound } from "next/navigation";

import type { Locale } from "@teamkit/i18n";
import { isLocale, LOCALES } from "@teamkit/i18n";

import type { Collection } from "./collections";
import type { ContentEntry } from "./loader";
import { getEntry, listEntries } from "./loader";
import { pageMetadata } from "./site";

export function entrySlugs(collection: Collection, locale: string): string[] {
  return isLocale(locale) ? listEntries(collection, locale).map((entry) => entry.slug) : [];
}

/** The props of a page under `[locale]/…/[slug]`. */
export type EntryPageProps = { params: Promise<{ locale: Locale; slug: string }> };

/** A `[slug]` page's `generateStaticParams`: the collection's entries in the page's locale. */
export function entrySlugParams(collection: Collection) {
  return ({ params }: { params: { locale: string } }) =>
    entrySlugs(collection, params.locale).map((slug) => ({ slug }));
}

/** A `[slug]` page's `generateMetadata`, from its entry. */
export function entryPageMetadata<C extends Collection>(
  collection: C,
  extra?: (entry: ContentEntry<C>) => Partial<Parameters<typeof pageMetadata>[0]>,
) {
  return async ({ params }: EntryPageProps): Promise<Metadata> => {
    const { locale, slug } = await params;
    return entryMetadata(collection, locale, slug, extra);
  };
}

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

/** `notFound()` only satisfies the types: the proxy answers unknown slugs before any page runs. */
export function requireEntry<C extends Collection>(
  collection: C,
  locale: Locale,
  slug: string,
): ContentEntry<C> {
  return getEntry(collection, locale, slug) ?? notFound();
}

export function localeParams(): { locale: Locale }[] {
  return LOCALES.map((locale) => ({ locale }));
}

export function perLocale(respond: (locale: Locale) => Response) {
  return async (_request: Request, { params }: { params: Promise<{ locale: string }> }) => {
    const { locale } = await params;
    return isLocale(locale) ? respond(locale) : new Response(null, { status: 404 });
  };
}
