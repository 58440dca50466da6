import { Button, Link, Section, Text } from "@react-email/components";

import type { Locale } from "@teamkit/i18n";
import { getTranslator } from "@teamkit/i18n";

import { styles } from "./styles";

export interface ActionButtonProps {
  locale: Locale;
  href: string;
  label: string;
}

/**
 * Followed by the raw link: some clients block buttons, and the text part needs the address anyway.
 */
export function ActionButton({ locale, href, label }: ActionButtonProps) {
  const t = getTranslator(locale);
  return (
    <>
      <Section style={styles.buttonSection}>
        <Button href={href} style={styles.button}>
          {label}
        </Button>
      </Section>
      <Text style={styles.muted}>{t("emails.common.copyLink")}</Text>
      <Text style={styles.fallbackLink}>
        <Link href={href} style={styles.fallbackLink}>
          {href}
        </Link>
      </Text>
    </>
  );
}
