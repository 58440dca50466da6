import { describe, expect, it } from "vitest";

import { makeTag, makeTask, makeTeam, makeUser, useTestDatabase } from "@teamkit/db/testing";

import { callerAs } from "./fixtures";

const database = useTestDatabase();

describe("tasks.boardCards", () => {
  it("gives each column's cards with only what a card shows", async () => {
    const owner = await makeUser(database.db, { name: "Owner" });
    const assignee = await makeUser(database.db, { name: "Ada Assignee" });
    const team = await makeTeam(database.db, { owner, members: [assignee] });
    const tag = await makeTag(database.db, { teamId: team.id, name: "urgent", color: "red" });
    await makeTask(database.db, {
      teamId: team.id,
      title: "Write the notes",
      description: "A long description the card never shows",
      status: "in_progress",
      priority: "high",
      dueDate: "2030-01-02",
      assigneeId: assignee.id,
      createdById: owner.id,
      tagIds: [tag.id],
    });
    await makeTask(database.db, { teamId: team.id, title: "Plan", status: "done" });

    const board = await (
      await callerAs(database.db, assignee)
    ).tasks.boardCards({
      teamId: team.id,
    });
    expect(board.columns.map((column) => [column.status, column.total])).toEqual([
      ["todo", 0],
      ["in_progress", 1],
      ["done", 1],
    ]);
    expect(board.columns[1]?.tasks).toEqual([
      {
        id: expect.any(String) as string,
        title: "Write the notes",
        status: "in_progress",
        priority: "high",
        dueDate: "2030-01-02",
        assignee: { name: "Ada Assignee", email: assignee.email },
        tags: [{ id: tag.id, name: "urgent", color: "red" }],
      },
    ]);
    expect(board.columns[2]?.tasks[0]).toMatchObject({ title: "Plan", assignee: null, tags: [] });
  });

  it("shows one team's tasks only, and none to someone outside it", async () => {
    const owner = await makeUser(database.db);
    const outsider = await makeUser(database.db);
    const ours = await makeTeam(database.db, { owner });
    // The owner belongs to both teams: only the asked team's tasks may come back.
    const theirs = await makeTeam(database.db, { owner: outsider, members: [owner] });
    await makeTask(database.db, { teamId: ours.id, title: "Ours" });
    await makeTask(database.db, { teamId: theirs.id, title: "Theirs" });

    const board = await (await callerAs(database.db, owner)).tasks.boardCards({ teamId: ours.id });
    expect(board.columns.flatMap((column) => column.tasks.map((task) => task.title))).toEqual([
      "Ours",
    ]);
    expect(board.columns.reduce((sum, column) => sum + column.total, 0)).toBe(1);

    await expect(
      (await callerAs(database.db, outsider)).tasks.boardCards({ teamId: ours.id }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(
      (await callerAs(database.db, null)).tasks.boardCards({ teamId: ours.id }),
    ).rejects.toMatchObject({ code: "UNAUTHORIZED" });
  });
});
