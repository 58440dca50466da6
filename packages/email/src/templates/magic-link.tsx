import { Text } from "@react-email/components";

import { APP_TITLE, getTranslator } from "@teamkit/i18n";

import type { Localized } from "./types";
import { ActionButton } from "./action-button";
import { EmailLayout } from "./layout";
import { styles } from "./styles";

export interface MagicLinkProps {
  url: string;
  code: string;
}

export function magicLinkSubject({ locale }: Localized<MagicLinkProps>): string {
  return getTranslator(locale)("emails.magicLink.subject", { appTitle: APP_TITLE });
}

export function magicLinkPreview({ locale, code }: Localized<MagicLinkProps>): string {
  return getTranslator(locale)("emails.magicLink.preview", { code });
}

/** No greeting by name: the mail may go to an address that has no account yet. */
export function MagicLinkEmail(props: Localized<MagicLinkProps>) {
  const { locale, url, code } = props;
  const t = getTranslator(locale);
  return (
    <EmailLayout
      locale={locale}
      preview={magicLinkPreview(props)}
      heading={t("emails.magicLink.heading", { appTitle: APP_TITLE })}
      notes={
        <>
          <Text style={styles.muted}>{t("emails.magicLink.expiry")}</Text>
          <Text style={styles.muted}>{t("emails.magicLink.ignore")}</Text>
        </>
      }
    >
      <Text style={styles.text}>{t("emails.magicLink.body")}</Text>
      <ActionButton locale={locale} href={url} label={t("emails.magicLink.button")} />
      <Text style={{ ...styles.text, marginTop: "24px" }}>{t("emails.magicLink.codeIntro")}</Text>
      <Text style={styles.code}>{code}</Text>
    </EmailLayout>
  );
}

MagicLinkEmail.PreviewProps = {
  locale: "en",
  url: "http://localhost:3000/api/auth/magic-link?token=preview-token",
  code: "428913",
} satisfies Localized<MagicLinkProps>;

export default MagicLinkEmail;
