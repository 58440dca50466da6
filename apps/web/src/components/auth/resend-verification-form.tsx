"use client";

import { useTranslations } from "next-intl";

import { FormField } from "@teamkit/ui/form-field";
import { Input } from "@teamkit/ui/input";
import { Notice } from "@teamkit/ui/notice";
import { ResendVerificationInput } from "@teamkit/validators";

import { SubmitButton } from "~/components/forms/submit-button";
import { applyApiError } from "~/forms/apply-api-error";
import { useAppForm } from "~/forms/use-app-form";
import { api } from "~/trpc/react";

/** Asks for the address and sends a new verification mail to it (when the address is not known). */
export function ResendVerificationForm() {
  const t = useTranslations();
  const form = useAppForm(ResendVerificationInput, { defaultValues: { email: "" } });
  const resend = api.auth.resendVerification.useMutation({
    onError: (error) => applyApiError(form, error, (key) => t(key as never)),
  });
  const { errors } = form.formState;

  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={form.handleSubmit((values) => resend.mutate(values))}
    >
      {errors.root?.server && <Notice tone="error">{errors.root.server.message}</Notice>}
      {resend.isSuccess && (
        <Notice tone="success">
          {t("auth.checkEmail.resent", { email: resend.variables.email })}
        </Notice>
      )}
      <FormField label={t("fields.email")} error={errors.email?.message}>
        <Input type="email" autoComplete="email" {...form.register("email")} />
      </FormField>
      <SubmitButton loading={resend.isPending}>{t("auth.checkEmail.send")}</SubmitButton>
    </form>
  );
}
