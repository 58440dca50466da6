"use client";

import { useLocale, useTranslations } from "next-intl";

import { Notice } from "@teamkit/ui/notice";

import { JOINED_PARAM } from "~/components/teams/team-url";
import { CenteredLink } from "~/components/text-link";
import { YesNoButtons } from "~/components/yes-no-buttons";
import { getPathname } from "~/i18n/navigation";
import { api } from "~/trpc/react";

/** The link is spent by these POSTs only, so a mail scanner fetching it leaves it intact. */
export function InvitationResponse({ token, teamName }: { token: string; teamName: string }) {
  const t = useTranslations();
  const locale = useLocale();
  const accept = api.team.invitation.accept.useMutation({
    onSuccess: ({ teamId }) => {
      // A full load: the app layout renders with the new active team, which it welcomes.
      const query = { [JOINED_PARAM]: teamId };
      window.location.assign(getPathname({ href: { pathname: "/app/dashboard", query }, locale }));
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
        <CenteredLink href="/app/dashboard">{t("invitation.toDashboard")}</CenteredLink>
      </div>
    );
  }

  return (
    <YesNoButtons
      no={{
        label: t("invitation.decline"),
        onClick: () => decline.mutate({ token }),
        loading: decline.isPending,
      }}
      yes={{
        label: t("invitation.accept"),
        onClick: () => accept.mutate({ token }),
        loading: accept.isPending || accept.isSuccess,
      }}
      disabled={isBusy}
      error={failed}
      errorTitle={t("invitation.failed")}
    />
  );
}
