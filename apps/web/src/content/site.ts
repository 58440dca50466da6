import type { Metadata } from "next";

import type { Locale } from "@teamkit/i18n";
import { appUrl } from "@teamkit/api/base-env";
import { APP_TITLE, DEFAULT_LOCALE, LOCALES, localizedPath } from "@teamkit/i18n";

import { ogCardPath } from "~/og/cards";

/**
 * The public origin for absolute URLs (canonical links, sitemap, feeds) is `APP_URL`. Marketing
 * pages are static, so it is the value at build time: build with the production `APP_URL`.
 */
export { appUrl };

/** An absolute URL for a path in a locale. */
export function absoluteUrl(pathname: string, locale: Locale = DEFAULT_LOCALE): string {
  return `${appUrl()}${localizedPath(locale, pathname)}`;
}

/** hreflang URLs of a page: every locale plus x-default (English). */
export function languageAlternates(pathname: string): Record<Locale | "x-default", string> {
  return {
    ...(Object.fromEntries(LOCALES.map((l) => [l, absoluteUrl(pathname, l)])) as Record<
      Locale,
      string
    >),
    "x-default": absoluteUrl(pathname, DEFAULT_LOCALE),
  };
}

const OG_LOCALES: Record<Locale, string> = { en: "en_US", de: "de_DE" };

/**
 * Metadata of a public page: title (the layout's template adds " | Teamkit"), description,
 * canonical and hreflang alternates, Open Graph. `title` undefined keeps the app title alone. The
 * Open Graph image is the page's PNG card (app/api/og), drawn at build time.
 */
export function pageMetadata({
  locale,
  pathname,
  title,
  description,
  type = "website",
  publishedTime,
  authors,
}: {
  locale: Locale;
  pathname: string;
  title?: string;
  description: string;
  type?: "website" | "article";
  publishedTime?: string;
  authors?: string[];
}): Metadata {
  const url = absoluteUrl(pathname, locale);
  return {
    ...(title ? { title } : {}),
    description,
    alternates: { canonical: url, languages: languageAlternates(pathname) },
    openGraph: {
      title: title ?? APP_TITLE,
      description,
      url,
      siteName: APP_TITLE,
      locale: OG_LOCALES[locale],
      alternateLocale: LOCALES.filter((l) => l !== locale).map((l) => OG_LOCALES[l]),
      images: [
        {
          url: `${appUrl()}${ogCardPath(locale, pathname)}`,
          width: 1200,
          height: 630,
          alt: title ?? APP_TITLE,
        },
      ],
      ...(type === "article"
        ? { type: "article" as const, ...(publishedTime ? { publishedTime } : {}), authors }
        : { type: "website" as const }),
    },
  };
}
