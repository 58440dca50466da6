"use client";

import { useTranslations } from "next-intl";

import { useColorModeChoice } from "./setting-choices";
import { SwitchSelect } from "./switch-select";

/** Light, dark or the system's scheme, for the public and auth pages (the app has it in its user menu). */
export function ColorModeSwitcher() {
  const t = useTranslations("colorModeSwitcher");
  return <SwitchSelect label={t("label")} text={(mode) => t(mode)} {...useColorModeChoice()} />;
}
