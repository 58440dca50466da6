import type { ReactNode } from "react";

import { getLocales } from "expo-localization";
import { createContext, useContext, useMemo } from "react";

import type { Locale, Translator } from "@teamkit/i18n";
import { getTranslator, isLocale } from "@teamkit/i18n";

/** The device's first language when the app has it, else English. */
export function deviceLocale(): Locale {
  const language = getLocales()[0]?.languageCode;
  return isLocale(language) ? language : "en";
}

const I18nContext = createContext<{ locale: Locale; t: Translator } | null>(null);

export function I18nProvider({ locale, children }: { locale?: Locale; children: ReactNode }) {
  const value = useMemo(() => {
    const current = locale ?? deviceLocale();
    return { locale: current, t: getTranslator(current) };
  }, [locale]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n() {
  const value = useContext(I18nContext);
  if (!value) throw new Error("useI18n needs an I18nProvider");
  return value;
}
