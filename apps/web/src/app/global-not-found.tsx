import "./globals.css";

import { NextIntlClientProvider } from "next-intl";
import { getLocale, getTranslations, setRequestLocale } from "next-intl/server";
import { headers } from "next/headers";

import { APP_TITLE, isLocale } from "@teamkit/i18n";
import { colorModeScript } from "@teamkit/ui/color-mode-script";

import { SiteChrome } from "~/components/marketing/site-chrome";
import { NotFoundView } from "~/components/not-found-view";
import { ROUTE_NOT_FOUND_HEADER } from "~/http/request-headers";
import { clientMessages } from "~/i18n/client-messages";
import { routing } from "~/i18n/routing";

/**
 * Every unmatched path's 404, in the visitor's language. Routes avoid `notFound()`: it answers an
 * empty shell (vercel/next.js#62228).
 */
export default async function GlobalNotFound() {
  const requested = await getLocale();
  const locale = isLocale(requested) ? requested : routing.defaultLocale;
  setRequestLocale(locale);
  const routeNotFound = (await headers()).has(ROUTE_NOT_FOUND_HEADER);
  const t = await getTranslations();
  const title = routeNotFound ? t("errors.notFoundRoute") : t("errors.notFound");
  return (
    <html lang={locale} suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: colorModeScript() }} />
        <title>{`${title} | ${APP_TITLE}`}</title>
        <meta name="robots" content="noindex" />
      </head>
      <body className="min-h-dvh">
        <NextIntlClientProvider locale={locale} messages={clientMessages(locale)}>
          <SiteChrome>
            <NotFoundView locale={locale} title={title} goToHomepage={t("common.goToHomepage")} />
          </SiteChrome>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
