"use client";

import type { ReactNode } from "react";

import { useDroppable } from "@dnd-kit/core";
import { SortableContext, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { useTranslations } from "next-intl";

import type { TaskStatus } from "@teamkit/validators";
import { cn } from "@teamkit/ui/cn";

import { columnDropId } from "./board-moves";

/**
 * One status column: a drop target as a whole (so an empty column, or the space below its last
 * card, takes a drop) holding its cards in a sortable list.
 */
export function BoardColumn({
  status,
  total,
  taskIds,
  isDragging,
  children,
}: {
  status: TaskStatus;
  /** All tasks with this status, also those past the board's limit. */
  total: number;
  /** The ids of the cards shown, top to bottom. */
  taskIds: string[];
  /** Whether a card is being dragged anywhere on the board. */
  isDragging: boolean;
  children: ReactNode;
}) {
  const t = useTranslations("tasks");
  const { setNodeRef, isOver } = useDroppable({ id: columnDropId(status) });
  return (
    <section
      ref={setNodeRef}
      aria-labelledby={`board-column-${status}`}
      className={cn(
        "grid min-w-0 grid-cols-1 content-start gap-3 rounded-xl border border-gray-200 bg-gray-50 p-3 transition-colors motion-reduce:transition-none dark:border-gray-800 dark:bg-gray-900",
        isDragging && isOver && "border-primary-400 dark:border-primary-400/60",
      )}
    >
      <h2
        id={`board-column-${status}`}
        className="flex items-center justify-between text-sm font-semibold"
      >
        <span>{t(`status.${status}`)}</span>
        <span className="shrink-0 whitespace-nowrap text-gray-600 dark:text-gray-400">
          {t("board.columnCount", { count: total })}
        </span>
      </h2>
      <SortableContext id={status} items={taskIds} strategy={verticalListSortingStrategy}>
        {taskIds.length === 0 ? (
          <p className="rounded-lg border border-dashed border-gray-300 px-3 py-6 text-center text-sm text-gray-600 dark:border-gray-700 dark:text-gray-400">
            {t(`board.empty.${status}`)}
          </p>
        ) : (
          <ul className="grid grid-cols-1 gap-2" aria-label={t(`status.${status}`)}>
            {children}
          </ul>
        )}
      </SortableContext>
      {total > taskIds.length && (
        <p className="text-xs text-gray-600 dark:text-gray-400">
          {t("board.more", { count: total - taskIds.length })}
        </p>
      )}
    </section>
  );
}
