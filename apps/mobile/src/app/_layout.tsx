import { Stack } from "expo-router";
import { StatusBar } from "expo-status-bar";
import { useEffect } from "react";
import { SafeAreaProvider } from "react-native-safe-area-context";

import { FlashBanner } from "../components/flash-banner";
import { OfflineBanner } from "../components/offline-banner";
import { ApiProvider } from "../lib/api";
import { I18nProvider } from "../lib/i18n";
import { session } from "../lib/session";
import { useStackOptions } from "../lib/stack-options";

function Screens() {
  return (
    <>
      <StatusBar style="auto" />
      <FlashBanner />
      <OfflineBanner />
      <Stack screenOptions={useStackOptions()}>
        {/* Its own stack shows each screen's bar: a second one here would show the group's name. */}
        <Stack.Screen name="(signed-in)" options={{ headerShown: false }} />
      </Stack>
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
