import type { MetadataRoute } from "next";

import type { Locale } from "@teamkit/i18n";
import { LOCALES } from "@teamkit/i18n";

import type { Collection } from "~/content/collections";
import { listEntries } from "~/content/loader";
import { absoluteUrl } from "~/content/site";

type Page = { pathname: string; lastModified?: string };

/** Public pages outside the content collections. */
const STATIC_PAGES = ["/", "/pricing", "/blog", "/changelog"];

/** The route of each collection's pages (the changelog is one page, listed above). */
const COLLECTION_ROUTES: Partial<Record<Collection, string>> = {
  blog: "/blog",
  docs: "/docs",
  legal: "/legal",
};

function pagesIn(locale: Locale): Page[] {
  const pages: Page[] = STATIC_PAGES.map((pathname) => ({ pathname }));
  for (const [collection, base] of Object.entries(COLLECTION_ROUTES) as [Collection, string][]) {
    for (const entry of listEntries(collection, locale)) {
      const date = "date" in entry.metadata ? entry.metadata.date : undefined;
      pages.push({ pathname: `${base}/${entry.slug}`, lastModified: date });
    }
  }
  return pages;
}

/** sitemap.xml: every marketing page in every language, each with its hreflang alternates. */
export default function sitemap(): MetadataRoute.Sitemap {
  const byLocale = new Map(LOCALES.map((locale) => [locale, pagesIn(locale)] as const));
  return LOCALES.flatMap((locale) =>
    (byLocale.get(locale) ?? []).map(({ pathname, lastModified }) => {
      const languages = Object.fromEntries(
        LOCALES.filter((l) => byLocale.get(l)?.some((p) => p.pathname === pathname)).map((l) => [
          l,
          absoluteUrl(pathname, l),
        ]),
      );
      return {
        url: absoluteUrl(pathname, locale),
        ...(lastModified ? { lastModified } : {}),
        alternates: {
          languages: { ...languages, "x-default": languages.en ?? absoluteUrl(pathname, locale) },
        },
      };
    }),
  );
}
