import type { ReactNode } from "react";

import { StyleSheet, View } from "react-native";

import { Heading } from "../../components/heading";
import { errorKey } from "../../lib/api";
import { isOfflineFailure, useErrorText } from "../../lib/error-text";
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

/**
 * A refusal the user can act on is shown as the server says it, a server out of reach as such
 * (offline); anything else as `failed`.
 */
export function useFailure() {
  const errorText = useErrorText();
  return (error: unknown, failed: string) => {
    if (isOfflineFailure(error)) return errorText(error);
    const key = errorKey(error);
    return key && key !== "errors.internal" ? errorText(error) : failed;
  };
}

export const sectionStyles = StyleSheet.create({
  section: { gap: 10, borderTopWidth: StyleSheet.hairlineWidth, paddingTop: 14 },
  title: { fontSize: 18, fontWeight: "600" },
  row: { flexDirection: "row", flexWrap: "wrap", alignItems: "center", gap: 8 },
});
