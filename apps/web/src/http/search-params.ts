import type { Locale } from "@teamkit/i18n";

/** Search params as a page receives them. */
export type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** The props of a page under `[locale]`. */
export type LocalePageProps = { params: Promise<{ locale: Locale }>; searchParams: SearchParams };

/** One search param as a string: the first of repeated ones, undefined when missing or empty. */
export function searchParam(params: Awaited<SearchParams>, name: string): string | undefined {
  const value = params[name];
  const first = Array.isArray(value) ? value[0] : value;
  return first || undefined;
}
