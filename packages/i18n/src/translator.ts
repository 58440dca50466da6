import { createFormatter, createTranslator } from "use-intl/core";

import type { Locale } from "./config";
import { messages } from "./messages";

export function getTranslator(locale: Locale) {
  return createTranslator({ locale, messages: messages[locale] });
}

export type Translator = ReturnType<typeof getTranslator>;

/** Dates and numbers as next-intl's `useFormatter` writes them on the web. */
export function getFormatter(locale: Locale) {
  return createFormatter({ locale });
}
