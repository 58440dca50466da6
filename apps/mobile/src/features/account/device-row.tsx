import type { ReactNode } from "react";

import { StyleSheet, Text, View } from "react-native";

import { useColors } from "../../lib/theme";

/**
 * A device in the sessions section: its name, a badge, a line about it and its action; below, a
 * confirmation when one is open for it.
 */
export function DeviceRow({
  label,
  badge,
  details,
  action,
  children,
  testID,
}: {
  testID: string;
  label: string;
  badge?: string;
  details: string;
  action?: ReactNode;
  children?: ReactNode;
}) {
  const colors = useColors();
  return (
    <View role="listitem" testID={testID} style={[styles.row, { borderColor: colors.border }]}>
      <View style={styles.line}>
        <View style={styles.text}>
          <View style={styles.title}>
            <Text style={[styles.label, { color: colors.text }]}>{label}</Text>
            {badge ? (
              <Text style={[styles.badge, { color: colors.success, borderColor: colors.success }]}>
                {badge}
              </Text>
            ) : null}
          </View>
          <Text style={{ color: colors.muted }}>{details}</Text>
        </View>
        {action}
      </View>
      {children}
    </View>
  );
}

const styles = StyleSheet.create({
  row: { gap: 10, paddingVertical: 12, borderBottomWidth: StyleSheet.hairlineWidth },
  line: { flexDirection: "row", flexWrap: "wrap", alignItems: "center", gap: 10 },
  text: { flexGrow: 1, flexShrink: 1, flexBasis: 180, gap: 2 },
  title: { flexDirection: "row", flexWrap: "wrap", alignItems: "center", gap: 8 },
  label: { fontSize: 16, fontWeight: "600", flexShrink: 1 },
  badge: {
    fontSize: 13,
    fontWeight: "600",
    borderWidth: 1,
    borderRadius: 999,
    paddingHorizontal: 8,
    paddingVertical: 1,
    overflow: "hidden",
  },
});
