import type { ReactNode } from "react";

import { StyleSheet, Text, View } from "react-native";

import { useColors } from "../lib/theme";

/** The web's empty state: a title, a muted description and an optional action. */
export function EmptyState({
  title,
  description,
  action,
}: {
  title: string;
  description: string;
  action?: ReactNode;
}) {
  const colors = useColors();
  return (
    <View style={styles.empty}>
      <Text accessibilityRole="header" style={[styles.title, { color: colors.text }]}>
        {title}
      </Text>
      <Text style={{ color: colors.muted }}>{description}</Text>
      {action ? <View style={styles.action}>{action}</View> : null}
    </View>
  );
}

const styles = StyleSheet.create({
  empty: { gap: 6, paddingVertical: 8 },
  title: { fontSize: 16, fontWeight: "600" },
  action: { gap: 10, paddingTop: 4 },
});
