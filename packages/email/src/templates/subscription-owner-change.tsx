import { Text } from "@react-email/components";

import { APP_TITLE, getTranslator } from "@teamkit/i18n";

import type { Localized } from "./types";
import { ActionButton } from "./action-button";
import { EmailLayout } from "./layout";
import { styles } from "./styles";

export interface SubscriptionOwnerChangeProps {
  url: string;
  teamName: string;
  formerOwner: string;
  reason: "demoted" | "left" | "removed" | "accountDeleted";
  plan: "pro" | "business";
  endsAt: string | null;
}

const planName = (plan: SubscriptionOwnerChangeProps["plan"]) =>
  plan === "business" ? "Business" : "Pro";

export function subscriptionOwnerChangeSubject({
  locale,
  teamName,
  plan,
}: Localized<SubscriptionOwnerChangeProps>): string {
  return getTranslator(locale)("emails.subscriptionOwnerChange.subject", {
    appTitle: APP_TITLE,
    teamName,
    plan: planName(plan),
  });
}

export function subscriptionOwnerChangePreview({
  locale,
  teamName,
}: Localized<SubscriptionOwnerChangeProps>): string {
  return getTranslator(locale)("emails.subscriptionOwnerChange.preview", { teamName });
}

export function SubscriptionOwnerChangeEmail(props: Localized<SubscriptionOwnerChangeProps>) {
  const { locale, url, teamName, formerOwner, reason, plan, endsAt } = props;
  const t = getTranslator(locale);
  const date = endsAt
    ? new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(
        new Date(endsAt),
      )
    : null;
  return (
    <EmailLayout
      locale={locale}
      preview={subscriptionOwnerChangePreview(props)}
      heading={t("emails.subscriptionOwnerChange.heading", { teamName })}
      notes={
        <Text style={styles.muted}>
          {t("emails.subscriptionOwnerChange.why", { appTitle: APP_TITLE, teamName })}
        </Text>
      }
    >
      <Text style={styles.text}>
        {t("emails.subscriptionOwnerChange.body", {
          formerOwner,
          teamName,
          reason,
          plan: planName(plan),
        })}
      </Text>
      <Text style={styles.text}>
        {date
          ? t("emails.subscriptionOwnerChange.endsOn", { plan: planName(plan), date })
          : t("emails.subscriptionOwnerChange.endsAtPeriodEnd", { plan: planName(plan) })}
      </Text>
      <Text style={styles.text}>{t("emails.subscriptionOwnerChange.howTo")}</Text>
      <ActionButton locale={locale} href={url} label={t("emails.subscriptionOwnerChange.button")} />
    </EmailLayout>
  );
}

SubscriptionOwnerChangeEmail.PreviewProps = {
  locale: "en",
  url: "http://localhost:3000/app/settings/team/billing",
  teamName: "Analytical Engines",
  formerOwner: "Ada Lovelace",
  reason: "left",
  plan: "pro",
  endsAt: "2026-12-24T00:00:00.000Z",
} satisfies Localized<SubscriptionOwnerChangeProps>;

export default SubscriptionOwnerChangeEmail;
