"use client";

import { useTranslations } from "next-intl";

import { Button } from "@teamkit/ui/button";
import { useHydrated } from "@teamkit/ui/use-hydrated";

import { MutationNotice } from "~/components/forms/mutation-notice";
import { SectionCard } from "~/components/section-card";
import { api } from "~/trpc/react";

/** The reset link mailed to the account's own address proves it is them, as a password would. */
export function SetPasswordCard({ email }: { email: string }) {
  const t = useTranslations("account.setPassword");
  const send = api.auth.requestPasswordReset.useMutation();
  // Until React has hydrated, a click would be lost.
  const hydrated = useHydrated();
  return (
    <SectionCard titleId="set-password-title" title={t("title")} gap="gap-3">
      <p className="text-sm text-gray-600 dark:text-gray-300">{t("text", { email })}</p>
      <div>
        <Button
          type="button"
          variant="primary"
          loading={send.isPending}
          disabled={!hydrated || send.isSuccess}
          onClick={() => send.mutate({ email })}
        >
          {t("send")}
        </Button>
      </div>
      <MutationNotice mutation={send} success={() => t("sent", { email })} />
    </SectionCard>
  );
}
