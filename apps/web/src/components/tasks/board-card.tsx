"use client";

import type { DraggableAttributes, DraggableSyntheticListeners } from "@dnd-kit/core";
import type { ReactNode, Ref } from "react";

import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { useTranslations } from "next-intl";

import type { RouterOutputs } from "@teamkit/api/client";
import type { TaskStatus } from "@teamkit/validators";
import { cn } from "@teamkit/ui/cn";

import type { Placement } from "./board-moves";
import { BoardMoveMenu } from "./board-move-menu";
import { TaskMeta } from "./task-meta";

export type BoardTask = RouterOutputs["tasks"]["boardCards"]["columns"][number]["tasks"][number];

const CARD =
  "grid gap-2 rounded-lg border border-gray-200 bg-white p-3 shadow-sm dark:border-gray-800 dark:bg-gray-950";

function hasMeta(task: BoardTask): boolean {
  return task.priority !== "none" || !!task.dueDate || !!task.assignee || task.tags.length > 0;
}

/** The text of a card: its title (the drag handle, when given), the move menu, the meta line. */
function CardBody({
  task,
  handle,
  menu,
}: {
  task: BoardTask;
  handle?: { ref: Ref<HTMLParagraphElement>; attributes: DraggableAttributes };
  menu?: ReactNode;
}) {
  return (
    <>
      <div className="flex items-start gap-2">
        <p
          ref={handle?.ref}
          {...handle?.attributes}
          className={cn(
            "min-w-0 flex-1 rounded-sm font-medium wrap-anywhere",
            // The title is the keyboard and touch handle; the rest of the card drags with a mouse.
            handle &&
              "cursor-grab touch-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary",
          )}
        >
          {task.title}
        </p>
        {menu}
      </div>
      {hasMeta(task) && (
        <div className="flex flex-wrap items-center gap-2 text-xs text-gray-600 dark:text-gray-400">
          <TaskMeta task={task} />
        </div>
      )}
    </>
  );
}

/**
 * A card in a column: dragged by the mouse anywhere on it (after a few pixels, so its menu still
 * opens on a click), by touch or the keyboard on its title; the menu moves it without dragging.
 */
export function BoardCard({
  task,
  column,
  otherColumns,
  isReducedMotion,
  onMove,
}: {
  task: BoardTask;
  /** The ids of the card's column, top to bottom, as shown. */
  column: string[];
  otherColumns: { status: TaskStatus; lastTaskId: string | null }[];
  isReducedMotion: boolean;
  onMove: (placement: Placement) => void;
}) {
  const t = useTranslations("tasks");
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({
    id: task.id,
    attributes: { roleDescription: t("board.drag.roleDescription") },
    transition: isReducedMotion ? null : undefined,
  });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      {...(listeners as DraggableSyntheticListeners & object)}
      className={cn(
        CARD,
        "cursor-grab",
        // The gap the card leaves while it is dragged: an outline of where it will land.
        isDragging &&
          "border-dashed border-primary-400 bg-primary-50 shadow-none *:opacity-0 dark:border-primary-400/60 dark:bg-primary-500/10",
      )}
    >
      <CardBody
        task={task}
        handle={{ ref: setActivatorNodeRef, attributes }}
        menu={
          <BoardMoveMenu task={task} column={column} otherColumns={otherColumns} onMove={onMove} />
        }
      />
    </li>
  );
}

/** The card under the pointer while it is dragged: lifted off the board. */
export function BoardCardOverlay({ task }: { task: BoardTask }) {
  return (
    <div
      className={cn(
        CARD,
        "cursor-grabbing shadow-xl ring-2 ring-primary-500/40 dark:border-gray-600 dark:bg-gray-800 dark:shadow-black/70 dark:ring-primary-400/70",
        "rotate-1 motion-reduce:rotate-0",
      )}
    >
      <CardBody task={task} />
    </div>
  );
}
