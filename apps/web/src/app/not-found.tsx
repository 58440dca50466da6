import { DEFAULT_LOCALE, getMessages } from "@teamkit/i18n";

import { NotFoundView } from "~/components/not-found-view";

/**
 * The root layout's 404. Visitors do not get here: unmatched paths render global-not-found.tsx,
 * and `[locale]` only takes the locales that exist (`dynamicParams = false`). It still travels in
 * every page's React payload, as the boundary around the root layout's children, and without this
 * file that would be Next's own English 404 with its inline styles (1.3 kB a page). It reads no
 * request, so static pages stay static, and speaks the default language.
 */
export default function RootNotFound() {
  const messages = getMessages(DEFAULT_LOCALE);
  return (
    <html lang={DEFAULT_LOCALE}>
      <body className="min-h-dvh">
        <main id="main">
          <NotFoundView
            locale={DEFAULT_LOCALE}
            title={messages.errors.notFound}
            goToHomepage={messages.common.goToHomepage}
          />
        </main>
      </body>
    </html>
  );
}
