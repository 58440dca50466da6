import { defineRouting } from "next-intl/routing";

import { DEFAULT_LOCALE, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, LOCALES } from "@teamkit/i18n";

/**
 * English unprefixed, German under /de; first visits follow the browser's language; the choice is
 * kept in a cookie for 365 days (next-intl's default would be a session cookie).
 */
export const routing = defineRouting({
  locales: LOCALES,
  defaultLocale: DEFAULT_LOCALE,
  localePrefix: "as-needed",
  localeDetection: true,
  localeCookie: { name: LOCALE_COOKIE, maxAge: LOCALE_COOKIE_MAX_AGE, sameSite: "lax" },
  // Pages carry their hreflang alternates in <head> (pageMetadata); a Link header on every
  // response, app and API pages included, would only repeat them at a cost per request.
  alternateLinks: false,
});
