import type { ComponentType } from "react";

import { Stack } from "expo-router";

import type { Translator } from "@teamkit/i18n";

import { useI18n } from "../lib/i18n";

/** A route that shows `Screen` with the text of `titleKey` in the navigation bar. */
export function titledRoute(titleKey: Parameters<Translator>[0], Screen: ComponentType) {
  return function TitledRoute() {
    const { t } = useI18n();
    return (
      <>
        <Stack.Screen options={{ title: t(titleKey) }} />
        <Screen />
      </>
    );
  };
}
