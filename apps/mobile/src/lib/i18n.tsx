import type { ReactNode } from "react";

import { getLocales } from "expo-localization";
import { createContext, useContext, useMemo } from "react";

import type { Locale, Translator } from "@teamkit/i18n";
import { getTranslator, isLocale } from "@teamkit/i18n";

import { usePreferences } from "./preferences";

/** The device's first language when the app has it, else English. */
export function deviceLocale(): Locale {
  const language = getLocales()[0]?.languageCode;
  return isLocale(language) ? language : "en";
}

const I18nContext = createContext<{ locale: Locale; t: Translator } | null>(null);

/** `locale` (tests) wins over the language chosen in the app, which wins over the device's. */
export function I18nProvider({ locale, children }: { locale?: Locale; children: ReactNode }) {
  const chosen = usePreferences().locale;
  const value = useMemo(() => {
    const current = locale ?? chosen ?? deviceLocale();
    return { locale: current, t: getTranslator(current) };
  }, [locale, chosen]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n() {
  const value = useContext(I18nContext);
  if (!value) throw new Error("useI18n needs an I18nProvider");
  return value;
}
