/** The product's name, used by page titles and mails. Change it here and only here. */
export const APP_TITLE = "Teamkit";

export const LOCALES = ["en", "de"] as const;
export type Locale = (typeof LOCALES)[number];
/** English is the source language and the unprefixed one (`localePrefix: "as-needed"`). */
export const DEFAULT_LOCALE: Locale = "en";

/** The locale cookie: next-intl's name, kept for 365 days instead of the session. */
export const LOCALE_COOKIE = "NEXT_LOCALE";
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/**
 * A path in a locale's URL space: English unprefixed, German under `/de` (`localePrefix:
 * "as-needed"`). `localizedPath("de", "/")` is `/de`, `localizedPath("de", "/pricing")`
 * `/de/pricing`.
 */
export function localizedPath(locale: Locale, pathname: string): string {
  if (locale === DEFAULT_LOCALE) return pathname;
  return pathname === "/" ? `/${locale}` : `/${locale}${pathname}`;
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** "{page} | Teamkit", or "Teamkit" alone when the page has no title. */
export function pageTitle(title?: string | null): string {
  return title ? `${title} | ${APP_TITLE}` : APP_TITLE;
}
