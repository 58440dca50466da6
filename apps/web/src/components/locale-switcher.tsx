"use client";

import { useTranslations } from "next-intl";

import type { Locale } from "@teamkit/i18n";
import { LOCALES } from "@teamkit/i18n";

import { useSwitchLocale } from "./use-switch-locale";

/** Switches the language; next-intl stores the choice in the 365-day locale cookie. */
export function LocaleSwitcher() {
  const t = useTranslations("localeSwitcher");
  const { locale, switchLocale, isPending } = useSwitchLocale();
  return (
    <label className="inline-flex items-center gap-2 text-sm">
      <span className="sr-only">{t("label")}</span>
      <select
        aria-label={t("label")}
        className="switch-select"
        value={locale}
        disabled={isPending}
        onChange={(event) => switchLocale(event.target.value as Locale)}
      >
        {LOCALES.map((value) => (
          <option key={value} value={value}>
            {t(value)}
          </option>
        ))}
      </select>
    </label>
  );
}
