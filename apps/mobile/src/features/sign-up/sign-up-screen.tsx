import { router } from "expo-router";
import { Text } from "react-native";

import { Button } from "../../components/button";
import { CodeField } from "../../components/code-field";
import { EmailField } from "../../components/email-field";
import { FormScreen, FormSwitch } from "../../components/form-screen";
import { Notice } from "../../components/notice";
import { TextField } from "../../components/text-field";
import { fieldError, useErrorText } from "../../lib/error-text";
import { useI18n } from "../../lib/i18n";
import { useColors } from "../../lib/theme";
import { TwoFactorStep } from "../sign-in/two-factor-step";
import { PasswordChecklist } from "./password-checklist";
import { useSignUp } from "./use-sign-up";

export function SignUpScreen({ verifying }: { verifying?: string }) {
  const { t } = useI18n();
  const colors = useColors();
  const errorText = useErrorText();
  const form = useSignUp(verifying);
  const isCodeStep = form.sentTo !== null;
  const fieldNames = ["name", "email", "password", "code"];
  const serverError =
    form.error && !fieldNames.some((field) => fieldError(form.error, field))
      ? errorText(form.error)
      : null;

  if (form.challenge) {
    return (
      <FormScreen title={t("auth.signUp.title")}>
        <TwoFactorStep challenge={form.challenge} onRestart={() => router.replace("/sign-in")} />
      </FormScreen>
    );
  }

  return (
    <FormScreen title={t("auth.signUp.title")}>
      {isCodeStep ? (
        <>
          <Notice tone="info" text={t("mobile.signUp.codeSent", { email: form.sentTo ?? "" })} />
          <CodeField {...form.field("code", form.error)} onSubmitEditing={form.submit} />
          {serverError ? <Notice text={serverError} /> : null}
          <Button label={t("mobile.signUp.verify")} onPress={form.submit} isBusy={form.isBusy} />
          <Text style={{ color: colors.muted }}>{t("auth.checkEmail.notReceived")}</Text>
          <Button
            label={t("auth.checkEmail.resend")}
            variant="secondary"
            onPress={form.sendAgain}
            isBusy={form.isResending}
          />
          {form.resent ? (
            <Notice tone="info" text={t("auth.checkEmail.resent", { email: form.sentTo ?? "" })} />
          ) : null}
          <Button
            label={t("auth.otp.differentEmail")}
            variant="secondary"
            onPress={form.startOver}
          />
        </>
      ) : (
        <>
          <Text style={{ color: colors.muted }}>{t("auth.signUp.description")}</Text>
          <TextField
            label={t("fields.name")}
            {...form.field("name", form.error)}
            autoCapitalize="words"
            autoComplete="name"
          />
          <EmailField {...form.field("email", form.error)} />
          <TextField
            label={t("fields.password")}
            {...form.field("password", form.error)}
            secureTextEntry
            autoComplete="new-password"
            onSubmitEditing={form.submit}
          />
          <PasswordChecklist password={form.values.password} />
          {serverError ? <Notice text={serverError} /> : null}
          <Button label={t("auth.signUp.submit")} onPress={form.submit} isBusy={form.isBusy} />
          <FormSwitch
            text={t("auth.signUp.hasAccount")}
            label={t("auth.signUp.signIn")}
            href="/sign-in"
          />
        </>
      )}
    </FormScreen>
  );
}
