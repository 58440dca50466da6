import { StyleSheet, Text, View } from "react-native";

import { useI18n } from "../lib/i18n";
import { useColors } from "../lib/theme";
import { Button } from "./button";

/**
 * The question before something is ended or removed (a session, an invitation, the user's place in
 * a team), as the account's delete section asks before an account goes.
 */
export function ConfirmBox({
  title,
  description,
  confirmLabel,
  confirmAccessibilityLabel,
  onConfirm,
  onCancel,
  isPending,
}: {
  title: string;
  description: string;
  confirmLabel: string;
  confirmAccessibilityLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
  isPending: boolean;
}) {
  const { t } = useI18n();
  const colors = useColors();
  return (
    <View
      accessibilityRole="alert"
      style={[styles.confirm, { borderColor: colors.danger, backgroundColor: colors.surface }]}
    >
      <Text style={[styles.title, { color: colors.text }]}>{title}</Text>
      <Text style={{ color: colors.text }}>{description}</Text>
      <View style={styles.row}>
        <Button
          label={t("common.cancel")}
          variant="secondary"
          onPress={onCancel}
          isDisabled={isPending}
        />
        <Button
          label={confirmLabel}
          accessibilityLabel={confirmAccessibilityLabel}
          variant="danger"
          onPress={onConfirm}
          isBusy={isPending}
        />
      </View>
    </View>
  );
}

const styles = StyleSheet.create({
  confirm: { borderWidth: 1, borderRadius: 10, padding: 14, gap: 10 },
  title: { fontSize: 18, fontWeight: "600" },
  row: { flexDirection: "row", flexWrap: "wrap", alignItems: "center", gap: 8 },
});
