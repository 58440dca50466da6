"use client";

import { useTranslations } from "next-intl";

import type { MobileHandoffRequest } from "@teamkit/validators";
import { useHydrated } from "@teamkit/ui/use-hydrated";

import { YesNoButtons } from "~/components/yes-no-buttons";
import { api } from "~/trpc/react";

/** The code is minted only by this POST, after the user's yes: never by opening the page. */
export function MobileHandoffConfirm({
  request,
  cancelTo,
}: {
  request: MobileHandoffRequest;
  cancelTo: string;
}) {
  const t = useTranslations("auth.handoff");
  const approve = api.auth.mobileHandoff.approve.useMutation({
    onSuccess: ({ redirectTo }) => window.location.assign(redirectTo),
  });
  const hydrated = useHydrated();
  const sending = approve.isPending || approve.isSuccess;
  return (
    <YesNoButtons
      no={{ label: t("cancel"), onClick: () => window.location.assign(cancelTo) }}
      yes={{ label: t("confirm"), onClick: () => approve.mutate(request), loading: sending }}
      // Until React has hydrated, a click would be lost.
      disabled={!hydrated || sending}
      error={approve.error}
      errorTitle={t("failed")}
    />
  );
}
