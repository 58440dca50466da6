"use client";

import { useTranslations } from "next-intl";

import { FormField } from "@teamkit/ui/form-field";
import { Input } from "@teamkit/ui/input";
import { Notice } from "@teamkit/ui/notice";
import { UpdateNameInput } from "@teamkit/validators";

import { AvatarField } from "~/components/account/avatar-field";
import { CardScreen } from "~/components/card-screen";
import { SubmitButton } from "~/components/forms/submit-button";
import { applyApiError } from "~/forms/apply-api-error";
import { explainedError } from "~/forms/explained-error";
import { useAppForm } from "~/forms/use-app-form";
import { api } from "~/trpc/react";

/**
 * The account step: the user's name and, if they like, an avatar. A failure keeps what was typed
 * and says so; success moves on to the team step.
 */
export function AccountStep({
  name,
  email,
  image,
  onDone,
}: {
  name: string;
  email: string;
  image: string | null;
  onDone: (name: string) => void;
}) {
  const t = useTranslations();
  const form = useAppForm(UpdateNameInput, { defaultValues: { name } });
  const save = api.onboarding.completeAccount.useMutation({
    onSuccess: (_, values) => onDone(values.name),
    onError: (error) => {
      applyApiError(form, error, (key) => t(key as never));
      if (!form.formState.errors.name) {
        const detail = explainedError(error);
        form.setError("root.server", {
          type: "server",
          message: detail
            ? `${t("onboarding.account.failed")} ${detail}`
            : t("onboarding.account.failed"),
        });
      }
    },
  });
  const { errors } = form.formState;

  return (
    <CardScreen
      title={t("onboarding.account.title")}
      description={t("onboarding.account.description")}
    >
      <AvatarField name={name || email} image={image} />
      <form
        noValidate
        className="grid gap-4"
        onSubmit={form.handleSubmit((values) => save.mutate(values))}
      >
        {errors.root?.server && <Notice tone="error">{errors.root.server.message}</Notice>}
        <FormField label={t("fields.name")} error={errors.name?.message}>
          <Input autoComplete="name" {...form.register("name")} />
        </FormField>
        <SubmitButton loading={save.isPending}>{t("onboarding.account.submit")}</SubmitButton>
      </form>
    </CardScreen>
  );
}
