import { describe, expect, it } from "vitest";

import type { ColumnOrder } from "./board-moves";
import {
  applyMove,
  columnDropId,
  columnOf,
  dropAt,
  isUnchanged,
  moveAcross,
  orderOf,
} from "./board-moves";

function order(): ColumnOrder {
  return { todo: ["a", "b", "c"], in_progress: ["d", "e"], done: [] };
}

describe("board moves", () => {
  it("columnOf › finds the column of a task and of a column's drop id", () => {
    expect(columnOf(order(), "e")).toBe("in_progress");
    expect(columnOf(order(), columnDropId("done"))).toBe("done");
    expect(columnOf(order(), "unknown")).toBeNull();
    expect(columnOf(order(), "column:archived")).toBeNull();
  });

  it("dropAt › takes the place of the card it is dropped on further down its column", () => {
    const target = dropAt(order(), "a", "c");
    expect(target?.order.todo).toEqual(["b", "c", "a"]);
    expect(target?.placement).toEqual({ taskId: "a", status: "todo", afterTaskId: "c" });
    expect(target).toMatchObject({ index: 2, count: 3 });
  });

  it("dropAt › takes the place of the card it is dropped on further up its column", () => {
    const target = dropAt(order(), "c", "b");
    expect(target?.order.todo).toEqual(["a", "c", "b"]);
    expect(target?.placement).toEqual({ taskId: "c", status: "todo", afterTaskId: "a" });
    expect(target).toMatchObject({ index: 1, count: 3 });
  });

  it("dropAt › moved to the top follows no task", () => {
    expect(dropAt(order(), "c", "a")?.placement.afterTaskId).toBeNull();
  });

  it("dropAt › goes before the card it is dropped on in another column", () => {
    const target = dropAt(order(), "b", "e");
    expect(target?.order).toEqual({ todo: ["a", "c"], in_progress: ["d", "b", "e"], done: [] });
    expect(target?.placement).toEqual({ taskId: "b", status: "in_progress", afterTaskId: "d" });
    expect(target).toMatchObject({ index: 1, count: 3 });
  });

  it("dropAt › dropped on an empty column lands at its top", () => {
    const target = dropAt(order(), "a", columnDropId("done"));
    expect(target?.order.done).toEqual(["a"]);
    expect(target?.placement).toEqual({ taskId: "a", status: "done", afterTaskId: null });
    expect(target).toMatchObject({ index: 0, count: 1 });
  });

  it("dropAt › dropped on another column's free space lands at its end", () => {
    const target = dropAt(order(), "a", columnDropId("in_progress"));
    expect(target?.placement).toEqual({ taskId: "a", status: "in_progress", afterTaskId: "e" });
    expect(target).toMatchObject({ index: 2, count: 3 });
  });

  it("dropAt › over its own card or column the card stays", () => {
    expect(dropAt(order(), "b", "b")?.placement.afterTaskId).toBe("a");
    expect(dropAt(order(), "b", columnDropId("todo"))?.placement.afterTaskId).toBe("a");
  });

  it("dropAt › refuses unknown ids", () => {
    expect(dropAt(order(), "x", "a")).toBeNull();
    expect(dropAt(order(), "a", "x")).toBeNull();
  });

  it("moveAcross › puts the card before or after the card it is over in another column", () => {
    expect(moveAcross(order(), "a", "e", false).in_progress).toEqual(["d", "a", "e"]);
    expect(moveAcross(order(), "a", "e", true).in_progress).toEqual(["d", "e", "a"]);
    expect(moveAcross(order(), "a", "e", true).todo).toEqual(["b", "c"]);
    expect(moveAcross(order(), "d", columnDropId("done"), false).done).toEqual(["d"]);
  });

  it("moveAcross › leaves the order as it is within one column", () => {
    const before = order();
    expect(moveAcross(before, "a", "c", true)).toBe(before);
  });

  it("moveAcross then dropAt › the drop lands where the preview showed the card", () => {
    const during = moveAcross(order(), "a", "e", false);
    const target = dropAt(during, "a", "a");
    expect(target?.placement).toEqual({ taskId: "a", status: "in_progress", afterTaskId: "d" });
  });

  it("isUnchanged › tells a move to the same place from a real one", () => {
    expect(isUnchanged(order(), { taskId: "b", status: "todo", afterTaskId: "a" })).toBe(true);
    expect(isUnchanged(order(), { taskId: "b", status: "todo", afterTaskId: "c" })).toBe(false);
    expect(isUnchanged(order(), { taskId: "b", status: "done", afterTaskId: null })).toBe(false);
  });

  it("applyMove › moves the task and the column totals as the server will", () => {
    const task = (id: string, status: "todo" | "in_progress" | "done") =>
      ({ id, status, title: id }) as never;
    const board = {
      columns: [
        { status: "todo" as const, total: 5, tasks: [task("a", "todo"), task("b", "todo")] },
        { status: "in_progress" as const, total: 1, tasks: [task("d", "in_progress")] },
        { status: "done" as const, total: 0, tasks: [] },
      ],
    };
    const moved = applyMove(board, { taskId: "a", status: "in_progress", afterTaskId: "d" });
    expect(orderOf(moved)).toEqual({ todo: ["b"], in_progress: ["d", "a"], done: [] });
    expect(moved.columns.map((column) => column.total)).toEqual([4, 2, 0]);
    expect(moved.columns[1]?.tasks[1]).toMatchObject({ id: "a", status: "in_progress" });
    expect(applyMove(board, { taskId: "x", status: "done", afterTaskId: null })).toBe(board);
  });
});
