import { Pressable, ScrollView, StyleSheet, Text, View } from "react-native";

import { useColors } from "../lib/theme";

/**
 * A choice among several (a filter value, a tag): a toggle with its state announced, a radio when
 * it is one of a radio group's choices.
 */
export function Chip({
  label,
  isSelected,
  onPress,
  accessibilityLabel,
  role = "checkbox",
  dotColor,
}: {
  label: string;
  isSelected: boolean;
  onPress: () => void;
  accessibilityLabel?: string;
  role?: "checkbox" | "radio";
  /** A colour the choice stands for (a tag's), as a dot before the label. */
  dotColor?: string;
}) {
  const colors = useColors();
  return (
    <Pressable
      accessibilityRole={role}
      accessibilityLabel={accessibilityLabel ?? label}
      accessibilityState={{ checked: isSelected }}
      onPress={onPress}
      // 36 pt tall to look like a chip, touched like a 44 pt button.
      hitSlop={CHIP_SLOP}
      style={[
        styles.chip,
        {
          borderColor: isSelected ? colors.primary : colors.border,
          backgroundColor: isSelected ? colors.primary : colors.background,
        },
      ]}
    >
      {dotColor ? (
        <View
          testID="chip-dot"
          style={[styles.dot, { backgroundColor: dotColor, borderColor: colors.background }]}
        />
      ) : null}
      <Text style={[styles.label, { color: isSelected ? colors.onPrimary : colors.text }]}>
        {label}
      </Text>
    </Pressable>
  );
}

const CHIP_SLOP = { top: 4, bottom: 4 };

const styles = StyleSheet.create({
  field: { gap: 6 },
  filter: { gap: 4 },
  fieldLabel: { fontSize: 15, fontWeight: "500" },
  wrappedRow: { flexDirection: "row", flexWrap: "wrap", gap: 8 },
  scrolledRow: { gap: 8, paddingVertical: 4 },
  chip: {
    maxWidth: "100%",
    minHeight: 36,
    paddingHorizontal: 12,
    flexDirection: "row",
    alignItems: "center",
    justifyContent: "center",
    gap: 6,
    borderRadius: 18,
    borderWidth: 1,
  },
  label: { flexShrink: 1 },
  // Ringed in the background's colour, so it stands out on a selected (filled) chip too.
  dot: { width: 12, height: 12, borderRadius: 6, borderWidth: 1 },
});

export interface ChipOption<V extends string> {
  value: V;
  label: string;
  dotColor?: string;
}

/** Options for `ChipChoices`: each value with its label. */
export function chipOptions<V extends string>(
  values: readonly V[],
  label: (value: V) => string,
): ChipOption<V>[] {
  return values.map((value) => ({ value, label: label(value) }));
}

interface ChipChoicesProps<V extends string> {
  options: readonly ChipOption<V>[];
  selected: V | null | undefined;
  onSelect: (value: V) => void;
}

/** A chip for each option of a radio group; the one equal to `selected` is checked. */
export function ChipChoices<V extends string>({
  options,
  selected,
  onSelect,
}: ChipChoicesProps<V>) {
  return (
    <>
      {options.map((option) => (
        <Chip
          key={option.value}
          label={option.label}
          isSelected={selected === option.value}
          dotColor={option.dotColor}
          role="radio"
          onPress={() => onSelect(option.value)}
        />
      ))}
    </>
  );
}

/**
 * Chips under a label, announced as a radio group named by it: a form's `field` wraps its chips
 * under a label like a text field's; a list's `filter` has a quieter label and scrolls them.
 */
export function ChipField<V extends string>({
  label,
  variant = "field",
  ...choices
}: ChipChoicesProps<V> & { label: string; variant?: "field" | "filter" }) {
  const colors = useColors();
  const chips = <ChipChoices {...choices} />;
  return (
    <View accessibilityRole="radiogroup" accessibilityLabel={label} style={styles[variant]}>
      {variant === "field" ? (
        <Text style={[styles.fieldLabel, { color: colors.text }]}>{label}</Text>
      ) : (
        <Text style={{ color: colors.muted }}>{label}</Text>
      )}
      {variant === "field" ? (
        <View style={styles.wrappedRow}>{chips}</View>
      ) : (
        <ScrollView horizontal contentContainerStyle={styles.scrolledRow}>
          {chips}
        </ScrollView>
      )}
    </View>
  );
}
