import "../lib/intl-polyfills";

import { Stack } from "expo-router";
import { StatusBar } from "expo-status-bar";
import { useEffect } from "react";
import { SafeAreaProvider } from "react-native-safe-area-context";

import { TopBanners } from "../components/top-banners";
import { ApiProvider } from "../lib/api";
import { I18nProvider } from "../lib/i18n";
import { pendingSignOuts } from "../lib/pending-sign-out";
import { preferences } from "../lib/preferences";
import { session } from "../lib/session";
import { useStackOptions } from "../lib/stack-options";
import { useAppColorScheme } from "../lib/theme";

function Screens() {
  return (
    <>
      <StatusBar style={useAppColorScheme() === "dark" ? "light" : "dark"} />
      <TopBanners />
      {/* The stack's own insets: below a banner, its bar leaves no room for the status bar. */}
      <SafeAreaProvider>
        <Stack screenOptions={useStackOptions()}>
          {/* Its own stack shows each screen's bar: a second one here would show the group's name. */}
          <Stack.Screen name="(signed-in)" options={{ headerShown: false }} />
        </Stack>
      </SafeAreaProvider>
    </>
  );
}

export default function RootLayout() {
  useEffect(() => {
    void session.load();
    void preferences.load();
  }, []);
  useEffect(() => pendingSignOuts.watch(), []);
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
