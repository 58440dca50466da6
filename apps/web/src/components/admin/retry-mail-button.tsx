"use client";

import { useTranslations } from "next-intl";

import { Button } from "@teamkit/ui/button";
import { notify } from "@teamkit/ui/toast";

import { notifyFailure } from "~/components/notify-failure";
import { useRouter } from "~/i18n/navigation";
import { api } from "~/trpc/react";

/** Sends an undelivered mail once more; the list is read again whatever the outcome. */
export function RetryMailButton({ mailId, to }: { mailId: string; to: string }) {
  const t = useTranslations("admin.overview");
  const router = useRouter();
  const retry = api.admin.mail.retry.useMutation();

  async function retryMail() {
    const toastId = notify.loading({ title: t("mailRetrying") });
    try {
      const { outcome } = await retry.mutateAsync({ mailId });
      if (outcome === "sent") notify.success({ id: toastId, title: t("mailSent", { to }) });
      else notify.error({ id: toastId, title: t("mailStillFailing", { to }) });
    } catch (error) {
      notifyFailure(t("mailRetryFailed"), error, toastId);
    }
    router.refresh();
  }

  return (
    <Button
      variant="secondary"
      size="sm"
      onClick={() => void retryMail()}
      disabled={retry.isPending}
    >
      {t("mailRetry")}
    </Button>
  );
}
