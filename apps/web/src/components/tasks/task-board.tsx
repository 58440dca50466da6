"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";

import type { RouterOutputs } from "@teamkit/api/client";
import type { TaskStatus } from "@teamkit/validators";
import { Button } from "@teamkit/ui/button";
import { Notice } from "@teamkit/ui/notice";
import { Skeleton } from "@teamkit/ui/skeleton";
import { notify } from "@teamkit/ui/toast";
import { TASK_STATUSES } from "@teamkit/validators";

import { explainedError } from "~/lib/explained-error";
import { api } from "~/trpc/react";

import { TaskMeta } from "./task-meta";

type Board = RouterOutputs["tasks"]["board"];
type BoardTask = Board["columns"][number]["tasks"][number];

/** Where a move puts a task: a column, and the task it follows there (null: the top). */
interface Placement {
  taskId: string;
  status: TaskStatus;
  afterTaskId: string | null;
}

/** The board with `placement` applied, as the server will order it. */
function applyMove(board: Board, placement: Placement): Board {
  const moving = board.columns
    .flatMap((column) => column.tasks)
    .find((task) => task.id === placement.taskId);
  if (!moving) return board;
  return {
    columns: board.columns.map((column) => {
      const rest = column.tasks.filter((task) => task.id !== placement.taskId);
      const total =
        column.total -
        (moving.status === column.status ? 1 : 0) +
        (placement.status === column.status ? 1 : 0);
      if (column.status !== placement.status) return { ...column, tasks: rest, total };
      const index =
        placement.afterTaskId === null
          ? 0
          : rest.findIndex((task) => task.id === placement.afterTaskId) + 1;
      const tasks = [...rest];
      tasks.splice(index, 0, { ...moving, status: placement.status });
      return { ...column, tasks, total };
    }),
  };
}

/**
 * The task board: three columns by status. Each card moves with its buttons (up, down, or to
 * another column's end); a move shows at once and rolls back with an error toast when the server
 * refuses it. The board shares the `tasks` cache with the list, so either view stays current.
 */
