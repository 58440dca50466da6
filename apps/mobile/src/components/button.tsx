import { ActivityIndicator, Pressable, StyleSheet, Text } from "react-native";

import { useColors } from "../lib/theme";

export function Button({
  label,
  onPress,
  variant = "primary",
  isBusy = false,
  isDisabled = false,
  accessibilityLabel,
}: {
  label: string;
  onPress: () => void;
  variant?: "primary" | "secondary" | "danger";
  isBusy?: boolean;
  isDisabled?: boolean;
  accessibilityLabel?: string;
}) {
  const colors = useColors();
  const background =
    variant === "primary" ? colors.primary : variant === "danger" ? colors.danger : colors.surface;
  const foreground = variant === "secondary" ? colors.text : colors.onPrimary;
  const disabled = isBusy || isDisabled;
  return (
    <Pressable
      accessibilityRole="button"
      accessibilityLabel={accessibilityLabel ?? label}
      accessibilityState={{ disabled, busy: isBusy }}
      disabled={disabled}
      onPress={onPress}
      style={({ pressed }) => [
        styles.button,
        { backgroundColor: background, borderColor: colors.border, opacity: pressed ? 0.8 : 1 },
        disabled && styles.disabled,
      ]}
    >
      {isBusy ? <ActivityIndicator color={foreground} /> : null}
      <Text style={[styles.label, { color: foreground }]}>{label}</Text>
    </Pressable>
  );
}

const styles = StyleSheet.create({
  // Never wider than its row: a long label (large text, German) wraps inside the button.
  button: {
    maxWidth: "100%",
    minHeight: 44,
    paddingHorizontal: 12,
    paddingVertical: 10,
    borderRadius: 8,
    borderWidth: StyleSheet.hairlineWidth,
    flexDirection: "row",
    alignItems: "center",
    justifyContent: "center",
    gap: 8,
  },
  disabled: { opacity: 0.6 },
  label: { fontSize: 16, fontWeight: "600", flexShrink: 1, textAlign: "center" },
});
