import type { Metadata } from "next";

import { getTranslations } from "next-intl/server";

import { EmptyState } from "@teamkit/ui/empty-state";

import { PageHeader } from "~/components/page-header";
import { TaskBoard } from "~/components/tasks/task-board";
import { TwoFactorGate } from "~/components/teams/two-factor-gate";
import { requireSession } from "~/server/session";
import { getActiveTeam, isShutOut } from "~/server/teams";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("tasks.board");
  return { title: t("title") };
}

/**
 * The active team's tasks as a board: one column per status, in the order kept on the server.
 * The board loads in the browser and shares its cache with the task list.
 */
export default async function TaskBoardPage() {
  await requireSession();
  const t = await getTranslations("tasks.board");
  const team = await getActiveTeam();
  return (
    <div className="grid gap-6">
      <PageHeader title={t("title")} description={t("subtitle")} />
      {!team ? (
        <EmptyState headingLevel={2} title={t("noTeam")} />
      ) : (await isShutOut(team)) ? (
        <TwoFactorGate team={team} />
      ) : (
        <TaskBoard teamId={team.id} />
      )}
    </div>
  );
}
