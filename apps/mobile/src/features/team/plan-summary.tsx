import { StyleSheet, Text, View } from "react-native";

import type { RouterOutputs } from "@teamkit/api/client";

import { useI18n } from "../../lib/i18n";
import { useColors } from "../../lib/theme";

type Subscription = NonNullable<RouterOutputs["billing"]["get"]["subscription"]>;

/** The team's plan and subscription status, read-only, in the web Billing page's words. */
export function PlanSummary({ subscription }: { subscription: Subscription | null }) {
  const { t, locale } = useI18n();
  const colors = useColors();
  if (!subscription) {
    return (
      <Text testID="billing-plan" style={{ color: colors.text }}>
        {t("billing.freePlan")}
      </Text>
    );
  }
  const date = (value: Date) =>
    new Date(value).toLocaleDateString(locale, { dateStyle: "long", timeZone: "UTC" });
  const money = new Intl.NumberFormat(locale, {
    style: "currency",
    currency: "EUR",
    minimumFractionDigits: 0,
  }).format(subscription.price / 100);
  const { status } = subscription;
  const row = (label: string, value: string, testID?: string) => (
    <View style={styles.row}>
      <Text style={[styles.label, { color: colors.text }]}>{label}</Text>
      <Text testID={testID} style={{ color: colors.text }}>
        {value}
      </Text>
    </View>
  );
  return (
    <View style={styles.summary}>
      {row(
        t("billing.planLabel"),
        t("billing.planLine", {
          plan: t(`pricing.plans.${subscription.plan}.name`),
          price: money,
          interval: subscription.interval,
        }),
        "billing-plan",
      )}
      {row(t("billing.statusLabel"), t(`billing.status.${status}.label`), "billing-status")}
      <Text style={{ color: colors.muted }}>{t(`billing.status.${status}.explanation`)}</Text>
      {status === "canceled" && subscription.endsAt ? (
        <Text style={{ color: colors.text }}>
          {t("billing.endsOn", { date: date(subscription.endsAt) })}
        </Text>
      ) : null}
      {status === "trialing" && subscription.trialEndsAt
        ? row(t("billing.trialEndsLabel"), date(subscription.trialEndsAt))
        : null}
      {status === "paused"
        ? row(
            t("billing.resumesLabel"),
            subscription.pauseResumesAt
              ? date(subscription.pauseResumesAt)
              : t("billing.resumesWhenResumed"),
          )
        : null}
      {subscription.renewsAt && !["canceled", "paused", "expired"].includes(status)
        ? row(t("billing.nextPaymentLabel"), date(subscription.renewsAt))
        : null}
    </View>
  );
}

const styles = StyleSheet.create({
  summary: { gap: 6 },
  row: { gap: 2 },
  label: { fontWeight: "600" },
});
