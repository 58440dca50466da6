"use client";

import { useTranslations } from "next-intl";

import { Button } from "@teamkit/ui/button";
import { Notice } from "@teamkit/ui/notice";

import { clientErrorMessage } from "~/forms/client-errors";
import { api } from "~/trpc/react";

/** Sends the verification mail to a known address again and says so (or why it could not). */
export function ResendVerificationButton({ email }: { email: string }) {
  const t = useTranslations();
  const resend = api.auth.resendVerification.useMutation();
  return (
    <div className="grid gap-3">
      <Button
        type="button"
        variant="outline"
        className="w-full"
        loading={resend.isPending}
        onClick={() => resend.mutate({ email })}
      >
        {t("auth.checkEmail.resend")}
      </Button>
      {resend.isSuccess && (
        <Notice tone="success">
          {t("auth.checkEmail.resent", { email: resend.variables.email })}
        </Notice>
      )}
      {resend.isError && (
        <Notice tone="error">{clientErrorMessage(resend.error, (key) => t(key as never))}</Notice>
      )}
    </div>
  );
}
