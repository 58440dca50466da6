import { router } from "expo-router";
import { StyleSheet, Text, View } from "react-native";

import { Button } from "../../components/button";
import { Chip } from "../../components/chip";
import { CodeField } from "../../components/code-field";
import { EmailField } from "../../components/email-field";
import { FormScreen, FormSwitch } from "../../components/form-screen";
import { Notice } from "../../components/notice";
import { TextField } from "../../components/text-field";
import { api, errorKey } from "../../lib/api";
import { fieldError, useErrorText } from "../../lib/error-text";
import { useI18n } from "../../lib/i18n";
import { useSession } from "../../lib/session";
import { useColors } from "../../lib/theme";
import { useBrowserSignIn } from "../handoff/use-browser-sign-in";
import { TwoFactorStep } from "./two-factor-step";
import { useSignIn } from "./use-sign-in";

export function SignInScreen() {
  const { t } = useI18n();
  const colors = useColors();
  const errorText = useErrorText();
  const current = useSession();
  const form = useSignIn();
  const browser = useBrowserSignIn();
  // Not verified yet: a new mail, then its code on the sign-up's code step.
  const resend = api.auth.resendVerification.useMutation({
    onSuccess: (_result, { email }) =>
      router.replace({ pathname: "/sign-up", params: { verify: email } }),
  });
  const reason = current.status === "signedOut" ? current.reason : undefined;
  const serverError = form.error ? errorText(form.error) : null;
  const isUnverified = errorKey(form.error) === "auth.errors.emailNotVerified";
  const isCodeStep = form.method === "code" && form.codeSentTo !== null;
  const submitLabel =
    form.method === "code" && !isCodeStep ? t("mobile.signIn.sendCode") : t("auth.login.submit");

  if (form.challenge) {
    return (
      <FormScreen title={t("auth.login.title")}>
        <TwoFactorStep challenge={form.challenge} onRestart={form.restart} />
      </FormScreen>
    );
  }

  return (
    <FormScreen title={t("auth.login.title")}>
      <Text style={{ color: colors.muted }}>{t("auth.login.description")}</Text>
      {reason ? (
        <Notice
          tone="info"
          text={
            reason === "deleted"
              ? t("account.general.delete.deleted")
              : t(`mobile.session.${reason}`)
          }
        />
      ) : null}
      <View accessibilityRole="radiogroup" accessibilityLabel={t("mobile.signIn.methods")}>
        <View style={styles.row}>
          <Chip
            label={t("mobile.signIn.withPassword")}
            isSelected={form.method === "password"}
            role="radio"
            onPress={() => form.choose("password")}
          />
          <Chip
            label={t("mobile.signIn.withCode")}
            isSelected={form.method === "code"}
            role="radio"
            onPress={() => form.choose("code")}
          />
        </View>
      </View>
      <EmailField {...form.field("email", form.error)} editable={!isCodeStep} />
      {form.method === "password" ? (
        <TextField
          label={t("fields.password")}
          {...form.field("password")}
          secureTextEntry
          autoComplete="current-password"
          onSubmitEditing={form.submit}
        />
      ) : null}
      {isCodeStep ? (
        <>
          <Notice
            tone="info"
            text={t("mobile.signIn.codeSent", { email: form.codeSentTo ?? "" })}
          />
          <CodeField {...form.field("code", form.error)} onSubmitEditing={form.submit} />
        </>
      ) : null}
      {serverError && !fieldError(form.error, "code") ? (
        <Notice
          text={serverError}
          title={isUnverified ? t("auth.errors.emailNotVerifiedTitle") : undefined}
        />
      ) : null}
      {isUnverified ? (
        <Button
          label={t("auth.checkEmail.resend")}
          variant="secondary"
          onPress={() => resend.mutate({ email: form.values.email.trim(), forApp: true })}
          isBusy={resend.isPending}
        />
      ) : null}
      {resend.error ? <Notice text={errorText(resend.error)} /> : null}
      <Button label={submitLabel} onPress={form.submit} isBusy={form.isBusy} />
      {isCodeStep ? (
        <>
          {form.newCode.isSuccess ? (
            <Notice tone="info" text={t("auth.otp.resent", { email: form.codeSentTo ?? "" })} />
          ) : null}
          {form.newCode.error ? <Notice text={errorText(form.newCode.error)} /> : null}
          <View style={styles.row}>
            <Button
              label={t("auth.otp.resend")}
              variant="secondary"
              onPress={form.resendCode}
              isBusy={form.newCode.isPending}
            />
            <Button
              label={t("auth.otp.differentEmail")}
              variant="secondary"
              onPress={form.changeEmail}
            />
          </View>
        </>
      ) : null}
      <Button
        label={t("mobile.signIn.withBrowser")}
        variant="secondary"
        onPress={() => void browser.start()}
        isBusy={browser.isBusy}
      />
      {browser.message ? <Notice text={browser.message} /> : null}
      <FormSwitch text={t("auth.login.noAccount")} label={t("auth.login.signUp")} href="/sign-up" />
    </FormScreen>
  );
}

const styles = StyleSheet.create({
  row: { flexDirection: "row", flexWrap: "wrap", alignItems: "center", gap: 8 },
});
