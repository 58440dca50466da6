import { StyleSheet, Text, View } from "react-native";

import { PASSWORD_RULES } from "@teamkit/validators";

import { useI18n } from "../../lib/i18n";
import { useColors } from "../../lib/theme";

/** The web's live checklist: each of the server's password rules, met or not, as the user types. */
export function PasswordChecklist({ password }: { password: string }) {
  const { t } = useI18n();
  const colors = useColors();
  return (
    <View style={[styles.box, { backgroundColor: colors.surface }]}>
      <Text style={[styles.title, { color: colors.text }]}>{t("ui.passwordChecklist.title")}</Text>
      {PASSWORD_RULES.map((rule) => {
        const isMet = rule.test(password);
        const label = t(`ui.passwordChecklist.${rule.id}`, rule.values);
        const state = t(isMet ? "ui.passwordChecklist.met" : "ui.passwordChecklist.notMet");
        return (
          <Text
            key={rule.id}
            accessibilityLabel={`${label}: ${state}`}
            testID={`password-rule-${rule.id}`}
            style={{ color: isMet ? colors.success : colors.muted }}
          >
            {isMet ? "✓" : "○"} {label}
          </Text>
        );
      })}
    </View>
  );
}

const styles = StyleSheet.create({
  box: { borderRadius: 8, paddingHorizontal: 12, paddingVertical: 10, gap: 4 },
  title: { fontSize: 14, fontWeight: "600" },
});
