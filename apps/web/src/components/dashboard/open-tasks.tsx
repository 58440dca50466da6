import { getTranslations } from "next-intl/server";

import { Link } from "~/i18n/navigation";
import { serverApi } from "~/trpc/server";

import { CARD_LINK_CLASS } from "./card-link-class";

/** The team's open tasks (not done): how many, and the latest few, linking to the task list. */
export async function OpenTasks({ teamId }: { teamId: string }) {
  const t = await getTranslations();
  const page = await (
    await serverApi()
  ).tasks.list({ teamId, status: "open", sort: "newest", pageSize: 5 });
  return (
    <section
      aria-labelledby="open-tasks-title"
      className="grid content-start gap-4 rounded-xl border border-gray-200 bg-white p-5 dark:border-gray-800 dark:bg-gray-950"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="open-tasks-title" className="text-lg font-semibold">
          {t("dashboard.openTasks")}
        </h2>
        <p className="text-sm text-gray-600 dark:text-gray-400">
          {t("dashboard.openTasksCount", { count: page.total })}
        </p>
      </div>
      {page.items.length === 0 ? (
        <p className="text-sm text-gray-600 dark:text-gray-400">{t("dashboard.openTasksEmpty")}</p>
      ) : (
        <ul className="grid gap-2">
          {page.items.map((task) => (
            <li
              key={task.id}
              className="flex flex-wrap items-baseline justify-between gap-2 text-sm"
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
    </section>
  );
}
