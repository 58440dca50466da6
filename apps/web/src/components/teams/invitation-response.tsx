"use client";

import { useLocale, useTranslations } from "next-intl";

import { Button } from "@teamkit/ui/button";
import { Notice } from "@teamkit/ui/notice";

import { TextLink } from "~/components/text-link";
import { clientErrorMessage } from "~/forms/client-errors";
import { getPathname } from "~/i18n/navigation";
import { api } from "~/trpc/react";

/** The link is spent by these POSTs only, so a mail scanner fetching it leaves it intact. */
export function InvitationResponse({ token, teamName }: { token: string; teamName: string }) {
  const t = useTranslations();
  const locale = useLocale();
  const accept = api.team.invitation.accept.useMutation({
    onSuccess: () => {
      // A full load: the app layout renders with the new active team.
      window.location.assign(getPathname({ href: "/app/dashboard", locale }));
    },
  });
  const decline = api.team.invitation.decline.useMutation();
  const failed = accept.error ?? decline.error;
  const isBusy = accept.isPending || accept.isSuccess || decline.isPending;

  if (decline.isSuccess) {
    return (
      <div className="grid gap-4">
        <Notice tone="info" title={t("invitation.declinedTitle")}>
          <p>{t("invitation.declined", { team: teamName })}</p>
        </Notice>
        <p className="text-center text-sm">
          <TextLink href="/app/dashboard">{t("invitation.toDashboard")}</TextLink>
        </p>
      </div>
    );
  }

  return (
    <div className="grid gap-4">
      {failed && (
        <Notice tone="error" title={t("invitation.failed")}>
          <p>{clientErrorMessage(failed, (key) => t(key as never))}</p>
        </Notice>
      )}
      <div className="grid gap-3 sm:grid-cols-2">
        <Button
          type="button"
          variant="outline"
          disabled={isBusy}
          loading={decline.isPending}
          onClick={() => decline.mutate({ token })}
        >
          {t("invitation.decline")}
        </Button>
        <Button
          type="button"
          variant="primary"
          disabled={isBusy}
          loading={accept.isPending || accept.isSuccess}
          onClick={() => accept.mutate({ token })}
        >
          {t("invitation.accept")}
        </Button>
      </div>
    </div>
  );
}
