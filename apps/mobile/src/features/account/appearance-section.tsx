import { View } from "react-native";

import { LOCALES } from "@teamkit/i18n";

import type { ChipOption } from "../../components/chip";
import type { ColorMode } from "../../lib/preferences";
import { ChipChoices, chipOptions } from "../../components/chip";
import { api } from "../../lib/api";
import { useI18n } from "../../lib/i18n";
import { preferences, usePreferences } from "../../lib/preferences";
import { Section, sectionStyles as styles } from "./section";

const COLOR_MODES: readonly ColorMode[] = ["system", "light", "dark"];

function ChoiceSection<V extends string>({
  title,
  ...choices
}: {
  title: string;
  options: readonly ChipOption<V>[];
  selected: V;
  onSelect: (value: V) => void;
}) {
  return (
    <Section title={title}>
      <View accessibilityRole="radiogroup" accessibilityLabel={title} style={styles.row}>
        <ChipChoices {...choices} />
      </View>
    </Section>
  );
}

export function AppearanceSection() {
  const { t, locale } = useI18n();
  const { colorMode } = usePreferences();
  // The account keeps the language for its mails; offline the device's choice still applies.
  const setAccountLocale = api.user.setLocale.useMutation();
  return (
    <>
      <ChoiceSection
        title={t("localeSwitcher.label")}
        options={chipOptions(LOCALES, (option) => t(`localeSwitcher.${option}`))}
        selected={locale}
        onSelect={(option) => {
          void preferences.setLocale(option);
          setAccountLocale.mutate({ locale: option });
        }}
      />
      <ChoiceSection
        title={t("colorModeSwitcher.label")}
        options={chipOptions(COLOR_MODES, (mode) => t(`colorModeSwitcher.${mode}`))}
        selected={colorMode}
        onSelect={(mode) => void preferences.setColorMode(mode)}
      />
    </>
  );
}
