import { useQueryClient } from "@tanstack/react-query";
import { StyleSheet, Text, View } from "react-native";

import { useI18n } from "../lib/i18n";
import { network, useIsOffline } from "../lib/network";
import { useColors } from "../lib/theme";
import { Button } from "./button";

/** Shown while the server cannot be reached: the screens show the last-loaded copy meanwhile. */
export function OfflineBanner() {
  const isOffline = useIsOffline();
  const { t } = useI18n();
  const colors = useColors();
  const queryClient = useQueryClient();
  if (!isOffline) return null;
  return (
    <View
      accessibilityRole="alert"
      accessibilityLiveRegion="polite"
      testID="offline-banner"
      style={[styles.banner, { backgroundColor: colors.surface, borderColor: colors.border }]}
    >
      <Text style={[styles.text, { color: colors.text }]}>{t("mobile.offline.banner")}</Text>
      <Button
        label={t("mobile.offline.retry")}
        variant="secondary"
        onPress={() => {
          // A phone learns it is back from a request that arrives.
          network.reset();
          void queryClient.refetchQueries({ type: "active" });
        }}
      />
    </View>
  );
}

const styles = StyleSheet.create({
  banner: {
    flexDirection: "row",
    flexWrap: "wrap",
    alignItems: "center",
    gap: 8,
    padding: 12,
    borderBottomWidth: 1,
  },
  text: { flex: 1, minWidth: 180, fontSize: 15 },
});
