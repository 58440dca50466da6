import type { ReactNode } from "react";

import {
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Preview,
  Section,
  Text,
} from "@react-email/components";

import type { Locale } from "@teamkit/i18n";
import { APP_TITLE, getTranslator } from "@teamkit/i18n";

import type { MailContext } from "./types";
import { DARK_SCHEME_CSS, styles } from "./styles";

export interface EmailLayoutProps {
  locale: Locale;
  /** The subject: the document's title, which some clients and screen readers show. */
  title: string;
  preview: string;
  heading: string;
  children: ReactNode;
  notes?: ReactNode;
  context?: MailContext;
}

export function EmailLayout({
  locale,
  title,
  preview,
  heading,
  children,
  notes,
  context,
}: EmailLayoutProps) {
  const t = getTranslator(locale);
  return (
    <Html lang={locale} dir="ltr">
      <Head>
        <title>{title}</title>
        {/* Without it, a phone's browser lays the mail out at desktop width and shrinks it. */}
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        <style>{DARK_SCHEME_CSS}</style>
      </Head>
      {/* react-email's Body would copy the background onto a cell without the dark class. */}
      <body className="tk-page" style={styles.body}>
        <Preview>{preview}</Preview>
        {/* Gmail drops the body element's styles; the page's colour lives on this table too. */}
        <Section className="tk-page" style={styles.page}>
          <Container style={styles.container}>
            <Section style={styles.header}>
              <Text className="tk-text" style={styles.brand}>
                {APP_TITLE}
              </Text>
            </Section>
            <Section className="tk-card" style={styles.card}>
              <Heading as="h1" className="tk-text" style={styles.heading}>
                {heading}
              </Heading>
              {children}
              {notes ? (
                <>
                  <Hr className="tk-rule" style={styles.hr} />
                  {notes}
                </>
              ) : null}
            </Section>
            <Text className="tk-muted" style={styles.footer}>
              {t("emails.common.footer", { appTitle: APP_TITLE })}{" "}
              {context?.replyTo ? t("emails.common.replies") : t("emails.common.noReplies")}
            </Text>
          </Container>
        </Section>
      </body>
    </Html>
  );
}
