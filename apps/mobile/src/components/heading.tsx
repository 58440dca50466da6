import { StyleSheet, Text } from "react-native";

import { useColors } from "../lib/theme";

/**
 * A part's header, announced as one, and the quieter line under it that says what the part is
 * for: `step` for a step of a flow, `section` for a part of a screen.
 */
export function Heading({
  title,
  description,
  size = "section",
}: {
  title: string;
  description?: string;
  size?: "step" | "section";
}) {
  const colors = useColors();
  return (
    <>
      <Text accessibilityRole="header" style={[styles[size], { color: colors.text }]}>
        {title}
      </Text>
      {description ? <Text style={{ color: colors.muted }}>{description}</Text> : null}
    </>
  );
}

const styles = StyleSheet.create({
  step: { fontSize: 24, fontWeight: "700" },
  section: { fontSize: 18, fontWeight: "600" },
});
