"use client";

import { useFormatter, useTranslations } from "next-intl";

import { Spinner } from "@teamkit/ui/spinner";

import { Link } from "~/i18n/navigation";

import type { AssistantMessage, ToolTask } from "./types";

type ToolPart = Extract<AssistantMessage["parts"][number], { type: `tool-${string}` }>;

/** True for the parts that are calls of the assistant's tools. */
export function isToolPart(part: AssistantMessage["parts"][number]): part is ToolPart {
  return (
    part.type === "tool-listTasks" ||
    part.type === "tool-searchTasks" ||
    part.type === "tool-createTask"
  );
}

const CARD =
  "rounded-lg border border-gray-200 bg-gray-50 text-sm dark:border-gray-800 dark:bg-gray-900";

/** The edit dialog of a task on the task list. */
function taskHref(id: string) {
  return `/app/tasks?task=${encodeURIComponent(id)}`;
}

export function ToolStep({ part }: { part: ToolPart }) {
  const t = useTranslations("ai.tools");
  const name = part.type.slice("tool-".length) as "listTasks" | "searchTasks" | "createTask";

  if (part.state === "output-error") {
    return <ToolFailure text={t("failed", { error: part.errorText })} />;
  }
  if (part.state !== "output-available") {
    return (
      <p className="flex items-center gap-2 text-sm text-gray-600 dark:text-gray-400">
        <Spinner />
        {t(name)}
      </p>
    );
  }
  const output = part.output;
  if ("error" in output) return <ToolFailure text={t("failed", { error: output.error })} />;
  if ("task" in output) {
    return (
      <div className={`${CARD} grid gap-1 px-3 py-2`} data-testid="ai-created-task">
        <p className="text-xs font-medium text-green-700 dark:text-green-400">{t("created")}</p>
        <Link
          href={taskHref(output.task.id)}
          aria-label={t("openTask", { title: output.task.title })}
          className="font-medium text-gray-900 underline-offset-4 hover:underline dark:text-gray-100"
        >
          {output.task.title}
        </Link>
      </div>
    );
  }
  return <TaskListCard tasks={output.tasks} total={output.total} />;
}

function ToolFailure({ text }: { text: string }) {
  return (
    <p className="rounded-lg border border-error/30 bg-error/5 px-3 py-2 text-sm text-error dark:text-error-400">
      {text}
    </p>
  );
}

function TaskListCard({ tasks, total }: { tasks: ToolTask[]; total: number }) {
  const t = useTranslations("ai.tools");
  const tStatus = useTranslations("tasks.status");
  const format = useFormatter();
  return (
    <div className={`${CARD} grid gap-1 px-3 py-2`} data-testid="ai-task-list">
      <p className="text-xs font-medium text-gray-600 dark:text-gray-400">
        {t("found", { total })}
      </p>
      {tasks.length > 0 && (
        <ul className="grid gap-1">
          {tasks.map((task) => (
            <li key={task.id} className="flex flex-wrap items-baseline gap-x-2 gap-y-0.5">
              <Link
                href={taskHref(task.id)}
                className="min-w-0 truncate font-medium text-gray-900 underline-offset-4 hover:underline dark:text-gray-100"
              >
                {task.title}
              </Link>
              <span className="text-xs text-gray-600 dark:text-gray-400">
                {[
                  tStatus(task.status),
                  task.dueDate &&
                    t("dueOn", {
                      date: format.dateTime(new Date(`${task.dueDate}T00:00:00Z`), {
                        dateStyle: "medium",
                        timeZone: "UTC",
                      }),
                    }),
                  task.assigneeName ?? t("unassigned"),
                ]
                  .filter(Boolean)
                  .join(" · ")}
              </span>
            </li>
          ))}
        </ul>
      )}
      {total > tasks.length && (
        <Link
          href="/app/tasks"
          className="text-xs font-medium text-primary-700 underline-offset-4 hover:underline dark:text-primary-400"
        >
          {t("more", { count: total - tasks.length })}
        </Link>
      )}
    </div>
  );
}
