import type { ReactElement } from "react";

import { render } from "@testing-library/react-native";
import { SafeAreaProvider } from "react-native-safe-area-context";

import type { Locale } from "@teamkit/i18n";

import { ApiProvider, makeQueryClient } from "../src/lib/api";
import { I18nProvider } from "../src/lib/i18n";
import { session } from "../src/lib/session";
import { keychain } from "./keychain";

/** Renders a screen with the app's providers: a fresh cache, and English unless `locale` says. */
export function renderApp(ui: ReactElement, locale?: Locale) {
  const queryClient = makeQueryClient();
  // No garbage-collection timers: they would keep jest running for minutes after the tests.
  queryClient.setDefaultOptions({
    queries: { retry: false, staleTime: 0, gcTime: Infinity },
    mutations: { gcTime: Infinity },
  });
  const metrics = {
    frame: { x: 0, y: 0, width: 320, height: 640 },
    insets: { top: 0, left: 0, right: 0, bottom: 0 },
  };
  const view = render(
    <SafeAreaProvider initialMetrics={metrics}>
      <I18nProvider locale={locale}>
        <ApiProvider queryClient={queryClient}>{ui}</ApiProvider>
      </I18nProvider>
    </SafeAreaProvider>,
  );
  return { ...view, queryClient };
}

/** The device as after sign-in: a stored token (and the chosen team), loaded into the session. */
export async function signedIn(teamId?: string) {
  keychain.set("teamkit.session", "mobile-token");
  if (teamId) keychain.set("teamkit.team", teamId);
  await session.load();
}
