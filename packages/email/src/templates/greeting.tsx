import { Text } from "@react-email/components";

import type { Locale } from "@teamkit/i18n";
import { getTranslator } from "@teamkit/i18n";

import { inertName } from "./inert-name";
import { styles } from "./styles";

export function Greeting({ locale, name }: { locale: Locale; name?: string | null }) {
  const t = getTranslator(locale);
  const trimmed = name?.trim();
  return (
    <Text className="tk-text" style={styles.text}>
      {trimmed
        ? t("emails.common.greeting", { name: inertName(trimmed) })
        : t("emails.common.greetingAnonymous")}
    </Text>
  );
}
