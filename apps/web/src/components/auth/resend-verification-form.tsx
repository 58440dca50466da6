"use client";

import { useTranslations } from "next-intl";

import { Notice } from "@teamkit/ui/notice";
import { ResendVerificationInput } from "@teamkit/validators";

import { AppForm } from "~/components/forms/app-form";
import { EmailField } from "~/components/forms/email-field";
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
    <AppForm form={form} onSubmit={(values) => resend.mutate(values)}>
      {resend.isSuccess && (
        <Notice tone="success">
          {t("auth.checkEmail.resent", { email: resend.variables.email })}
        </Notice>
      )}
      <EmailField error={errors.email?.message} registration={form.register("email")} />
      <SubmitButton loading={resend.isPending}>{t("auth.checkEmail.send")}</SubmitButton>
    </AppForm>
  );
}
