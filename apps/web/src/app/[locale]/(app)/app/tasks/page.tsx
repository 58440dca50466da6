import { getTranslations } from "next-intl/server";
import { NuqsAdapter } from "nuqs/adapters/next/app";

import { PageHeader } from "~/components/page-header";
import { TaskList } from "~/components/tasks/task-list";
import { TeamPage } from "~/components/teams/team-page";
import { Link } from "~/i18n/navigation";
import { pageTitle } from "~/server/page-title";
import { requireSession } from "~/server/session";
import { getActiveTeam, isShutOut } from "~/server/teams";
import { serverApi } from "~/trpc/server";

export const generateMetadata = pageTitle((t) => t("tasks.title"));

/**
 * The active team's tasks: search, filters and paging live in the URL; the list itself loads in
 * the browser, which knows the viewer's time zone ("overdue", "this week"). Tags and members
 * (filters, the task form) come with the page.
 */
export default async function TasksPage() {
  await requireSession();
  const t = await getTranslations("tasks");
  const team = await getActiveTeam();
  const isOpen = !!team && !(await isShutOut(team));
  const header = (
    <PageHeader
      title={t("title")}
      description={t("subtitle")}
      actions={
        isOpen && (
          <Link
            href="/app/task-demo"
            className="rounded-md border border-gray-300 px-3 py-1.5 text-sm font-medium hover:bg-gray-50 dark:border-gray-700 dark:hover:bg-gray-900"
          >
            {t("boardLink")}
          </Link>
        )
      }
    />
  );
  return (
    <TeamPage
      header={header}
      noTeamTitle={t("noTeam")}
      content={async ({ id: teamId }) => {
        const api = await serverApi();
        const [tags, members] = await Promise.all([
          api.tasks.tag.list({ teamId }),
          api.team.member.list({ teamId }),
        ]);
        return (
          <NuqsAdapter>
            <TaskList
              teamId={teamId}
              initialTags={tags}
              members={members.map((member) => ({
                id: member.userId,
                name: member.name ?? member.email,
              }))}
            />
          </NuqsAdapter>
        );
      }}
    />
  );
}
