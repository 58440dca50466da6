import Negotiator from "negotiator";

import type { Locale } from "./config";
import { DEFAULT_LOCALE, LOCALES } from "./config";

/**
 * The best supported locale for an Accept-Language header, or the default: the negotiator
 * next-intl's middleware uses, so `de-AT` reads as `de` and `q` weights rank the list. Server
 * code only (it is kept out of the client bundle by living in its own module).
 */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale {
  if (!header) return DEFAULT_LOCALE;
  const [best] = new Negotiator({ headers: { "accept-language": header } }).languages([...LOCALES]);
  return (best as Locale | undefined) ?? DEFAULT_LOCALE;
}
