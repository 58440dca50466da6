"use client";

import type { Locale } from "@teamkit/i18n";
import type { ColorMode } from "@teamkit/ui/color-mode-script";
import { LOCALES } from "@teamkit/i18n";
import { useColorMode } from "@teamkit/ui/color-mode";
import { COLOR_MODES } from "@teamkit/ui/color-mode-script";

import { useSwitchLocale } from "./use-switch-locale";

/** A page-wide setting with a fixed set of values, shown as a select or a menu's radio group. */
export interface Choice<T extends string> {
  value: T;
  options: readonly T[];
  onChange: (option: T) => void;
  disabled?: boolean;
}

/** A choice's props where it is shown: its label and each option's text. */
export type ChoiceProps<T extends string> = Choice<T> & {
  label: string;
  text: (option: T) => string;
};

export function useColorModeChoice(): Choice<ColorMode> {
  const { mode, setMode } = useColorMode();
  return { value: mode, options: COLOR_MODES, onChange: setMode };
}

export function useLocaleChoice(): Choice<Locale> {
  const { locale, switchLocale, isPending } = useSwitchLocale();
  return { value: locale, options: LOCALES, onChange: switchLocale, disabled: isPending };
}
