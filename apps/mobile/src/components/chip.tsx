import { Pressable, StyleSheet, Text } from "react-native";

import { useColors } from "../lib/theme";

/** A choice among several (a filter value, a tag): a toggle with its state announced. */
export function Chip({
  label,
  isSelected,
  onPress,
  accessibilityLabel,
}: {
  label: string;
  isSelected: boolean;
  onPress: () => void;
  accessibilityLabel?: string;
}) {
  const colors = useColors();
  return (
    <Pressable
      accessibilityRole="checkbox"
      accessibilityLabel={accessibilityLabel ?? label}
      accessibilityState={{ checked: isSelected }}
      onPress={onPress}
      style={[
        styles.chip,
        {
          borderColor: isSelected ? colors.primary : colors.border,
          backgroundColor: isSelected ? colors.primary : colors.background,
        },
      ]}
    >
      <Text style={{ color: isSelected ? colors.onPrimary : colors.text }}>{label}</Text>
    </Pressable>
  );
}

const styles = StyleSheet.create({
  chip: {
    maxWidth: "100%",
    minHeight: 36,
    paddingHorizontal: 12,
    justifyContent: "center",
    borderRadius: 18,
    borderWidth: 1,
  },
});

export interface ChipOption<V extends string> {
  value: V;
  label: string;
}

/** Options for `ChipChoices`: each value with its label. */
export function chipOptions<V extends string>(
  values: readonly V[],
  label: (value: V) => string,
): ChipOption<V>[] {
  return values.map((value) => ({ value, label: label(value) }));
}

/** A chip for each option; the one equal to `selected` is checked. */
export function ChipChoices<V extends string>({
  options,
  selected,
  onSelect,
}: {
  options: readonly ChipOption<V>[];
  selected: V | null | undefined;
  onSelect: (value: V) => void;
}) {
  return (
    <>
      {options.map((option) => (
        <Chip
          key={option.value}
          label={option.label}
          isSelected={selected === option.value}
          onPress={() => onSelect(option.value)}
        />
      ))}
    </>
  );
}
