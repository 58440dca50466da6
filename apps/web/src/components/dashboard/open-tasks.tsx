import { getTranslations } from "next-intl/server";

import type { RouterOutputs } from "@teamkit/api/client";

import { SectionCard } from "~/components/section-card";
import { Link } from "~/i18n/navigation";

import { CARD_LINK_CLASS } from "./card-link-class";

/** The team's open tasks (not done): how many, and the latest few, linking to the task list. */
export async function OpenTasks({
  page,
}: {
  page: RouterOutputs["team"]["dashboard"]["openTasks"];
}) {
  const t = await getTranslations();
  return (
    <SectionCard
      titleId="open-tasks-title"
      title={t("dashboard.openTasks")}
      gap="gap-4"
      aside={
        <p className="text-sm text-gray-600 dark:text-gray-400">
          {t("dashboard.openTasksCount", { count: page.total })}
        </p>
      }
    >
      {page.items.length === 0 ? (
        <p className="text-sm text-gray-600 dark:text-gray-400">
          {t(page.hasTasks ? "dashboard.openTasksEmpty" : "dashboard.openTasksNone")}
        </p>
      ) : (
        <ul className="grid min-w-0 gap-2">
          {page.items.map((task) => (
            <li
              key={task.id}
              className="flex min-w-0 flex-wrap items-baseline justify-between gap-2 text-sm"
            >
              <span className="min-w-0 truncate">{task.title}</span>
              <span className="text-xs text-gray-600 dark:text-gray-400">
                {t(`tasks.status.${task.status}`)}
              </span>
            </li>
          ))}
        </ul>
      )}
      <Link
        href={page.items.length ? "/app/tasks?status=open" : "/app/tasks"}
        className={CARD_LINK_CLASS}
      >
        {t("dashboard.allTasksLink")}
      </Link>
    </SectionCard>
  );
}
