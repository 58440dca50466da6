import Negotiator from "negotiator";

import type { Locale } from "./config";
import { DEFAULT_LOCALE, LOCALES } from "./config";

/** Server only: its own module keeps the negotiator out of the client bundle. */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale {
  if (!header) return DEFAULT_LOCALE;
  const [best] = new Negotiator({ headers: { "accept-language": header } }).languages([...LOCALES]);
  return (best as Locale | undefined) ?? DEFAULT_LOCALE;
}
