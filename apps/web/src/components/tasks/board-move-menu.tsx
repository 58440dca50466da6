"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef } from "react";

import type { TaskStatus } from "@teamkit/validators";
import { DropdownMenu, DropdownMenuItem, DropdownMenuSeparator } from "@teamkit/ui/dropdown-menu";

import { MenuDotsButton } from "~/components/menu-dots-button";

import type { Placement } from "./board-moves";

/**
 * A card moved to another column is a new element there: its menu button takes the focus the old
 * one had, so the keyboard goes on from the card it moved.
 */
let focusAfterMove: string | null = null;

/**
 * The way to move a card without dragging: up, down, or to the end of another column. The trigger
 * stops the pointer press from reaching the card, so opening the menu never starts a drag.
 */
export function BoardMoveMenu({
  task,
  column,
  otherColumns,
  onMove,
}: {
  task: { id: string; title: string; status: TaskStatus };
  /** The ids of the card's column, top to bottom. */
  column: string[];
  otherColumns: { status: TaskStatus; lastTaskId: string | null }[];
  onMove: (placement: Placement) => void;
}) {
  const t = useTranslations("tasks");
  const index = column.indexOf(task.id);
  const next = column[index + 1];
  const trigger = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusAfterMove !== task.id) return;
    focusAfterMove = null;
    trigger.current?.focus();
  }, [task.id]);
  return (
    <DropdownMenu
      trigger={
        <MenuDotsButton
          ref={trigger}
          className="-my-1 -me-1"
          aria-label={t("board.moveMenu", { title: task.title })}
          onPointerDown={(event) => event.stopPropagation()}
        />
      }
    >
      {index > 0 && (
        <DropdownMenuItem
          onSelect={() =>
            onMove({ taskId: task.id, status: task.status, afterTaskId: column[index - 2] ?? null })
          }
        >
          {t("board.up")}
        </DropdownMenuItem>
      )}
      {next && (
        <DropdownMenuItem
          onSelect={() => onMove({ taskId: task.id, status: task.status, afterTaskId: next })}
        >
          {t("board.down")}
        </DropdownMenuItem>
      )}
      {(index > 0 || next) && <DropdownMenuSeparator />}
      {otherColumns.map((other) => (
        <DropdownMenuItem
          key={other.status}
          onSelect={() => {
            focusAfterMove = task.id;
            onMove({ taskId: task.id, status: other.status, afterTaskId: other.lastTaskId });
          }}
        >
          {t("board.toColumn", { column: t(`status.${other.status}`) })}
        </DropdownMenuItem>
      ))}
    </DropdownMenu>
  );
}
