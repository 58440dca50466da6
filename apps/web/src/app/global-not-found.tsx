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
 * The 404 of every unmatched path, rendered on the server as a whole document in the visitor's
 * language, inside the public site's header and footer. Content routes whose own validation fails
 * land here too: the proxy rewrites an unknown blog, docs or legal path to an unmatched one and
 * marks it, so the heading reads "Page Not Found" instead of "Page not found": a route's own
 * validation failing reads differently from an unmatched path.
 *
 * Why not `notFound()` in those routes: Next 16.4 answers a `notFound()` thrown while rendering a
 * route with an empty `<html id="__next_error__">` shell that only the browser fills in
 * (vercel/next.js#62228). And why not the root not-found.tsx: it is part of every page's tree, so
 * reading the request there would make every static page dynamic.
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
