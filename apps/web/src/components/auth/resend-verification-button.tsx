"use client";

import { useTranslations } from "next-intl";

import { Button } from "@teamkit/ui/button";

import { MutationNotice } from "~/components/forms/mutation-notice";
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
      <MutationNotice
        mutation={resend}
        success={() => t("auth.checkEmail.resent", { email: resend.variables?.email ?? email })}
      />
    </div>
  );
}
