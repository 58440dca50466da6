"use client";

import { useTranslations } from "next-intl";

import { FormField } from "@teamkit/ui/form-field";
import { Input } from "@teamkit/ui/input";
import { notify } from "@teamkit/ui/toast";
import { UpdateNameInput } from "@teamkit/validators";

import { SubmitButton } from "~/components/forms/submit-button";
import { applyApiErrorOrToast } from "~/forms/apply-api-error";
import { useAppForm } from "~/forms/use-app-form";
import { useRouter } from "~/i18n/navigation";
import { api } from "~/trpc/react";

/** The account's name; success and failure are toasts, field errors stay at the field. */
export function AccountNameForm({ name }: { name: string }) {
  const t = useTranslations();
  const router = useRouter();
  const form = useAppForm(UpdateNameInput, { defaultValues: { name } });
  const update = api.user.update.useMutation({
    onSuccess: ({ name: saved }) => {
      notify.success({ title: t("account.general.name.updated") });
      form.reset({ name: saved ?? "" });
      // The shell shows the name too.
      router.refresh();
    },
    onError: (error) => applyApiErrorOrToast(form, error, t("account.general.name.failed")),
  });
  const { errors, isDirty } = form.formState;
  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={form.handleSubmit((values) => update.mutate(values))}
    >
      <FormField label={t("fields.name")} error={errors.name?.message}>
        <Input autoComplete="name" {...form.register("name")} />
      </FormField>
      <div>
        <SubmitButton fullWidth={false} loading={update.isPending} disabled={!isDirty}>
          {t("account.general.save")}
        </SubmitButton>
      </div>
    </form>
  );
}
