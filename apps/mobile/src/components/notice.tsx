import { StyleSheet, Text } from "react-native";

import { useColors } from "../lib/theme";

/** A message the screen reader announces: an error, or news such as "signed out". */
export function Notice({ text, tone = "error" }: { text: string; tone?: "error" | "info" }) {
  const colors = useColors();
  return (
    <Text
      accessibilityRole="alert"
      accessibilityLiveRegion="polite"
      style={[styles.notice, { color: tone === "error" ? colors.danger : colors.text }]}
    >
      {text}
    </Text>
  );
}

const styles = StyleSheet.create({ notice: { fontSize: 15, paddingVertical: 4 } });
