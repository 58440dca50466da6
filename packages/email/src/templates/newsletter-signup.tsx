import { Link, Text } from "@react-email/components";

import { APP_TITLE, getTranslator } from "@teamkit/i18n";

import type { Localized } from "./types";
import { ActionButton } from "./action-button";
import { EmailLayout } from "./layout";
import { styles } from "./styles";

export interface NewsletterSignupProps {
  url: string;
  unsubscribeUrl?: string | null;
}

export function newsletterSignupSubject({ locale }: Localized<NewsletterSignupProps>): string {
  return getTranslator(locale)("emails.newsletterSignup.subject", { appTitle: APP_TITLE });
}

export function newsletterSignupPreview({ locale }: Localized<NewsletterSignupProps>): string {
  return getTranslator(locale)("emails.newsletterSignup.preview");
}

export function NewsletterSignupEmail(props: Localized<NewsletterSignupProps>) {
  const { locale, url, unsubscribeUrl } = props;
  const t = getTranslator(locale);
  return (
    <EmailLayout
      locale={locale}
      preview={newsletterSignupPreview(props)}
      heading={t("emails.newsletterSignup.heading")}
      notes={
        <>
          <Text style={styles.muted}>{t("emails.newsletterSignup.expiry")}</Text>
          <Text style={styles.muted}>
            {t("emails.newsletterSignup.unsubscribe")}
            {unsubscribeUrl ? (
              <>
                {" "}
                <Link href={unsubscribeUrl} style={styles.fallbackLink}>
                  {t("emails.newsletterSignup.unsubscribeLink")}
                </Link>
              </>
            ) : null}
          </Text>
          <Text style={styles.muted}>{t("emails.newsletterSignup.ignore")}</Text>
        </>
      }
    >
      <Text style={styles.text}>{t("emails.newsletterSignup.body", { appTitle: APP_TITLE })}</Text>
      <ActionButton locale={locale} href={url} label={t("emails.newsletterSignup.button")} />
    </EmailLayout>
  );
}

NewsletterSignupEmail.PreviewProps = {
  locale: "en",
  url: "http://localhost:3000/newsletter/confirm?token=preview-token",
  unsubscribeUrl: "http://localhost:3000/newsletter/unsubscribe?token=preview-unsubscribe",
} satisfies Localized<NewsletterSignupProps>;

export default NewsletterSignupEmail;
