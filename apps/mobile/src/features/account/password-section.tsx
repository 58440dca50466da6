import { useState } from "react";
import { Text } from "react-native";

import { ChangePasswordInput } from "@teamkit/validators";

import type { Message } from "./section";
import { Button } from "../../components/button";
import { Notice } from "../../components/notice";
import { TextField } from "../../components/text-field";
import { api } from "../../lib/api";
import { fieldError, useFailure } from "../../lib/error-text";
import { useI18n } from "../../lib/i18n";
import { useColors } from "../../lib/theme";
import { useForm } from "../../lib/use-form";
import { PasswordChecklist } from "../sign-up/password-checklist";
import { Section } from "./section";

export function PasswordSection() {
  const { t } = useI18n();
  const colors = useColors();
  const failure = useFailure();
  const { values, reset, check, field } = useForm(
    { currentPassword: "", newPassword: "" },
    ChangePasswordInput,
  );
  const [message, setMessage] = useState<Message>(null);
  const change = api.auth.changePassword.useMutation({
    onSuccess: () => {
      reset({ currentPassword: "", newPassword: "" });
      setMessage({
        text: `${t("account.general.password.updated")} ${t("account.general.password.otherSessions")}`,
        tone: "info",
      });
    },
    onError: (e) => {
      if (!fieldError(e, "currentPassword") && !fieldError(e, "newPassword"))
        setMessage({ text: failure(e, t("account.general.password.failed")), tone: "error" });
    },
  });
  const submit = () => {
    setMessage(null);
    change.reset();
    if (check()) change.mutate(values);
  };
  return (
    <Section title={t("account.general.password.title")}>
      <Text style={{ color: colors.muted }}>{t("account.general.password.description")}</Text>
      <TextField
        label={t("fields.currentPassword")}
        {...field("currentPassword", change.error)}
        secureTextEntry
        autoComplete="current-password"
      />
      <TextField
        label={t("fields.newPassword")}
        {...field("newPassword", change.error)}
        secureTextEntry
        autoComplete="new-password"
      />
      <PasswordChecklist password={values.newPassword} />
      {message ? <Notice tone={message.tone} text={message.text} /> : null}
      <Button
        label={t("account.general.password.submit")}
        onPress={submit}
        isBusy={change.isPending}
      />
    </Section>
  );
}
