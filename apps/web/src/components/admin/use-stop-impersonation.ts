"use client";

import { useLocale, useTranslations } from "next-intl";

import { localizedPath } from "@teamkit/i18n";

import { notifyFailure } from "~/components/notify-failure";
import { api } from "~/trpc/react";

/**
 * Stops the impersonation and loads the page the server names (the admin's user list as they left
 * it) in full, so every part of the app renders as the admin again.
 */
export function useStopImpersonation(): { stop: () => Promise<void>; isStopping: boolean } {
  const t = useTranslations("admin.impersonation");
  const locale = useLocale();
  const mutation = api.admin.impersonation.stop.useMutation();
  async function stop() {
    try {
      const { redirectTo } = await mutation.mutateAsync();
      window.location.assign(localizedPath(locale, redirectTo));
    } catch (error) {
      notifyFailure(t("stopFailed"), error);
    }
  }
  // Stays "stopping" through the page load that follows success.
  return { stop, isStopping: mutation.isPending || mutation.isSuccess };
}
