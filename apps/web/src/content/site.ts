import type { Metadata } from "next";

import type { Locale } from "@teamkit/i18n";
import { appUrl } from "@teamkit/api/base-env";
import { APP_TITLE, DEFAULT_LOCALE, LOCALES, localizedPath } from "@teamkit/i18n";

import { ogCardPath } from "~/og/cards";

// Marketing pages are static: their absolute URLs use `APP_URL` as it was at build time.
export { appUrl };

export function absoluteUrl(pathname: string, locale: Locale = DEFAULT_LOCALE): string {
  return `${appUrl()}${localizedPath(locale, pathname)}`;
}

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

/** `title` undefined keeps the app title alone; the layout's template adds " | Teamkit" to others. */
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

/** A static page's `generateMetadata`: `texts` gives its title and description in a locale. */
export function localePageMetadata(
  pathname: string,
  texts: (locale: Locale) => Promise<{ title?: string; description: string }>,
) {
  return async ({ params }: { params: Promise<{ locale: Locale }> }): Promise<Metadata> => {
    const { locale } = await params;
    return pageMetadata({ locale, pathname, ...(await texts(locale)) });
  };
}
