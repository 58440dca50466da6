import { View } from "react-native";

import type { Locale } from "@teamkit/i18n";
import { LOCALES } from "@teamkit/i18n";

import type { ColorMode } from "../../lib/preferences";
import { Chip } from "../../components/chip";
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
          {LOCALES.map((option: Locale) => (
            <Chip
              key={option}
              label={t(`localeSwitcher.${option}`)}
              isSelected={locale === option}
              onPress={() => void preferences.setLocale(option)}
            />
          ))}
        </View>
      </Section>
      <Section title={t("colorModeSwitcher.label")}>
        <View accessibilityRole="radiogroup" style={styles.row}>
          {COLOR_MODES.map((mode) => (
            <Chip
              key={mode}
              label={t(`colorModeSwitcher.${mode}`)}
              isSelected={colorMode === mode}
              onPress={() => void preferences.setColorMode(mode)}
            />
          ))}
        </View>
      </Section>
    </>
  );
}
