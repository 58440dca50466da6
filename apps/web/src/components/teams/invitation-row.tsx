"use client";

import { useFormatter, useTranslations } from "next-intl";

import type { RouterOutputs } from "@teamkit/api/client";
import { Button } from "@teamkit/ui/button";

import { runWithToast } from "~/forms/run-with-toast";
import { api } from "~/trpc/react";

type Invitation = RouterOutputs["team"]["invitation"]["list"][number];

/** One pending invitation: address, role, inviter, expiry; owners send it again or revoke it. */
export function InvitationRow({
  teamId,
  invitation,
  canManage,
}: {
  teamId: string;
  invitation: Invitation;
  canManage: boolean;
}) {
  const t = useTranslations("teamSettings");
  const format = useFormatter();
  const utils = api.useUtils();
  const revoke = api.team.invitation.revoke.useMutation();
  const resend = api.team.invitation.resend.useMutation();

  async function resendInvitation() {
    await runWithToast(() => resend.mutateAsync({ teamId, invitationId: invitation.id }), {
      pending: t("invitations.resending"),
      done: t("invitations.resent"),
      doneDescription: t("invitations.resentDescription"),
      failed: t("invitations.resendFailed"),
    });
    await utils.team.invitation.list.invalidate({ teamId });
  }

  async function revokeInvitation() {
    await runWithToast(() => revoke.mutateAsync({ teamId, invitationId: invitation.id }), {
      pending: t("invitations.revoking"),
      done: t("invitations.revoked"),
      failed: t("invitations.revokeFailed"),
    });
    await utils.team.invitation.list.invalidate({ teamId });
  }

  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3">
      <div className="min-w-0 flex-1 basis-48">
        <p className="text-sm font-medium wrap-anywhere sm:truncate">{invitation.email}</p>
        <p className="text-sm text-gray-600 dark:text-gray-400">
          {invitation.invitedByName
            ? t("invitations.invitedBy", { name: invitation.invitedByName })
            : t("invitations.invitedByUnknown")}
          {" · "}
          {invitation.isExpired ? (
            <span className="font-medium text-error dark:text-error-400">
              {t("invitations.expired")}
            </span>
          ) : (
            t("invitations.expires", {
              // The same day on the server and in the browser, whatever their time zones.
              date: format.dateTime(invitation.expiresAt, { dateStyle: "medium", timeZone: "UTC" }),
            })
          )}
        </p>
      </div>
      <span className="text-sm text-gray-700 dark:text-gray-300">
        {t(`roles.${invitation.role}`)}
      </span>
      {canManage && (
        <div className="flex gap-1">
          <Button
            type="button"
            // An expired invitation is of no use until it is sent again.
            variant={invitation.isExpired ? "outline" : "ghost"}
            size="sm"
            loading={resend.isPending}
            disabled={revoke.isPending}
            aria-label={t("invitations.resendInvitation", { email: invitation.email })}
            onClick={() => void resendInvitation()}
          >
            {t("invitations.resend")}
          </Button>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            loading={revoke.isPending}
            disabled={resend.isPending}
            aria-label={t("invitations.revokeInvitation", { email: invitation.email })}
            onClick={() => void revokeInvitation()}
          >
            {t("invitations.revoke")}
          </Button>
        </div>
      )}
    </li>
  );
}
