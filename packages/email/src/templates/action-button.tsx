import { Button, Link, Section, Text } from "@react-email/components";

import type { Locale } from "@teamkit/i18n";
import { getTranslator } from "@teamkit/i18n";

import { styles } from "./styles";

export interface ActionButtonProps {
  locale: Locale;
  href: string;
  label: string;
}

/** Marks the button for the plain-text part, which writes it as "Label: link" (see render.ts). */
export const TEXT_ACTION_ATTRIBUTE = "data-text-action";

/**
 * Followed by the raw link, since some clients block buttons. The plain-text part has no button:
 * it gives the link once, after the button's label, and skips the note about the button.
 */
export function ActionButton({ locale, href, label }: ActionButtonProps) {
  const t = getTranslator(locale);
  return (
    <>
      <Section style={styles.buttonSection}>
        <Button
          href={href}
          className="tk-button"
          style={styles.button}
          {...{ [TEXT_ACTION_ATTRIBUTE]: "true" }}
        >
          {label}
        </Button>
      </Section>
      <Text className="tk-muted" style={styles.muted} data-skip-in-text="true">
        {t("emails.common.copyLink")}
      </Text>
      <Text className="tk-muted" style={styles.fallbackLink} data-skip-in-text="true">
        <Link href={href} className="tk-muted" style={styles.fallbackLink}>
          {href}
        </Link>
      </Text>
    </>
  );
}
