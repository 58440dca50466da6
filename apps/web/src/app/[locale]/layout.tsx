import type { Metadata } from "next";

import { hasLocale, NextIntlClientProvider } from "next-intl";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { notFound } from "next/navigation";

import { APP_TITLE } from "@teamkit/i18n";
import { colorModeScript } from "@teamkit/ui/color-mode-script";

import { BuildWatcher } from "~/components/build-watcher";
import { HeadScript } from "~/components/head-script";
import { PageViewTracker } from "~/components/page-view-tracker";
import { clientMessages } from "~/i18n/client-messages";
import { routing } from "~/i18n/routing";

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

/** Otherwise `/wp-login.php` would match as a locale and end in Next's untranslated 404. */
export const dynamicParams = false;

export async function generateMetadata({
  params,
}: {
  params: Promise<{ locale: string }>;
}): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: "metadata" });
  // "{page} | Teamkit", or "Teamkit" alone (see pageTitle in @teamkit/i18n).
  return {
    title: { template: `%s | ${APP_TITLE}`, default: APP_TITLE },
    description: t("description"),
  };
}

export default async function LocaleLayout({
  children,
  params,
}: {
  children: React.ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  return (
    // The inline script sets the color mode class before the first paint (no flash); React
    // hydrates an <html> whose class it did not render, hence suppressHydrationWarning.
    <html lang={locale} suppressHydrationWarning>
      <head>
        <HeadScript source={colorModeScript()} />
      </head>
      <body className="min-h-dvh">
        {/* Client components get only the messages they show (see client-messages.ts). */}
        <NextIntlClientProvider messages={clientMessages(locale)}>
          {children}
          <PageViewTracker />
          <BuildWatcher />
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
