import { Text } from "@react-email/components";

import { APP_TITLE, getTranslator } from "@teamkit/i18n";

import type { Localized } from "./types";
import { ActionButton } from "./action-button";
import { Greeting } from "./greeting";
import { EmailLayout } from "./layout";
import { styles } from "./styles";

export interface ForgotPasswordProps {
  url: string;
  name?: string | null;
}

export function forgotPasswordSubject({ locale }: Localized<ForgotPasswordProps>): string {
  return getTranslator(locale)("emails.forgotPassword.subject", { appTitle: APP_TITLE });
}

export function forgotPasswordPreview({ locale }: Localized<ForgotPasswordProps>): string {
  return getTranslator(locale)("emails.forgotPassword.preview");
}

export function ForgotPasswordEmail(props: Localized<ForgotPasswordProps>) {
  const { locale, url, name } = props;
  const t = getTranslator(locale);
  return (
    <EmailLayout
      locale={locale}
      preview={forgotPasswordPreview(props)}
      heading={t("emails.forgotPassword.heading")}
      notes={
        <>
          <Text style={styles.muted}>{t("emails.forgotPassword.expiry")}</Text>
          <Text style={styles.muted}>{t("emails.forgotPassword.ignore")}</Text>
        </>
      }
    >
      <Greeting locale={locale} name={name} />
      <Text style={styles.text}>{t("emails.forgotPassword.body", { appTitle: APP_TITLE })}</Text>
      <ActionButton locale={locale} href={url} label={t("emails.forgotPassword.button")} />
    </EmailLayout>
  );
}

ForgotPasswordEmail.PreviewProps = {
  locale: "en",
  url: "http://localhost:3000/reset-password?token=preview-token",
  name: "Ada Lovelace",
} satisfies Localized<ForgotPasswordProps>;

export default ForgotPasswordEmail;
