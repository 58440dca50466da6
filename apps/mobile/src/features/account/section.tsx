import type { ReactNode } from "react";

import { StyleSheet, View } from "react-native";

import { Heading } from "../../components/heading";
import { useColors } from "../../lib/theme";

export type Message = { text: string; tone: "info" | "error" } | null;

export function Section({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  const colors = useColors();
  return (
    <View style={[sectionStyles.section, { borderColor: colors.border }]}>
      <Heading title={title} description={description} />
      {children}
    </View>
  );
}

export const sectionStyles = StyleSheet.create({
  section: { gap: 10, borderTopWidth: StyleSheet.hairlineWidth, paddingTop: 14 },
  title: { fontSize: 18, fontWeight: "600" },
  row: { flexDirection: "row", flexWrap: "wrap", alignItems: "center", gap: 8 },
});
