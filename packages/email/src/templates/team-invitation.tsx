import { Text } from "@react-email/components";

import { APP_TITLE, getTranslator } from "@teamkit/i18n";

import type { Localized } from "./types";
import { ActionButton } from "./action-button";
import { EmailLayout } from "./layout";
import { styles } from "./styles";

export interface TeamInvitationProps {
  url: string;
  inviterName: string;
  teamName: string;
  role: "owner" | "member";
}

export function teamInvitationSubject({
  locale,
  inviterName,
  teamName,
}: Localized<TeamInvitationProps>): string {
  return getTranslator(locale)("emails.teamInvitation.subject", {
    appTitle: APP_TITLE,
    inviterName,
    teamName,
  });
}

export function teamInvitationPreview({
  locale,
  teamName,
}: Localized<TeamInvitationProps>): string {
  return getTranslator(locale)("emails.teamInvitation.preview", { appTitle: APP_TITLE, teamName });
}

export function TeamInvitationEmail(props: Localized<TeamInvitationProps>) {
  const { locale, url, inviterName, teamName, role } = props;
  const t = getTranslator(locale);
  return (
    <EmailLayout
      locale={locale}
      preview={teamInvitationPreview(props)}
      heading={t("emails.teamInvitation.heading", { appTitle: APP_TITLE, teamName })}
      notes={
        <>
          <Text style={styles.muted}>{t("emails.teamInvitation.expiry")}</Text>
          <Text style={styles.muted}>{t("emails.teamInvitation.ignore")}</Text>
        </>
      }
    >
      <Text style={styles.text}>
        {t("emails.teamInvitation.body", { inviterName, teamName, role })}
      </Text>
      <Text style={styles.text}>{t("emails.teamInvitation.howTo")}</Text>
      <ActionButton locale={locale} href={url} label={t("emails.teamInvitation.button")} />
    </EmailLayout>
  );
}

TeamInvitationEmail.PreviewProps = {
  locale: "en",
  url: "http://localhost:3000/invitations/preview-token",
  inviterName: "Ada Lovelace",
  teamName: "Analytical Engines",
  role: "member",
} satisfies Localized<TeamInvitationProps>;

export default TeamInvitationEmail;
