"use client";

import { useFormatter, useTranslations } from "next-intl";
import { useSyncExternalStore } from "react";

import { isTaskOverdue, localDay } from "@teamkit/validators";

import { TagBadge } from "./tag-badge";

/** What a task line shows besides its title, wherever tasks are listed. */
export interface TaskMetaFields {
  status: string;
  priority: "none" | "low" | "medium" | "high" | "urgent";
  /** A calendar day (`YYYY-MM-DD`), shown as that day whatever the viewer's zone. */
  dueDate: string | null;
  assignee: { name: string | null; email: string } | null;
  tags: { id: string; name: string; color: string }[];
}

const noChanges = () => () => {};

/** The viewer's calendar day; null on the server and in hydration (it knows no viewer's zone). */
function useLocalDay(): string | null {
  return useSyncExternalStore(noChanges, localDay, () => null);
}

/** A task's priority, due date, assignee and tags: the list's rows and the board's cards. */
export function TaskMeta({ task }: { task: TaskMetaFields }) {
  const t = useTranslations("tasks");
  const format = useFormatter();
  const today = useLocalDay();
  const isLate = today !== null && isTaskOverdue(task, today);
  return (
    <>
      {task.priority !== "none" && <span>{t(`priority.${task.priority}`)}</span>}
      {task.dueDate && (
        <span className={isLate ? "font-medium text-error dark:text-error-400" : undefined}>
          {t(isLate ? "overdueOn" : "dueOn", {
            date: format.dateTime(new Date(`${task.dueDate}T00:00:00Z`), {
              dateStyle: "medium",
              timeZone: "UTC",
            }),
          })}
        </span>
      )}
      {task.assignee && (
        <span>{t("assignedTo", { name: task.assignee.name ?? task.assignee.email })}</span>
      )}
      {task.tags.map((tag) => (
        <TagBadge key={tag.id} name={tag.name} color={tag.color} />
      ))}
    </>
  );
}