export function TaskBoard({ teamId }: { teamId: string }) {
  const t = useTranslations("tasks");
  const utils = api.useUtils();
  const board = api.tasks.board.useQuery({ teamId });
  // Said to screen readers after each move (the moved card's buttons leave the focus behind).
  const [announcement, setAnnouncement] = useState("");

  const move = api.tasks.move.useMutation({
    onMutate: async (variables) => {
      await utils.tasks.board.cancel();
      const previous = utils.tasks.board.getData({ teamId });
      utils.tasks.board.setData({ teamId }, (old) => (old ? applyMove(old, variables) : old));
      return { previous };
    },
    onError: (error, _variables, context) => {
      utils.tasks.board.setData({ teamId }, context?.previous);
      notify.error({
        title: t("board.moveFailed"),
        description: explainedError(error) ?? undefined,
      });
    },
    onSettled: () => utils.tasks.invalidate(),
  });

  function moveTo(placement: Placement) {
    const column = board.data?.columns.find((each) => each.status === placement.status);
    const title = board.data?.columns
      .flatMap((each) => each.tasks)
      .find((task) => task.id === placement.taskId)?.title;
    if (column && title) {
      const position =
        placement.afterTaskId === null
          ? 1
          : column.tasks
              .filter((task) => task.id !== placement.taskId)
              .findIndex((task) => task.id === placement.afterTaskId) + 2;
      setAnnouncement(t("board.moved", { title, column: t(`status.${column.status}`), position }));
    }
    move.mutate({ teamId, ...placement });
  }

  if (board.isError && !board.data) {
    return (
      <Notice tone="error">
        <span className="flex flex-wrap items-center gap-3">
          {t("board.loadFailed")}
          <Button type="button" size="sm" variant="outline" onClick={() => void board.refetch()}>
            {t("retry")}
          </Button>
        </span>
      </Notice>
    );
  }
  if (!board.data) {
    return (
      <div className="grid gap-4 md:grid-cols-3" role="status" aria-label={t("board.loading")}>
        {TASK_STATUSES.map((status) => (
          <div key={status} className="grid content-start gap-3">
            <Skeleton className="h-6 w-32" />
            <Skeleton className="h-24 w-full" />
            <Skeleton className="h-24 w-full" />
          </div>
        ))}
      </div>
    );
  }

  const columns = board.data.columns;
  return (
    <div className="grid gap-4 md:grid-cols-3">
      <p className="sr-only" aria-live="polite" data-testid="board-announcement">
        {announcement}
      </p>
      {columns.map((column) => (
        <section
          key={column.status}
          aria-labelledby={`board-column-${column.status}`}
          className="grid content-start gap-3 rounded-xl border border-gray-200 bg-gray-50 p-3 dark:border-gray-800 dark:bg-gray-900"
        >
          <h2
            id={`board-column-${column.status}`}
            className="flex items-center justify-between text-sm font-semibold"
          >
            <span>{t(`status.${column.status}`)}</span>
            <span className="text-gray-600 dark:text-gray-400">
              {t("board.columnCount", { count: column.total })}
            </span>
          </h2>
          {column.tasks.length === 0 ? (
            <p className="rounded-lg border border-dashed border-gray-300 px-3 py-6 text-center text-sm text-gray-600 dark:border-gray-700 dark:text-gray-400">
              {t(`board.empty.${column.status}`)}
            </p>
          ) : (
            <ul className="grid gap-2" aria-label={t(`status.${column.status}`)}>
              {column.tasks.map((task, index) => (
                <BoardCard
                  key={task.id}
                  task={task}
                  previous={column.tasks[index - 1] ?? null}
                  beforePrevious={column.tasks[index - 2] ?? null}
                  next={column.tasks[index + 1] ?? null}
                  otherColumns={columns.filter((other) => other.status !== column.status)}
                  onMove={moveTo}
                />
              ))}
            </ul>
          )}
          {column.total > column.tasks.length && (
            <p className="text-xs text-gray-600 dark:text-gray-400">
              {t("board.more", { count: column.total - column.tasks.length })}
            </p>
          )}
        </section>
      ))}
    </div>
  );
}

function BoardCard({
  task,
  previous,
  beforePrevious,
  next,
  otherColumns,
  onMove,
}: {
  task: BoardTask;
  previous: BoardTask | null;
  beforePrevious: BoardTask | null;
  next: BoardTask | null;
  otherColumns: Board["columns"];
  onMove: (placement: Placement) => void;
}) {
  const t = useTranslations("tasks");
  return (
    <li className="grid gap-2 rounded-lg border border-gray-200 bg-white p-3 shadow-sm dark:border-gray-800 dark:bg-gray-950">
      <p className="font-medium break-words">{task.title}</p>
      <div className="flex flex-wrap items-center gap-2 text-xs text-gray-600 dark:text-gray-400">
        <TaskMeta task={task} />
      </div>
      <div className="flex flex-wrap gap-1">
        {previous && (
          <Button
            type="button"
            size="sm"
            variant="ghost"
            aria-label={t("board.moveUp", { title: task.title })}
            onClick={() =>
              onMove({
                taskId: task.id,
                status: task.status,
                afterTaskId: beforePrevious?.id ?? null,
              })
            }
          >
            {t("board.up")}
          </Button>
        )}
        {next && (
          <Button
            type="button"
            size="sm"
            variant="ghost"
            aria-label={t("board.moveDown", { title: task.title })}
            onClick={() => onMove({ taskId: task.id, status: task.status, afterTaskId: next.id })}
          >
            {t("board.down")}
          </Button>
        )}
        {otherColumns.map((column) => (
          <Button
            key={column.status}
            type="button"
            size="sm"
            variant="outline"
            aria-label={t("board.moveTo", {
              title: task.title,
              column: t(`status.${column.status}`),
            })}
            onClick={() =>
              onMove({
                taskId: task.id,
                status: column.status,
                afterTaskId: column.tasks.at(-1)?.id ?? null,
              })
            }
          >
            {t("board.toColumn", { column: t(`status.${column.status}`) })}
          </Button>
        ))}
      </div>
    </li>
  );
}
