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
  // `[locale]` only takes the locales that exist (dynamicParams = false in its layout); the check
  // narrows the type and would answer 404 before any translation is read if that ever changed.
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  return (
    <NextIntlClientProvider messages={clientMessages(locale, "marketing")}>
      <SiteChrome>{children}</SiteChrome>
    </NextIntlClientProvider>
  );
}
