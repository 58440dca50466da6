import { getFormatter, getTranslations } from "next-intl/server";

import type { RouterOutputs } from "@teamkit/api/client";

import { SectionCard } from "~/components/section-card";
import { ServerLink } from "~/i18n/server-link";

import { CARD_LINK_CLASS } from "./card-link-class";

/** The dashboard's plan-and-status card: the team's plan, its subscription status and next date. */
export async function PlanCard({
  subscription,
}: {
  subscription: RouterOutputs["team"]["dashboard"]["subscription"];
}) {
  const [t, tPricing, format] = await Promise.all([
    getTranslations("billing"),
    getTranslations("pricing"),
    getFormatter(),
  ]);
  const date = (value: Date) => format.dateTime(value, { dateStyle: "long", timeZone: "UTC" });
  return (
    <SectionCard titleId="plan-card-title" title={t("dashboard.title")} gap="gap-2">
      {subscription ? (
        <>
          <p data-testid="dashboard-plan">
            {tPricing(`plans.${subscription.plan}.name`)} ·{" "}
            {t(`status.${subscription.status}.label`)}
          </p>
          <p className="text-sm text-gray-600 dark:text-gray-400">
            {subscription.status === "canceled" && subscription.endsAt
              ? t("endsOn", { date: date(subscription.endsAt) })
              : subscription.status === "trialing" && subscription.trialEndsAt
                ? t("trialEnds", { date: date(subscription.trialEndsAt) })
                : t(`status.${subscription.status}.explanation`)}
          </p>
          {/* The dates Billing shows beside the status: when the next payment is due, or when a
              pause ends. */}
          {subscription.status === "paused" && subscription.pauseResumesAt ? (
            <p className="text-sm" data-testid="dashboard-plan-date">
              {t("resumesOn", { date: date(subscription.pauseResumesAt) })}
            </p>
          ) : subscription.renewsAt &&
            ["active", "past_due", "unpaid"].includes(subscription.status) ? (
            <p className="text-sm" data-testid="dashboard-plan-date">
              {t("nextPaymentOn", { date: date(subscription.renewsAt) })}
            </p>
          ) : null}
        </>
      ) : (
        <p data-testid="dashboard-plan">{t("dashboard.free")}</p>
      )}
      <ServerLink href="/app/settings/team/billing" className={CARD_LINK_CLASS}>
        {t("dashboard.manage")}
      </ServerLink>
    </SectionCard>
  );
}
