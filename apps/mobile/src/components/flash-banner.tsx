import { Pressable, StyleSheet, Text } from "react-native";

import { flash, useFlash } from "../lib/flash";
import { useI18n } from "../lib/i18n";
import { useColors } from "../lib/theme";

export function FlashBanner() {
  const message = useFlash();
  const { t } = useI18n();
  const colors = useColors();
  if (!message) return null;
  return (
    <Pressable
      accessibilityRole="alert"
      accessibilityLiveRegion="assertive"
      accessibilityHint={t("common.close")}
      onPress={flash.clear}
      style={[
        styles.banner,
        { backgroundColor: message.tone === "error" ? colors.danger : colors.success },
      ]}
    >
      <Text style={[styles.text, { color: colors.onPrimary }]}>{message.text}</Text>
    </Pressable>
  );
}

const styles = StyleSheet.create({
  banner: { padding: 14, margin: 12, borderRadius: 8, minHeight: 44 },
  text: { fontSize: 15 },
});
