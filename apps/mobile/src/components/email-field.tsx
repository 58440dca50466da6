import type { TextInputProps } from "react-native";

import { useI18n } from "../lib/i18n";
import { TextField } from "./text-field";

/** An email address: no capitals or corrections, the phone's email keyboard and autofill. */
export function EmailField(props: TextInputProps & { error?: string }) {
  const { t } = useI18n();
  return (
    <TextField
      label={t("fields.email")}
      autoCapitalize="none"
      autoCorrect={false}
      autoComplete="email"
      inputMode="email"
      {...props}
    />
  );
}
