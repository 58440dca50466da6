import { Stack } from "expo-router";

import { OnboardingScreen } from "../../features/onboarding/onboarding-screen";
import { useI18n } from "../../lib/i18n";

export default function Onboarding() {
  const { t } = useI18n();
  return (
    <>
      <Stack.Screen options={{ title: t("onboarding.metaTitle") }} />
      <OnboardingScreen />
    </>
  );
}
