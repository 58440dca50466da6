"use client";

import { useTranslations } from "next-intl";

import { ConfirmButton } from "~/components/confirm-button";
import { api } from "~/trpc/react";

import { useOpenDashboard } from "./use-open-dashboard";

/**
 * Leaves the team after a confirmation, then opens the dashboard. The server refuses the last
 * owner, and the toast says why; that refusal is final, so the dialog closes.
 */
export function LeaveTeamButton({ team }: { team: { id: string; name: string } }) {
  const t = useTranslations("teamSettings.leave");
  const tCommon = useTranslations("teamSettings");
  const openDashboard = useOpenDashboard();
  const leave = api.team.leave.useMutation();
  return (
    <div>
      <ConfirmButton
        label={t("button")}
        variant="outline"
        title={t("confirmTitle", { team: team.name })}
        description={t("confirmDescription")}
        confirmLabel={t("confirm")}
        cancelLabel={tCommon("cancel")}
        toasts={{ pending: t("leaving"), done: t("left"), failed: t("failed") }}
        mutate={() => leave.mutateAsync({ teamId: team.id })}
        onDone={openDashboard}
        closeOnFailure
      />
    </div>
  );
}
