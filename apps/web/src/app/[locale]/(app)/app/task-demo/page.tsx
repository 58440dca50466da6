import { getTranslations } from "next-intl/server";

import { PageHeader } from "~/components/page-header";
import { TaskBoard } from "~/components/tasks/task-board";
import { TeamPage } from "~/components/teams/team-page";
import { pageTitle } from "~/server/page-title";
import { requireSession } from "~/server/session";

export const generateMetadata = pageTitle((t) => t("tasks.board.title"));

/**
 * The active team's tasks as a board: one column per status, in the order kept on the server.
 * The board loads in the browser and shares its cache with the task list.
 */
export default async function TaskBoardPage() {
  await requireSession();
  const t = await getTranslations("tasks.board");
  return (
    <TeamPage
      header={<PageHeader title={t("title")} description={t("subtitle")} />}
      noTeamTitle={t("noTeam")}
      content={(team) => <TaskBoard teamId={team.id} />}
    />
  );
}
