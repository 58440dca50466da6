import type { Metadata } from "next";

import { getTranslations } from "next-intl/server";

import type { Locale } from "@teamkit/i18n";

import type { LocalePageProps, SearchParams } from "~/http/search-params";

function authTranslator(locale: Locale) {
  return getTranslations({ locale, namespace: "auth" });
}

/** `generateMetadata` for a page under `/auth`: `title` picks its title, by the query if need be. */
export function authPageTitle(
  title: (t: Awaited<ReturnType<typeof authTranslator>>, query: Awaited<SearchParams>) => string,
) {
  return async ({ params, searchParams }: LocalePageProps): Promise<Metadata> => {
    const { locale } = await params;
    return { title: title(await authTranslator(locale), await searchParams) };
  };
}
