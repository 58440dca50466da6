import { Text } from "@react-email/components";

import { APP_TITLE, getTranslator } from "@teamkit/i18n";

import type { Localized } from "./types";
import { ActionButton } from "./action-button";
import { Greeting } from "./greeting";
import { EmailLayout } from "./layout";
import { styles } from "./styles";

export interface NewUserProps {
  url: string;
  name?: string | null;
}

export function newUserSubject({ locale }: Localized<NewUserProps>): string {
  return getTranslator(locale)("emails.newUser.subject", { appTitle: APP_TITLE });
}

export function newUserPreview({ locale }: Localized<NewUserProps>): string {
  return getTranslator(locale)("emails.newUser.preview");
}

export function NewUserEmail(props: Localized<NewUserProps>) {
  const { locale, url, name } = props;
  const t = getTranslator(locale);
  return (
    <EmailLayout
      locale={locale}
      preview={newUserPreview(props)}
      heading={t("emails.newUser.heading", { appTitle: APP_TITLE })}
      notes={
        <>
          <Text style={styles.muted}>{t("emails.newUser.expiry")}</Text>
          <Text style={styles.muted}>{t("emails.newUser.ignore", { appTitle: APP_TITLE })}</Text>
        </>
      }
    >
      <Greeting locale={locale} name={name} />
      <Text style={styles.text}>{t("emails.newUser.body")}</Text>
      <ActionButton locale={locale} href={url} label={t("emails.newUser.button")} />
    </EmailLayout>
  );
}

NewUserEmail.PreviewProps = {
  locale: "en",
  url: "http://localhost:3000/verify-email?token=preview-token",
  name: "Ada Lovelace",
} satisfies Localized<NewUserProps>;

export default NewUserEmail;
