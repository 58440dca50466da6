"use client";

import type { ReactElement } from "react";

import { useTranslations } from "next-intl";
import { useId, useState } from "react";

import { Dialog } from "@teamkit/ui/dialog";
import { notify } from "@teamkit/ui/toast";

import { FormDialogFooter } from "~/components/form-dialog-footer";
import { useRouter } from "~/i18n/navigation";
import { api } from "~/trpc/react";

import type { CreatedTeam } from "./create-team-form";
import { CreateTeamForm } from "./create-team-form";

/** Creating a team makes it the active one, so success renders the page again in it. */
export function CreateTeamDialog({
  trigger,
  open,
  onOpenChange,
  onCreated: afterCreate,
}: {
  trigger?: ReactElement;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  onCreated?: () => void;
}) {
  const t = useTranslations();
  const router = useRouter();
  const utils = api.useUtils();
  const formId = useId();
  const [ownOpen, setOwnOpen] = useState(false);
  const [isPending, setIsPending] = useState(false);
  const isOpen = open ?? ownOpen;
  const setOpen = (next: boolean) => {
    setOwnOpen(next);
    onOpenChange?.(next);
  };

  const onCreated = (team: CreatedTeam) => {
    setOpen(false);
    notify.success({
      title: t("teams.create.success"),
      description: t("teams.create.successText", { name: team.name }),
    });
    void utils.team.invalidate();
    router.refresh();
    afterCreate?.();
  };

  return (
    <Dialog
      open={isOpen}
      onOpenChange={setOpen}
      trigger={trigger}
      title={t("teams.create.title")}
      description={t("teams.create.description")}
      closeLabel={t("common.close")}
      footer={
        <FormDialogFooter
          formId={formId}
          cancelLabel={t("common.cancel")}
          submitLabel={t("teams.create.submit")}
          isPending={isPending}
          keepFieldFocus
        />
      }
    >
      <CreateTeamForm id={formId} onPendingChange={setIsPending} onCreated={onCreated} />
    </Dialog>
  );
}
