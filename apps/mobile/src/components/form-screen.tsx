import type { ReactNode } from "react";

import { router } from "expo-router";
import { StyleSheet, Text, View } from "react-native";

import { useColors } from "../lib/theme";
import { Button } from "./button";
import { KeyboardScrollView } from "./keyboard-scroll-view";

/** A scrolling form under its title, no wider than a phone on a large screen. */
export function FormScreen({ title, children }: { title: string; children: ReactNode }) {
  const colors = useColors();
  return (
    <KeyboardScrollView
      contentContainerStyle={styles.container}
      style={{ backgroundColor: colors.background }}
    >
      <Text accessibilityRole="header" style={[styles.title, { color: colors.text }]}>
        {title}
      </Text>
      {children}
    </KeyboardScrollView>
  );
}

const styles = StyleSheet.create({
  container: { padding: 20, gap: 14, maxWidth: 480, width: "100%", alignSelf: "center" },
  title: { fontSize: 26, fontWeight: "700" },
  row: { flexDirection: "row", flexWrap: "wrap", alignItems: "center", gap: 8 },
});

/** Below a sign-in or sign-up form: a line of text and the button to the other one. */
export function FormSwitch({
  text,
  label,
  href,
}: {
  text: string;
  label: string;
  href: "/sign-in" | "/sign-up";
}) {
  const colors = useColors();
  return (
    <View style={styles.row}>
      <Text style={{ color: colors.muted }}>{text}</Text>
      <Button label={label} variant="secondary" onPress={() => router.replace(href)} />
    </View>
  );
}
