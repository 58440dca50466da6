import { Text } from "@react-email/components";

import { APP_TITLE, getTranslator } from "@teamkit/i18n";

import type { Localized } from "./types";
import { ActionButton } from "./action-button";
import { Greeting } from "./greeting";
import { EmailLayout } from "./layout";
import { styles } from "./styles";

export interface EmailChangeProps {
  url: string;
  newEmail: string;
  name?: string | null;
}

export function emailChangeSubject({ locale }: Localized<EmailChangeProps>): string {
  return getTranslator(locale)("emails.emailChange.subject", { appTitle: APP_TITLE });
}

export function emailChangePreview({ locale, newEmail }: Localized<EmailChangeProps>): string {
  return getTranslator(locale)("emails.emailChange.preview", { newEmail });
}

export function EmailChangeEmail(props: Localized<EmailChangeProps>) {
  const { locale, url, newEmail, name } = props;
  const t = getTranslator(locale);
  return (
    <EmailLayout
      locale={locale}
      preview={emailChangePreview(props)}
      heading={t("emails.emailChange.heading")}
      notes={
        <>
          <Text style={styles.muted}>{t("emails.emailChange.expiry")}</Text>
          <Text style={styles.muted}>{t("emails.emailChange.ignore")}</Text>
        </>
      }
    >
      <Greeting locale={locale} name={name} />
      <Text style={styles.text}>
        {t("emails.emailChange.body", { appTitle: APP_TITLE, newEmail })}
      </Text>
      <ActionButton locale={locale} href={url} label={t("emails.emailChange.button")} />
    </EmailLayout>
  );
}

EmailChangeEmail.PreviewProps = {
  locale: "en",
  url: "http://localhost:3000/change-email?token=preview-token",
  newEmail: "ada@example.com",
  name: "Ada Lovelace",
} satisfies Localized<EmailChangeProps>;

export default EmailChangeEmail;
