import { View } from "react-native";

import { LOCALES } from "@teamkit/i18n";

import type { ColorMode } from "../../lib/preferences";
import { ChipChoices, chipOptions } from "../../components/chip";
import { useI18n } from "../../lib/i18n";
import { preferences, usePreferences } from "../../lib/preferences";
import { Section, sectionStyles as styles } from "./section";

const COLOR_MODES: readonly ColorMode[] = ["system", "light", "dark"];

export function AppearanceSection() {
  const { t, locale } = useI18n();
  const { colorMode } = usePreferences();
  return (
    <>
      <Section title={t("localeSwitcher.label")}>
        <View accessibilityRole="radiogroup" style={styles.row}>
          <ChipChoices
            options={chipOptions(LOCALES, (option) => t(`localeSwitcher.${option}`))}
            selected={locale}
            onSelect={(option) => void preferences.setLocale(option)}
          />
        </View>
      </Section>
      <Section title={t("colorModeSwitcher.label")}>
        <View accessibilityRole="radiogroup" style={styles.row}>
          <ChipChoices
            options={chipOptions(COLOR_MODES, (mode) => t(`colorModeSwitcher.${mode}`))}
            selected={colorMode}
            onSelect={(mode) => void preferences.setColorMode(mode)}
          />
        </View>
      </Section>
    </>
  );
}
