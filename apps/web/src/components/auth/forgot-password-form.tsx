"use client";

import { useTranslations } from "next-intl";

import { Notice } from "@teamkit/ui/notice";
import { RequestPasswordResetInput } from "@teamkit/validators";

import { CardScreen } from "~/components/card-screen";
import { CenteredLink } from "~/components/text-link";
import { api } from "~/trpc/react";

import { EmailRequestForm } from "./email-request-form";

/** The same answer for every address, so the form reveals nobody's account. */
export function ForgotPasswordForm() {
  const t = useTranslations();
  const request = api.auth.requestPasswordReset.useMutation();

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
      <EmailRequestForm
        schema={RequestPasswordResetInput}
        mutation={request}
        submitLabel={t("auth.forgotPassword.submit")}
      />
      <CenteredLink href="/auth/login">{t("auth.forgotPassword.backToSignIn")}</CenteredLink>
    </CardScreen>
  );
}
