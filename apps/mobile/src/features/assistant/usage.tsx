import { StyleSheet, Text, View } from "react-native";

import type { AiUsage } from "./stream";
import { useI18n } from "../../lib/i18n";
import { useColors } from "../../lib/theme";
import { WebBillingButton } from "../team/web-billing";

/** The month's messages against the quota, as on the web: a line of text and a meter. */
export function UsageMeter({ usage }: { usage: AiUsage }) {
  const { t } = useI18n();
  const colors = useColors();
  const text = t(usage.shared ? "ai.usage.labelShared" : "ai.usage.label", {
    used: usage.used,
    limit: usage.limit,
  });
  const share = usage.limit > 0 ? Math.min(1, usage.used / usage.limit) : 1;
  const tone = share >= 1 ? colors.danger : share >= 0.8 ? "#d97706" : colors.primary;
  return (
    <View style={styles.meter}>
      <Text testID="ai-usage" style={{ color: colors.text }}>
        {text}
      </Text>
      <View
        accessibilityRole="progressbar"
        accessibilityLabel={t("ai.usage.meter")}
        accessibilityValue={{ min: 0, max: usage.limit, now: Math.min(usage.used, usage.limit) }}
        style={[styles.track, { backgroundColor: colors.border }]}
      >
        <View style={[styles.fill, { width: `${share * 100}%`, backgroundColor: tone }]} />
      </View>
    </View>
  );
}

/** The local simulated model answers (no AI provider configured): said as on the web. */
export function SimulatedModelLabel() {
  const { t } = useI18n();
  const colors = useColors();
  return (
    <Text
      testID="ai-model"
      style={[styles.model, { color: colors.muted, borderColor: colors.border }]}
    >
      {t("ai.page.simulated")}
    </Text>
  );
}

/** The month's messages are used up: owners may go to Billing (on the web), members ask one. */
export function QuotaNotice({ isOwner }: { isOwner: boolean }) {
  const { t } = useI18n();
  const colors = useColors();
  return (
    <View
      accessibilityRole="alert"
      testID="ai-quota"
      style={[styles.notice, { borderColor: colors.danger }]}
    >
      <Text accessibilityRole="header" style={[styles.title, { color: colors.text }]}>
        {t("ai.usage.quotaTitle")}
      </Text>
      <Text style={{ color: colors.text }}>
        {t(isOwner ? "ai.usage.quotaOwner" : "ai.usage.quotaMember")}
      </Text>
      {isOwner ? <WebBillingButton label={t("ai.usage.billingLink")} /> : null}
    </View>
  );
}

const styles = StyleSheet.create({
  meter: { gap: 6 },
  model: {
    alignSelf: "flex-start",
    borderWidth: 1,
    borderRadius: 12,
    paddingHorizontal: 10,
    paddingVertical: 4,
    fontSize: 13,
  },
  track: { height: 6, borderRadius: 3, overflow: "hidden" },
  fill: { height: "100%", borderRadius: 3 },
  notice: { borderWidth: 1, borderRadius: 10, padding: 12, gap: 6 },
  title: { fontSize: 16, fontWeight: "600" },
});
