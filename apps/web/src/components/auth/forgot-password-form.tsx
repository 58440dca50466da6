"use client";

import { useTranslations } from "next-intl";

import { Notice } from "@teamkit/ui/notice";
import { RequestPasswordResetInput } from "@teamkit/validators";

import { CardScreen } from "~/components/card-screen";
import { AppForm } from "~/components/forms/app-form";
import { EmailField } from "~/components/forms/email-field";
import { SubmitButton } from "~/components/forms/submit-button";
import { CenteredLink } from "~/components/text-link";
import { applyApiError } from "~/forms/apply-api-error";
import { useAppForm } from "~/forms/use-app-form";
import { api } from "~/trpc/react";

/** The same answer for every address, so the form reveals nobody's account. */
export function ForgotPasswordForm() {
  const t = useTranslations();
  const form = useAppForm(RequestPasswordResetInput, { defaultValues: { email: "" } });
  const request = api.auth.requestPasswordReset.useMutation({
    onError: (error) => applyApiError(form, error, (key) => t(key as never)),
  });
  const { errors } = form.formState;

  if (request.isSuccess) {
    return (
      <CardScreen title={t("auth.forgotPassword.sentTitle")}>
        <Notice tone="success">
          {t.rich("auth.forgotPassword.sent", {
            email: request.variables.email,
            strong: (chunks) => <strong className="font-semibold">{chunks}</strong>,
          })}
        </Notice>
        <CenteredLink href="/auth/login">{t("auth.forgotPassword.backToSignIn")}</CenteredLink>
      </CardScreen>
    );
  }

  return (
    <CardScreen
      title={t("auth.forgotPassword.title")}
      description={t("auth.forgotPassword.description")}
    >
      <AppForm form={form} onSubmit={(values) => request.mutate(values)}>
        <EmailField error={errors.email?.message} registration={form.register("email")} />
        <SubmitButton loading={request.isPending}>{t("auth.forgotPassword.submit")}</SubmitButton>
      </AppForm>
      <CenteredLink href="/auth/login">{t("auth.forgotPassword.backToSignIn")}</CenteredLink>
    </CardScreen>
  );
}
