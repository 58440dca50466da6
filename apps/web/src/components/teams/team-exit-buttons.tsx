"use client";

import { useTranslations } from "next-intl";

import { ConfirmButton } from "~/components/confirm-button";
import { api } from "~/trpc/react";

import { useOpenDashboard } from "./use-open-dashboard";

interface TeamProps {
  team: { id: string; name: string };
}

// Leaving is refused for the last owner, and the toast says why; that refusal is final, so the
// dialog closes. A failed delete keeps it open to try again.
const EXITS = {
  delete: {
    variant: "error",
    pending: "delete.deleting",
    done: "delete.deleted",
    closeOnFailure: false,
  },
  leave: { variant: "outline", pending: "leave.leaving", done: "leave.left", closeOnFailure: true },
} as const;

/** A way out of the team, confirmed first; afterwards the dashboard (of another team, if any) opens. */
function TeamExitButton({
  team,
  exit,
  mutate,
}: TeamProps & {
  exit: keyof typeof EXITS;
  mutate: (input: { teamId: string }) => Promise<unknown>;
}) {
  const t = useTranslations("teamSettings");
  const openDashboard = useOpenDashboard();
  const { variant, pending, done, closeOnFailure } = EXITS[exit];
  return (
    <div>
      <ConfirmButton
        label={t(`${exit}.button`)}
        variant={variant}
        title={t(`${exit}.confirmTitle`, { team: team.name })}
        description={t(`${exit}.confirmDescription`, { team: team.name })}
        confirmLabel={t(`${exit}.confirm`)}
        cancelLabel={t("cancel")}
        toasts={{ pending: t(pending), done: t(done), failed: t(`${exit}.failed`) }}
        mutate={() => mutate({ teamId: team.id })}
        onDone={openDashboard}
        // The team gone or the owner demoted meanwhile: the page shows a team that changed.
        onRefused={exit === "delete" ? openDashboard : undefined}
        closeOnFailure={closeOnFailure}
      />
    </div>
  );
}

export function DeleteTeamButton({ team }: TeamProps) {
  const remove = api.team.delete.useMutation();
  return <TeamExitButton team={team} exit="delete" mutate={remove.mutateAsync} />;
}

export function LeaveTeamButton({ team }: TeamProps) {
  const leave = api.team.leave.useMutation();
  return <TeamExitButton team={team} exit="leave" mutate={leave.mutateAsync} />;
}
