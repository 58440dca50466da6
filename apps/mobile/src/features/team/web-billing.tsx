import { openBrowserAsync } from "expo-web-browser";
import { StyleSheet, View } from "react-native";

import type { Locale } from "@teamkit/i18n";

import { Button } from "../../components/button";
import { webBaseUrl } from "../../lib/api-url";
import { useI18n } from "../../lib/i18n";

/** The web app's Billing page in the system browser: plans and payments are changed there only. */
export function openWebBilling(locale: Locale) {
  return openBrowserAsync(`${webBaseUrl()}/${locale}/app/settings/team/billing`);
}

/** A button, on a row of its own, that opens the web app's Billing page. */
export function WebBillingButton({ label }: { label: string }) {
  const { locale } = useI18n();
  return (
    <View style={styles.row}>
      <Button label={label} variant="secondary" onPress={() => void openWebBilling(locale)} />
    </View>
  );
}

const styles = StyleSheet.create({ row: { flexDirection: "row", flexWrap: "wrap" } });
