import type { Locale } from "./config";
import de from "../messages/de.json";
import en from "../messages/en.json";

export type Messages = typeof en;

export const messages: Record<Locale, Messages> = { en, de };

export function getMessages(locale: Locale): Messages {
  return messages[locale];
}
