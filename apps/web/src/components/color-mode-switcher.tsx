"use client";

import { useTranslations } from "next-intl";

import type { ColorMode } from "@teamkit/ui/color-mode-script";
import { useColorMode } from "@teamkit/ui/color-mode";
import { COLOR_MODES } from "@teamkit/ui/color-mode-script";

/** Light, dark or the system's scheme, for the public and auth pages (the app has it in its user menu). */
export function ColorModeSwitcher() {
  const t = useTranslations("colorModeSwitcher");
  const { mode, setMode } = useColorMode();
  return (
    <select
      aria-label={t("label")}
      className="switch-select"
      value={mode}
      onChange={(event) => setMode(event.target.value as ColorMode)}
    >
      {COLOR_MODES.map((value) => (
        <option key={value} value={value}>
          {t(value)}
        </option>
      ))}
    </select>
  );
}
