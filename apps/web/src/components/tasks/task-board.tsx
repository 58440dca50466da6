"use client";

import type {
  Announcements,
  CollisionDetection,
  DragEndEvent,
  DragOverEvent,
  DragStartEvent,
  KeyboardCoordinateGetter,
  UniqueIdentifier,
} from "@dnd-kit/core";

import {
  closestCenter,
  defaultDropAnimation,
  DndContext,
  DragOverlay,
  getFirstCollision,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  rectIntersection,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import { hasSortableData, sortableKeyboardCoordinates } from "@dnd-kit/sortable";
import { useTranslations } from "next-intl";
import { useEffect, useMemo, useRef, useState } from "react";

import type { RouterInputs, RouterOutputs } from "@teamkit/api/client";
import type { TaskStatus } from "@teamkit/validators";
import { Skeleton } from "@teamkit/ui/skeleton";
import { usePrefersReducedMotion } from "@teamkit/ui/use-prefers-reduced-motion";
import { TASK_STATUSES } from "@teamkit/validators";

import { LoadFailed } from "~/components/list-states";
import { notifyFailure } from "~/components/notify-failure";
import { api } from "~/trpc/react";

import type { BoardTask } from "./board-card";
import type { ColumnOrder, DropTarget, Placement } from "./board-moves";
import { BoardCard, BoardCardOverlay } from "./board-card";
import { BoardColumn } from "./board-column";
import {
  applyMove,
  columnDropId,
  columnOf,
  dropAt,
  isUnchanged,
  moveAcross,
  orderOf,
} from "./board-moves";

// A mouse press has to travel this far before it drags, so a click on the card's menu stays a click.
const ACTIVATION_DISTANCE = 6;

type Board = RouterOutputs["tasks"]["boardCards"];

/**
 * Left and right go into the next column at the card's height: dnd-kit's own getter picks the
 * nearest target that side, which can be the card above when the lifted card sits a pixel left.
 */
const boardKeyboardCoordinates: KeyboardCoordinateGetter = (event, args) => {
  const step = event.code === "ArrowRight" ? 1 : event.code === "ArrowLeft" ? -1 : 0;
  const { active, collisionRect, droppableContainers, droppableRects } = args.context;
  const container = active ? droppableContainers.get(active.id) : undefined;
  if (step === 0 || !collisionRect || !container || !hasSortableData(container)) {
    return sortableKeyboardCoordinates(event, args);
  }
  event.preventDefault();
  const from = TASK_STATUSES.indexOf(container.data.current.sortable.containerId as TaskStatus);
  const status = TASK_STATUSES[from + step];
  const rect = status ? droppableRects.get(columnDropId(status)) : undefined;
  if (!rect) return undefined;
  return {
    x: rect.left + (rect.width - collisionRect.width) / 2,
    y: Math.max(rect.top, Math.min(collisionRect.top, rect.bottom - collisionRect.height)),
  };
};

/**
 * The task board: a column per status; cards move by drag (mouse, touch, keyboard) or their menu.
 * A move shows at once and rolls back with an error toast when the server refuses it. The `tasks`
 * cache is shared with the list, so either view stays current.
 */
export function TaskBoard({ teamId }: { teamId: string }) {
  const t = useTranslations("tasks");
  const utils = api.useUtils();
  const board = api.tasks.boardCards.useQuery({ teamId });
  const isReducedMotion = usePrefersReducedMotion();
  // Said to screen readers after a move made with a card's menu (drags announce through dnd-kit).
  const [announcement, setAnnouncement] = useState("");
  const [dragOrder, setDragOrder] = useState<ColumnOrder | null>(null);
  const [activeId, setActiveId] = useState<string | null>(null);
  // dnd-kit calls collision detection and announcements between renders: they read this copy.
  const orderRef = useRef<ColumnOrder | null>(null);
  const overTargetRef = useRef<DropTarget | null>(null);
  // Kept while columns re-measure after a card joined one, so the target does not flicker.
  const lastOverIdRef = useRef<UniqueIdentifier | null>(null);
  const justMovedAcrossRef = useRef(false);
  const isPickUpRef = useRef(false);

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: ACTIVATION_DISTANCE } }),
    useSensor(KeyboardSensor, { coordinateGetter: boardKeyboardCoordinates }),
  );

  // Put back when the server refuses a move; before `onSettled` refetches, so it hides nothing.
  const boardsBefore = useRef(new WeakMap<RouterInputs["tasks"]["move"], Board | undefined>());

  const move = api.tasks.move.useMutation({
    onError: (error, variables) => {
      utils.tasks.boardCards.setData({ teamId }, boardsBefore.current.get(variables));
      notifyFailure(t("board.moveFailed"), error);
    },
    onSettled: () => utils.tasks.invalidate(),
  });

  /** Shows `placement` at once and sends it; the previous board comes back if the server refuses. */
  function commit(placement: Placement) {
    const previous = utils.tasks.boardCards.getData({ teamId });
    // Set before cancelling: a cancelled fetch then falls back to this data, not the old board.
    utils.tasks.boardCards.setData({ teamId }, (old) => (old ? applyMove(old, placement) : old));
    void utils.tasks.boardCards.cancel({ teamId });
    const input = { teamId, ...placement };
    boardsBefore.current.set(input, previous);
    move.mutate(input);
  }

  useEffect(() => {
    // The columns have re-rendered with the card in its new column: measure normally again.
    const frame = requestAnimationFrame(() => {
      justMovedAcrossRef.current = false;
    });
    return () => cancelAnimationFrame(frame);
  }, [dragOrder]);

  const serverOrder = useMemo(() => (board.data ? orderOf(board.data) : null), [board.data]);
  const order = dragOrder ?? serverOrder;
  const tasksById = useMemo(
    () =>
      new Map(board.data?.columns.flatMap((column) => column.tasks.map((task) => [task.id, task]))),
    [board.data],
  );

  const titleOf = (id: UniqueIdentifier) => tasksById.get(String(id))?.title ?? "";
  const where = (target: DropTarget) => ({
    column: t(`status.${target.placement.status}`),
    position: target.index + 1,
    count: target.count,
  });

  const announcements: Announcements = {
    onDragStart: ({ active }) => t("board.drag.pickedUp", { title: titleOf(active.id) }),
    onDragOver: ({ active, over }) => {
      // Right after pick-up the card is over itself: "picked up" says enough.
      if (isPickUpRef.current && over?.id === active.id) return undefined;
      isPickUpRef.current = false;
      const target = overTargetRef.current;
      if (!over || !target) return t("board.drag.notOver", { title: titleOf(active.id) });
      return t("board.drag.over", { title: titleOf(active.id), ...where(target) });
    },
    onDragEnd: ({ active, over }) => {
      const target = overTargetRef.current;
      if (!over || !target) return t("board.drag.cancelled", { title: titleOf(active.id) });
      return t("board.drag.dropped", { title: titleOf(active.id), ...where(target) });
    },
    onDragCancel: ({ active }) => t("board.drag.cancelled", { title: titleOf(active.id) }),
  };

  // The pointer's column first; over a column with cards, the card nearest the pointer, so a card
  // dropped between two cards lands between them, not at the column's end.
  const collisionDetection: CollisionDetection = (args) => {
    const byPointer = pointerWithin(args);
    let overId = getFirstCollision(byPointer.length > 0 ? byPointer : rectIntersection(args), "id");
    const current = orderRef.current;
    const status = overId !== null && current ? columnOf(current, String(overId)) : null;
    if (current && status && !current[status].includes(String(overId))) {
      const ids = current[status];
      if (ids.length > 0) {
        overId = getFirstCollision(
          closestCenter({
            ...args,
            droppableContainers: args.droppableContainers.filter((container) =>
              ids.includes(String(container.id)),
            ),
          }),
          "id",
        );
      }
    }
    if (overId !== null) {
      lastOverIdRef.current = overId;
      return [{ id: overId }];
    }
    if (justMovedAcrossRef.current) lastOverIdRef.current = args.active.id;
    return lastOverIdRef.current === null ? [] : [{ id: lastOverIdRef.current }];
  };

  function onDragStart({ active }: DragStartEvent) {
    setActiveId(String(active.id));
    overTargetRef.current = null;
    lastOverIdRef.current = null;
    isPickUpRef.current = true;
    orderRef.current = serverOrder;
    setDragOrder(serverOrder);
  }

  function onDragOver({ active, over }: DragOverEvent) {
    const current = orderRef.current;
    if (!over || !current) {
      overTargetRef.current = null;
      return;
    }
    const translated = active.rect.current.translated;
    const isBelowOver = !!translated && translated.top > over.rect.top + over.rect.height / 2;
    const next = moveAcross(current, String(active.id), String(over.id), isBelowOver);
    overTargetRef.current = dropAt(next, String(active.id), String(over.id));
    if (next !== current) {
      orderRef.current = next;
      justMovedAcrossRef.current = true;
      setDragOrder(next);
    }
  }

  function onDragEnd({ active, over }: DragEndEvent) {
    const current = orderRef.current;
    const target = over && current ? dropAt(current, String(active.id), String(over.id)) : null;
    overTargetRef.current = target;
    setActiveId(null);
    orderRef.current = null;
    setDragOrder(null);
    if (!target || !serverOrder || isUnchanged(serverOrder, target.placement)) return;
    commit(target.placement);
  }

  function onDragCancel() {
    overTargetRef.current = null;
    setActiveId(null);
    orderRef.current = null;
    setDragOrder(null);
  }

  function moveWithMenu(placement: Placement) {
    if (!board.data || !serverOrder) return;
    const moved = orderOf(applyMove(board.data, placement))[placement.status];
    setAnnouncement(
      t("board.drag.dropped", {
        title: titleOf(placement.taskId),
        column: t(`status.${placement.status}`),
        position: moved.indexOf(placement.taskId) + 1,
        count: moved.length,
      }),
    );
    commit(placement);
  }

  if (board.isError && !board.data) {
    return (
      <LoadFailed
        message={t("board.loadFailed")}
        retryLabel={t("retry")}
        onRetry={() => void board.refetch()}
      />
    );
  }
  if (!board.data || !order) {
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
  const activeTask: BoardTask | undefined = activeId ? tasksById.get(activeId) : undefined;
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collisionDetection}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: t("board.drag.instructions") },
      }}
      onDragStart={onDragStart}
      onDragOver={onDragOver}
      onDragEnd={onDragEnd}
      onDragCancel={onDragCancel}
    >
      <div className="grid grid-cols-1 gap-4 md:grid-cols-3">
        <p className="sr-only" aria-live="polite" data-testid="board-announcement">
          {announcement}
        </p>
        {columns.map((column) => {
          const ids = order[column.status];
          const otherColumns = columns
            .filter((other) => other.status !== column.status)
            .map((other) => ({
              status: other.status,
              lastTaskId: order[other.status].at(-1) ?? null,
            }));
          return (
            <BoardColumn
              key={column.status}
              status={column.status}
              total={column.total + ids.length - column.tasks.length}
              taskIds={ids}
              isDragging={activeId !== null}
            >
              {ids.map((id) => {
                const task = tasksById.get(id);
                return (
                  task && (
                    <BoardCard
                      key={id}
                      task={{ ...task, status: column.status }}
                      column={ids}
                      otherColumns={otherColumns}
                      isReducedMotion={isReducedMotion}
                      onMove={moveWithMenu}
                    />
                  )
                );
              })}
            </BoardColumn>
          );
        })}
      </div>
      <DragOverlay dropAnimation={isReducedMotion ? null : defaultDropAnimation}>
        {activeTask ? <BoardCardOverlay task={activeTask} /> : null}
      </DragOverlay>
    </DndContext>
  );
}
