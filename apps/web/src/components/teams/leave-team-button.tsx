"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";

import { Button } from "@teamkit/ui/button";
import { ConfirmDialog } from "@teamkit/ui/confirm-dialog";
import { notify } from "@teamkit/ui/toast";

import { explainedError } from "~/forms/explained-error";
import { useRouter } from "~/i18n/navigation";
import { api } from "~/trpc/react";

/**
 * Leaves the team after a confirmation, then opens the dashboard. The server refuses the last
 * owner, and the toast says why.
 */
export function LeaveTeamButton({ team }: { team: { id: string; name: string } }) {
  const t = useTranslations("teamSettings.leave");
  const tCommon = useTranslations("teamSettings");
  const router = useRouter();
  const [isOpen, setIsOpen] = useState(false);
  const utils = api.useUtils();
  const leave = api.team.leave.useMutation();

  async function leaveTeam() {
    const toastId = notify.loading({ title: t("leaving") });
    try {
      await leave.mutateAsync({ teamId: team.id });
    } catch (error) {
      notify.error({
        id: toastId,
        title: t("failed"),
        description: explainedError(error) ?? undefined,
      });
      // The refusal is final (the last owner stays): nothing to retry in the dialog.
      setIsOpen(false);
      return;
    }
    notify.success({ id: toastId, title: t("left") });
    await utils.team.invalidate();
    router.push("/app/dashboard");
    router.refresh();
  }

  return (
    <>
      <div>
        <Button type="button" variant="outline" onClick={() => setIsOpen(true)}>
          {t("button")}
        </Button>
      </div>
      <ConfirmDialog
        open={isOpen}
        onOpenChange={setIsOpen}
        title={t("confirmTitle", { team: team.name })}
        description={t("confirmDescription")}
        confirmLabel={t("confirm")}
        cancelLabel={tCommon("cancel")}
        onConfirm={leaveTeam}
      />
    </>
  );
}
