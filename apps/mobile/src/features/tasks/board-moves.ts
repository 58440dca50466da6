import type { BoardView, TaskView } from "../../lib/api";

export type TaskStatus = TaskView["status"];

/** A move as `tasks.move` takes it: into a column, right after a task (null: at the top). */
export interface Move {
  taskId: string;
  status: TaskStatus;
  afterTaskId: string | null;
}

/** Moves within a column (up, down) or to the end of another; null when there is nowhere to go. */
export function planMove(
  board: BoardView,
  taskId: string,
  to: "up" | "down" | TaskStatus,
): Move | null {
  const from = board.columns.find((column) => column.tasks.some((task) => task.id === taskId));
  if (!from) return null;
  const tasks = from.tasks.filter((task) => task.id !== taskId);
  const index = from.tasks.findIndex((task) => task.id === taskId);
  if (to === "up") {
    if (index === 0) return null;
    return { taskId, status: from.status, afterTaskId: tasks[index - 2]?.id ?? null };
  }
  if (to === "down") {
    const next = tasks[index];
    return next ? { taskId, status: from.status, afterTaskId: next.id } : null;
  }
  if (to === from.status) return null;
  const target = board.columns.find((column) => column.status === to);
  return { taskId, status: to, afterTaskId: target?.tasks.at(-1)?.id ?? null };
}

/** The board as it will be after `move` (what the screen shows until the server answers). */
export function applyMove(board: BoardView, move: Move): BoardView {
  const task = board.columns.flatMap((column) => column.tasks).find((t) => t.id === move.taskId);
  if (!task) return board;
  const moved = { ...task, status: move.status };
  return {
    ...board,
    columns: board.columns.map((column) => {
      let tasks = column.tasks.filter((t) => t.id !== move.taskId);
      let total = column.total - (tasks.length < column.tasks.length ? 1 : 0);
      if (column.status === move.status) {
        const at = move.afterTaskId ? tasks.findIndex((t) => t.id === move.afterTaskId) + 1 : 0;
        tasks = [...tasks.slice(0, at), moved, ...tasks.slice(at)];
        total += 1;
      }
      return { ...column, tasks, total };
    }),
  };
}
