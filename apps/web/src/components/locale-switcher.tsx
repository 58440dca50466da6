"use client";

import { useTranslations } from "next-intl";

import { useLocaleChoice } from "./setting-choices";
import { SwitchSelect } from "./switch-select";

/** Switches the language; next-intl stores the choice in the 365-day locale cookie. */
export function LocaleSwitcher() {
  const t = useTranslations("localeSwitcher");
  const choice = useLocaleChoice();
  return (
    <label className="inline-flex items-center gap-2 text-sm">
      <span className="sr-only">{t("label")}</span>
      <SwitchSelect
        label={t("label")}
        text={(locale) => t(locale)}
        optionLang={(locale) => locale}
        {...choice}
      />
    </label>
  );
}
