import { Stack } from "expo-router";
import { StatusBar } from "expo-status-bar";
import { useEffect } from "react";
import { SafeAreaProvider } from "react-native-safe-area-context";

import { FlashBanner } from "../components/flash-banner";
import { ApiProvider } from "../lib/api";
import { I18nProvider } from "../lib/i18n";
import { session } from "../lib/session";
import { useColors } from "../lib/theme";

function Screens() {
  const colors = useColors();
  return (
    <>
      <StatusBar style="auto" />
      <FlashBanner />
      <Stack
        screenOptions={{
          headerStyle: { backgroundColor: colors.background },
          headerTintColor: colors.text,
          contentStyle: { backgroundColor: colors.background },
        }}
      />
    </>
  );
}

export default function RootLayout() {
  useEffect(() => {
    void session.load();
  }, []);
  return (
    <SafeAreaProvider>
      <I18nProvider>
        <ApiProvider>
          <Screens />
        </ApiProvider>
      </I18nProvider>
    </SafeAreaProvider>
  );
}
