import type { ReactNode } from "react";

import { ScrollView, StyleSheet, Text } from "react-native";

import { useColors } from "../lib/theme";

/** A scrolling form under its title, no wider than a phone on a large screen. */
export function FormScreen({ title, children }: { title: string; children: ReactNode }) {
  const colors = useColors();
  return (
    <ScrollView
      contentContainerStyle={styles.container}
      keyboardShouldPersistTaps="handled"
      style={{ backgroundColor: colors.background }}
    >
      <Text accessibilityRole="header" style={[styles.title, { color: colors.text }]}>
        {title}
      </Text>
      {children}
    </ScrollView>
  );
}

const styles = StyleSheet.create({
  container: { padding: 20, gap: 14, maxWidth: 480, width: "100%", alignSelf: "center" },
  title: { fontSize: 26, fontWeight: "700" },
});
