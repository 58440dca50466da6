import { setRequestLocale } from "next-intl/server";

import { isLocale } from "@teamkit/i18n";

/**
 * The layout of each content route with a `not-found.tsx` ([slug], [...path]). Next renders a
 * segment's not-found next to its page, not below the locale layout's `setRequestLocale`, so
 * without this the translated 404 would read the locale from request headers and make every page
 * of the route dynamic. Setting it here keeps the route static.
 */
export default async function LocaleSegmentLayout({
  children,
  params,
}: {
  children: React.ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const { locale } = await params;
  if (isLocale(locale)) setRequestLocale(locale);
  return children;
}
