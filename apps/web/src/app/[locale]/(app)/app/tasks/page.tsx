import type { Metadata } from "next";

import { getTranslations } from "next-intl/server";
import { NuqsAdapter } from "nuqs/adapters/next/app";

import { EmptyState } from "@teamkit/ui/empty-state";

import { TaskList } from "~/components/tasks/task-list";
import { Link } from "~/i18n/navigation";
import { requireSession } from "~/server/session";
import { getActiveTeam } from "~/server/teams";
import { serverApi } from "~/trpc/server";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("tasks");
  return { title: t("title") };
}

/**
 * The active team's tasks: search, filters and paging live in the URL; the list itself loads in
 * the browser, which knows the viewer's time zone ("overdue", "this week"). Tags and members
 * (filters, the task form) come with the page.
 */
export default async function TasksPage() {
  await requireSession();
  const t = await getTranslations("tasks");
  const team = await getActiveTeam();
  const header = (
    <header className="flex flex-wrap items-start justify-between gap-3">
      <div className="grid gap-1">
        <h1 className="text-2xl font-semibold">{t("title")}</h1>
        <p className="text-gray-600 dark:text-gray-300">{t("subtitle")}</p>
      </div>
      {team && (
        <Link
          href="/app/task-demo"
          className="rounded-md border border-gray-300 px-3 py-1.5 text-sm font-medium hover:bg-gray-50 dark:border-gray-700 dark:hover:bg-gray-900"
        >
          {t("boardLink")}
        </Link>
      )}
    </header>
  );
  if (!team) {
    return (
      <div className="grid gap-6">
        {header}
        <EmptyState headingLevel={2} title={t("noTeam")} />
      </div>
    );
  }
  const api = await serverApi();
  const [tags, members] = await Promise.all([
    api.tasks.tag.list({ teamId: team.id }),
    api.team.member.list({ teamId: team.id }),
  ]);
  return (
    <div className="grid gap-6">
      {header}
      <NuqsAdapter>
        <TaskList
          teamId={team.id}
          initialTags={tags}
          members={members.map((member) => ({
            id: member.userId,
            name: member.name ?? member.email,
          }))}
        />
      </NuqsAdapter>
    </div>
  );
}
