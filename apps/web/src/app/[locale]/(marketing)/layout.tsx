import { NextIntlClientProvider } from "next-intl";
import { setRequestLocale } from "next-intl/server";
import { notFound } from "next/navigation";

import { isLocale } from "@teamkit/i18n";

import { SiteChrome } from "~/components/marketing/site-chrome";
import { clientMessages } from "~/i18n/client-messages";

/** The marketing layout: public pages, static in both languages. */
export default async function MarketingLayout({
  children,
  params,
}: {
  children: React.ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const { locale } = await params;
  // Answer 404 before any translation is read: otherwise next-intl would look for the locale in
  // the request headers, and a static route may not read headers (e.g. /favicon.ico lands here).
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  return (
    <NextIntlClientProvider messages={clientMessages(locale, "marketing")}>
      <SiteChrome>{children}</SiteChrome>
    </NextIntlClientProvider>
  );
}
