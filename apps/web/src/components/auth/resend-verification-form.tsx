"use client";

import { useTranslations } from "next-intl";

import { Notice } from "@teamkit/ui/notice";
import { ResendVerificationInput } from "@teamkit/validators";

import { api } from "~/trpc/react";

import { EmailRequestForm } from "./email-request-form";

/** Asks for the address and sends a new verification mail to it (when the address is not known). */
export function ResendVerificationForm() {
  const t = useTranslations();
  const resend = api.auth.resendVerification.useMutation();

  return (
    <EmailRequestForm
      schema={ResendVerificationInput}
      mutation={resend}
      submitLabel={t("auth.checkEmail.send")}
    >
      {resend.isSuccess && (
        <Notice tone="success">
          {t("auth.checkEmail.resent", { email: resend.variables.email })}
        </Notice>
      )}
    </EmailRequestForm>
  );
}
