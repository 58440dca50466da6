"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";

import { Button } from "@teamkit/ui/button";
import { ConfirmDialog } from "@teamkit/ui/confirm-dialog";
import { notify } from "@teamkit/ui/toast";

import { explainedError } from "~/forms/explained-error";
import { useRouter } from "~/i18n/navigation";
import { api } from "~/trpc/react";

/** Deletes the team after a confirmation, then opens the dashboard (of another team, if any). */
export function DeleteTeamButton({ team }: { team: { id: string; name: string } }) {
  const t = useTranslations("teamSettings.delete");
  const tCommon = useTranslations("teamSettings");
  const router = useRouter();
  const [isOpen, setIsOpen] = useState(false);
  const utils = api.useUtils();
  const remove = api.team.delete.useMutation();

  async function deleteTeam() {
    const toastId = notify.loading({ title: t("deleting") });
    try {
      await remove.mutateAsync({ teamId: team.id });
    } catch (error) {
      notify.error({
        id: toastId,
        title: t("failed"),
        description: explainedError(error) ?? undefined,
      });
      throw error;
    }
    notify.success({ id: toastId, title: t("deleted") });
    await utils.team.invalidate();
    router.push("/app/dashboard");
    router.refresh();
  }

  return (
    <>
      <div>
        <Button type="button" variant="error" onClick={() => setIsOpen(true)}>
          {t("button")}
        </Button>
      </div>
      <ConfirmDialog
        open={isOpen}
        onOpenChange={setIsOpen}
        title={t("confirmTitle")}
        description={t("confirmDescription", { team: team.name })}
        confirmLabel={t("confirm")}
        cancelLabel={tCommon("cancel")}
        onConfirm={deleteTeam}
      />
    </>
  );
}
