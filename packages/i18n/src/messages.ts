import type { Locale } from "./config";
import de from "../messages/de.json";
import en from "../messages/en.json";

/** The message tree; English is the source, so its shape is the type every key is checked against. */
export type Messages = typeof en;

export const messages: Record<Locale, Messages> = { en, de };

export function getMessages(locale: Locale): Messages {
  return messages[locale];
}
