import type { RouterOutputs } from "@teamkit/api/client";
import type { TaskStatus } from "@teamkit/validators";

type Board = RouterOutputs["tasks"]["boardCards"];

/** Where a move puts a task: a column, and the task it follows there (null: the top). */
export interface Placement {
  taskId: string;
  status: TaskStatus;
  afterTaskId: string | null;
}

/** The task ids of each board column, top to bottom. */
export type ColumnOrder = Record<TaskStatus, string[]>;

/** Where a drop lands: the order it leaves, the move for the server, the 0-based index and the column's size. */
export interface DropTarget {
  order: ColumnOrder;
  placement: Placement;
  index: number;
  count: number;
}

// Columns are drop targets too (an empty column has no card to drop on); their ids must never
// look like a task's.
const COLUMN_PREFIX = "column:";

export function columnDropId(status: TaskStatus): string {
  return `${COLUMN_PREFIX}${status}`;
}

/** The column an id names: a column's drop target id, or a task id found in `order`. */
export function columnOf(order: ColumnOrder, id: string): TaskStatus | null {
  const statuses = Object.keys(order) as TaskStatus[];
  if (id.startsWith(COLUMN_PREFIX)) {
    return statuses.find((status) => columnDropId(status) === id) ?? null;
  }
  return statuses.find((status) => order[status].includes(id)) ?? null;
}

export function orderOf(board: Board): ColumnOrder {
  return Object.fromEntries(
    board.columns.map((column) => [column.status, column.tasks.map((task) => task.id)]),
  ) as ColumnOrder;
}

/**
 * A card dragged over another column joins it at once (before the card it is over, after it when
 * `isBelowOver`, at the end over the column), so the column opens a gap. Within its own column the
 * sortable preview shows the shift and `dropAt` applies it. Returns `order` itself when unchanged.
 */
export function moveAcross(
  order: ColumnOrder,
  activeId: string,
  overId: string,
  isBelowOver: boolean,
): ColumnOrder {
  const from = columnOf(order, activeId);
  const to = columnOf(order, overId);
  if (!from || !to || from === to) return order;
  const target = order[to];
  const overIndex = target.indexOf(overId);
  const index = overIndex === -1 ? target.length : overIndex + (isBelowOver ? 1 : 0);
  return {
    ...order,
    [from]: order[from].filter((id) => id !== activeId),
    [to]: [...target.slice(0, index), activeId, ...target.slice(index)],
  };
}

/**
 * Where the dragged card lands over `overId`: in its own column, the place of the card it is over
 * (as the preview shows); in another, before that card or at the end. Null for an unknown id.
 */
export function dropAt(order: ColumnOrder, activeId: string, overId: string): DropTarget | null {
  const from = columnOf(order, activeId);
  const to = columnOf(order, overId);
  if (!from || !to) return null;
  const rest = order[to].filter((id) => id !== activeId);
  const overIndex = rest.indexOf(overId);
  let index: number;
  if (from === to) {
    const ownIndex = order[to].indexOf(activeId);
    index = overId === activeId || overIndex === -1 ? ownIndex : order[to].indexOf(overId);
  } else {
    index = overIndex === -1 ? rest.length : overIndex;
  }
  const column = [...rest.slice(0, index), activeId, ...rest.slice(index)];
  const next = { ...order, [to]: column };
  if (from !== to) next[from] = order[from].filter((id) => id !== activeId);
  return {
    order: next,
    placement: { taskId: activeId, status: to, afterTaskId: column[index - 1] ?? null },
    index,
    count: column.length,
  };
}

/** Whether `placement` leaves the task where `order` has it (same column, same predecessor). */
export function isUnchanged(order: ColumnOrder, placement: Placement): boolean {
  const column = order[placement.status];
  const index = column.indexOf(placement.taskId);
  return index !== -1 && (column[index - 1] ?? null) === placement.afterTaskId;
}

/** The board with `placement` applied, as the server will order it. */
export function applyMove(board: Board, placement: Placement): Board {
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
