"use client";

import { useTranslations } from "next-intl";

import { AnimatedList } from "@teamkit/ui/animated-list";

import type { Task } from "./task-dialog";
import { TaskMeta } from "./task-meta";
import { TaskRowMenu } from "./task-row-menu";

export function TaskRows({
  tasks,
  total,
  onEdit,
  onDelete,
}: {
  tasks: Task[];
  total: number;
  onEdit: (task: Task) => void;
  onDelete: (task: Task) => void;
}) {
  const t = useTranslations("tasks");
  return (
    <>
      <p className="text-sm text-gray-600 dark:text-gray-400" aria-live="polite">
        {t("count", { count: total })}
      </p>
      <AnimatedList className="divide-y divide-gray-200 rounded-xl border border-gray-200 bg-white dark:divide-gray-800 dark:border-gray-800 dark:bg-gray-950">
        {tasks.map((task) => (
          <li
            key={task.id}
            data-task-id={task.id}
            className="flex items-start gap-x-2 px-4 py-3 sm:gap-x-4"
          >
            <div className="grid min-w-0 flex-1 gap-1">
              {/* Whole on a phone, where a line holds few words; one line on wider screens. */}
              <p className="font-medium wrap-anywhere sm:truncate">{task.title}</p>
              <div className="flex flex-wrap items-center gap-2 text-xs text-gray-600 dark:text-gray-400">
                <span className="rounded-full border border-gray-300 px-2 py-0.5 dark:border-gray-700">
                  {t(`status.${task.status}`)}
                </span>
                <TaskMeta task={task} />
              </div>
            </div>
            <TaskRowMenu
              title={task.title}
              onEdit={() => onEdit(task)}
              onDelete={() => onDelete(task)}
            />
          </li>
        ))}
      </AnimatedList>
    </>
  );
}
