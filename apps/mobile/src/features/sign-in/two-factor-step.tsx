import { Text } from "react-native";

import { Button } from "../../components/button";
import { Notice } from "../../components/notice";
import { TextField } from "../../components/text-field";
import { fieldError, useErrorText } from "../../lib/error-text";
import { useI18n } from "../../lib/i18n";
import { useColors } from "../../lib/theme";
import { useTwoFactor } from "./use-two-factor";

const RECOVERY_CODE_INPUT = {
  autoCapitalize: "none",
  autoCorrect: false,
  autoComplete: "off",
  maxLength: 31,
} as const;

const AUTHENTICATOR_CODE_INPUT = {
  inputMode: "numeric",
  keyboardType: "number-pad",
  textContentType: "oneTimeCode",
  autoComplete: "one-time-code",
  maxLength: 8,
} as const;

/**
 * The code a two-factor account answers its sign-in's challenge with: the authenticator's 6
 * digits, or one recovery code. `onRestart` leads back to sign-in once the challenge is spent.
 */
export function TwoFactorStep({
  challenge,
  onRestart,
}: {
  challenge: string;
  onRestart: () => void;
}) {
  const { t } = useI18n();
  const colors = useColors();
  const errorText = useErrorText();
  const form = useTwoFactor(challenge);
  const isRecovery = form.method === "recovery";

  if (form.isExpired) {
    return (
      <>
        <Text accessibilityRole="header" style={{ color: colors.text, fontSize: 18 }}>
          {t("auth.twoFactor.expiredTitle")}
        </Text>
        <Notice text={t("auth.twoFactor.expired")} />
        <Button label={t("auth.twoFactor.signInAgain")} onPress={onRestart} />
      </>
    );
  }

  return (
    <>
      <Text accessibilityRole="header" style={{ color: colors.text, fontSize: 18 }}>
        {t("auth.twoFactor.title")}
      </Text>
      <Text style={{ color: colors.muted }}>
        {isRecovery ? t("auth.twoFactor.recoveryDescription") : t("auth.twoFactor.description")}
      </Text>
      <TextField
        // A new field per method, so the keyboard and autofill follow the switch.
        key={form.method}
        label={isRecovery ? t("auth.twoFactor.recoveryCodeLabel") : t("auth.twoFactor.codeLabel")}
        {...form.field("code", form.error)}
        onSubmitEditing={form.submit}
        {...(isRecovery ? RECOVERY_CODE_INPUT : AUTHENTICATOR_CODE_INPUT)}
      />
      {form.error && !fieldError(form.error, "code") ? (
        <Notice text={errorText(form.error)} />
      ) : null}
      <Button label={t("auth.twoFactor.submit")} onPress={form.submit} isBusy={form.isBusy} />
      <Button
        label={
          isRecovery ? t("auth.twoFactor.useAuthenticator") : t("auth.twoFactor.useRecoveryCode")
        }
        variant="secondary"
        onPress={form.switchMethod}
      />
      <Button label={t("auth.twoFactor.signInAgain")} variant="secondary" onPress={onRestart} />
    </>
  );
}
