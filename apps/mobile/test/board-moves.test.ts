import type { BoardView, TaskView } from "../src/lib/api";
import { applyMove, planMove } from "../src/features/tasks/board-moves";

const card = (id: string, status: TaskView["status"]) => ({ id, status }) as TaskView;
const board: BoardView = {
  columns: [
    { status: "todo", tasks: [card("a", "todo"), card("b", "todo"), card("c", "todo")], total: 3 },
    { status: "in_progress", tasks: [card("d", "in_progress")], total: 1 },
    { status: "done", tasks: [], total: 0 },
  ],
};
const ids = (view: BoardView) => view.columns.map((column) => column.tasks.map((t) => t.id));

describe("board moves", () => {
  it("moves a card up, down, or to the end of another column, as tasks.move takes it", () => {
    expect(planMove(board, "c", "up")).toEqual({ taskId: "c", status: "todo", afterTaskId: "a" });
    expect(planMove(board, "b", "up")).toEqual({ taskId: "b", status: "todo", afterTaskId: null });
    expect(planMove(board, "a", "down")).toEqual({ taskId: "a", status: "todo", afterTaskId: "b" });
    expect(planMove(board, "a", "in_progress")).toEqual({
      taskId: "a",
      status: "in_progress",
      afterTaskId: "d",
    });
    expect(planMove(board, "a", "up")).toBeNull();
    expect(planMove(board, "c", "down")).toBeNull();
  });

  it("shows the board as it will be, counts included", () => {
    const moved = applyMove(board, { taskId: "a", status: "done", afterTaskId: null });
    expect(ids(moved)).toEqual([["b", "c"], ["d"], ["a"]]);
    expect(moved.columns.map((column) => column.total)).toEqual([2, 1, 1]);
    expect(ids(applyMove(board, { taskId: "c", status: "todo", afterTaskId: "a" }))[0]).toEqual([
      "a",
      "c",
      "b",
    ]);
  });
});
