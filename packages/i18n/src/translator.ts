import { createTranslator } from "use-intl/core";

import type { Locale } from "./config";
import { messages } from "./messages";

/**
 * A typed translator outside React (server, mails, API errors). Unknown keys fail the type check.
 * `getTranslator(locale)` covers every namespace; pass one to scope keys.
 */
export function getTranslator(locale: Locale) {
  return createTranslator({ locale, messages: messages[locale] });
}

export type Translator = ReturnType<typeof getTranslator>;
