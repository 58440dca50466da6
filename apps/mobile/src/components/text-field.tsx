import type { TextInputProps } from "react-native";

import { StyleSheet, Text, TextInput, View } from "react-native";

import { useColors } from "../lib/theme";

/** A labelled input with its error below; the label is also the input's accessible name. */
export function TextField({
  label,
  error,
  ...input
}: TextInputProps & { label: string; error?: string }) {
  const colors = useColors();
  return (
    <View style={styles.field}>
      <Text style={[styles.label, { color: colors.text }]}>{label}</Text>
      <TextInput
        accessibilityLabel={label}
        aria-invalid={error ? true : undefined}
        placeholderTextColor={colors.muted}
        style={[
          styles.input,
          input.multiline && styles.multiline,
          { color: colors.text, borderColor: error ? colors.danger : colors.border },
        ]}
        {...input}
      />
      {error ? (
        <Text accessibilityRole="alert" style={[styles.error, { color: colors.danger }]}>
          {error}
        </Text>
      ) : null}
    </View>
  );
}

const styles = StyleSheet.create({
  field: { gap: 4 },
  label: { fontSize: 15, fontWeight: "500" },
  input: { minHeight: 44, borderWidth: 1, borderRadius: 8, paddingHorizontal: 12, fontSize: 16 },
  // Room for a few lines, so a description or message reads as more than one line.
  multiline: { minHeight: 88, paddingVertical: 10, textAlignVertical: "top" },
  error: { fontSize: 14 },
});
