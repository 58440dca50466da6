"use client";

import { useTranslations } from "next-intl";

import { ConfirmButton } from "~/components/confirm-button";
import { api } from "~/trpc/react";

import { useOpenDashboard } from "./use-open-dashboard";

/** Deletes the team after a confirmation, then opens the dashboard (of another team, if any). */
export function DeleteTeamButton({ team }: { team: { id: string; name: string } }) {
  const t = useTranslations("teamSettings.delete");
  const tCommon = useTranslations("teamSettings");
  const openDashboard = useOpenDashboard();
  const remove = api.team.delete.useMutation();
  return (
    <div>
      <ConfirmButton
        label={t("button")}
        variant="error"
        title={t("confirmTitle")}
        description={t("confirmDescription", { team: team.name })}
        confirmLabel={t("confirm")}
        cancelLabel={tCommon("cancel")}
        toasts={{ pending: t("deleting"), done: t("deleted"), failed: t("failed") }}
        mutate={() => remove.mutateAsync({ teamId: team.id })}
        onDone={openDashboard}
      />
    </div>
  );
}
