import { StyleSheet, Text, View } from "react-native";

import { useColors } from "../lib/theme";

/**
 * A message the screen reader announces: an error, news such as "signed out", or a success such as
 * a team joined; with a `title` above it where the web shows one (e.g. "Email not verified").
 */
export function Notice({
  text,
  title,
  tone = "error",
}: {
  text: string;
  title?: string;
  tone?: "error" | "info" | "success";
}) {
  const colors = useColors();
  const color = { error: colors.danger, info: colors.text, success: colors.success }[tone];
  if (!title) {
    return (
      <Text
        accessibilityRole="alert"
        accessibilityLiveRegion="polite"
        style={[styles.notice, { color }]}
      >
        {text}
      </Text>
    );
  }
  return (
    <View accessibilityRole="alert" accessibilityLiveRegion="polite" style={styles.titled}>
      <Text style={[styles.title, { color }]}>{title}</Text>
      <Text style={[styles.notice, { color }]}>{text}</Text>
    </View>
  );
}

const styles = StyleSheet.create({
  notice: { fontSize: 15, paddingVertical: 4 },
  titled: { paddingVertical: 4 },
  title: { fontSize: 15, fontWeight: "600" },
});
