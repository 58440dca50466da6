import type { TextInputProps } from "react-native";

import { useI18n } from "../lib/i18n";
import { TextField } from "./text-field";

/** The 6-digit code of a mail (sign-in or sign-up), with the phone's one-time-code autofill. */
export function CodeField(props: TextInputProps & { error?: string }) {
  const { t } = useI18n();
  return (
    <TextField
      label={t("auth.otp.codeLabel")}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      {...props}
    />
  );
}
