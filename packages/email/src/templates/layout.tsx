import type { ReactNode } from "react";

import {
  Body,
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

import { styles } from "./styles";

export interface EmailLayoutProps {
  locale: Locale;
  preview: string;
  heading: string;
  children: ReactNode;
  notes?: ReactNode;
}

export function EmailLayout({ locale, preview, heading, children, notes }: EmailLayoutProps) {
  const t = getTranslator(locale);
  return (
    <Html lang={locale} dir="ltr">
      <Head>
        {/* Without it, a phone's browser lays the mail out at desktop width and shrinks it. */}
        <meta name="viewport" content="width=device-width, initial-scale=1" />
      </Head>
      <Preview>{preview}</Preview>
      <Body style={styles.body}>
        <Container style={styles.container}>
          <Section style={styles.header}>
            <Text style={styles.brand}>{APP_TITLE}</Text>
          </Section>
          <Section style={styles.card}>
            <Heading as="h1" style={styles.heading}>
              {heading}
            </Heading>
            {children}
            {notes ? (
              <>
                <Hr style={styles.hr} />
                {notes}
              </>
            ) : null}
          </Section>
          <Text style={styles.footer}>{t("emails.common.footer", { appTitle: APP_TITLE })}</Text>
        </Container>
      </Body>
    </Html>
  );
}
