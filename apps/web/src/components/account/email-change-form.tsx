"use client";

import { useTranslations } from "next-intl";

import { Notice } from "@teamkit/ui/notice";
import { ChangeEmailInput } from "@teamkit/validators";

import { EmailField } from "~/components/forms/email-field";
import { SubmitButton } from "~/components/forms/submit-button";
import { applyApiError } from "~/forms/apply-api-error";
import { useAppForm } from "~/forms/use-app-form";
import { api } from "~/trpc/react";

import { CurrentPasswordField } from "./current-password-field";

/** The change happens when the link mailed to the new address is opened. */
export function EmailChangeForm({ email }: { email: string }) {
  const t = useTranslations();
  const form = useAppForm(ChangeEmailInput, { defaultValues: { email: "", currentPassword: "" } });
  const request = api.auth.requestEmailChange.useMutation({
    onSuccess: () => form.reset({ email: "", currentPassword: "" }),
    onError: (error) => applyApiError(form, error, (key) => t(key as never)),
  });
  const { errors } = form.formState;
  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={form.handleSubmit((values) => request.mutate(values))}
    >
      <p className="text-sm">{t("account.general.email.current", { email })}</p>
      {errors.root?.server && <Notice tone="error">{errors.root.server.message}</Notice>}
      {request.isSuccess && (
        <Notice tone="success">
          {t("account.general.email.sent", { email: request.data.sentTo })}
        </Notice>
      )}
      <EmailField
        label={t("account.general.email.newEmail")}
        error={errors.email?.message}
        registration={form.register("email")}
      />
      <CurrentPasswordField
        error={errors.currentPassword?.message}
        registration={form.register("currentPassword")}
      />
      <div>
        <SubmitButton fullWidth={false} loading={request.isPending}>
          {t("account.general.email.submit")}
        </SubmitButton>
      </div>
    </form>
  );
}
