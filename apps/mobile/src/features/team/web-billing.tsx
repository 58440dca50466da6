import { openBrowserAsync } from "expo-web-browser";
import { StyleSheet, View } from "react-native";

import type { Locale } from "@teamkit/i18n";

import { Button } from "../../components/button";
import { webBaseUrl } from "../../lib/api-url";
import { useI18n } from "../../lib/i18n";
import { useCurrentTeam } from "./use-current-team";

/**
 * The web app's Billing page of the team the app shows, in the system browser: plans and payments
 * are changed there only. The team url switches the browser to that team first (or signs in and
 * comes back), so the owner never pays for another team that the browser had open.
 */
export function openWebBilling(locale: Locale, teamSlug: string | null) {
  const path = teamSlug ? `/t/${teamSlug}?to=billing` : "/app/settings/team/billing";
  return openBrowserAsync(`${webBaseUrl()}/${locale}${path}`);
}

/** A button, on a row of its own, that opens the web app's Billing page of the chosen team. */
export function WebBillingButton({ label }: { label: string }) {
  const { locale } = useI18n();
  const { team } = useCurrentTeam();
  return (
    <View style={styles.row}>
      <Button
        label={label}
        variant="secondary"
        onPress={() => void openWebBilling(locale, team?.slug ?? null)}
      />
    </View>
  );
}

const styles = StyleSheet.create({ row: { flexDirection: "row", flexWrap: "wrap" } });
