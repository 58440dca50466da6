import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";

import { UpdateNameInput } from "@teamkit/validators";

import type { Message } from "./section";
import { Button } from "../../components/button";
import { Notice } from "../../components/notice";
import { TextField } from "../../components/text-field";
import { api } from "../../lib/api";
import { useFailure } from "../../lib/error-text";
import { useI18n } from "../../lib/i18n";
import { useForm } from "../../lib/use-form";
import { Section } from "./section";

export function NameSection({ name: initialName }: { name: string }) {
  const { t } = useI18n();
  const failure = useFailure();
  const queryClient = useQueryClient();
  const form = useForm({ name: initialName }, UpdateNameInput);
  const [message, setMessage] = useState<Message>(null);
  const update = api.user.update.useMutation({
    onSuccess: () => {
      setMessage({ text: t("account.general.name.updated"), tone: "info" });
      void queryClient.invalidateQueries();
    },
    onError: (e) =>
      setMessage({ text: failure(e, t("account.general.name.failed")), tone: "error" }),
  });
  const submit = () => {
    setMessage(null);
    if (form.check()) update.mutate(form.values);
  };
  return (
    <Section title={t("account.general.name.title")}>
      <TextField
        label={t("fields.name")}
        {...form.field("name")}
        autoCapitalize="words"
        autoComplete="name"
        onSubmitEditing={submit}
      />
      {message ? <Notice tone={message.tone} text={message.text} /> : null}
      <Button label={t("account.general.save")} onPress={submit} isBusy={update.isPending} />
    </Section>
  );
}
