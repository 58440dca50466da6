import { createTranslator } from "use-intl/core";

import type { Locale } from "./config";
import { messages } from "./messages";

export function getTranslator(locale: Locale) {
  return createTranslator({ locale, messages: messages[locale] });
}

export type Translator = ReturnType<typeof getTranslator>;
