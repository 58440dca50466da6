import { describe, expect, it } from "vitest";

import type { ListTasksInput } from "@teamkit/validators";
import { and, asc, count, eq, memberships, sql, tags, tasks, taskTags } from "@teamkit/db";
import { makeTeam, makeUser, teamLog, useTestDatabase } from "@teamkit/db/testing";
import { isAppError } from "@teamkit/validators";

import {
  BOARD_COLUMN_LIMIT,
  createTag,
  createTask,
  deleteTag,
  deleteTask,
  getBoard,
  getBoardCards,
  listTags,
  listTasks,
  MIN_POSITION_GAP,
  moveTask,
  unassignMember,
  updateTag,
  updateTask,
  weekOf,
} from "../src";

const database = useTestDatabase();

/** A team of an owner and one member. */
async function team() {
  const member = await makeUser(database.db, { name: "Max Member" });
  return { ...(await makeTeam(database.db, { name: "Task Team", members: [member] })), member };
}

/** A team and another one, to show that nothing crosses from one to the other. */
async function twoTeams() {
  return [await team(), await team()] as const;
}

const defaults: Omit<ListTasksInput, "teamId"> = {
  sort: "newest",
  page: 1,
  pageSize: 20,
  timeZone: "UTC",
};

async function errorOf(promise: Promise<unknown>): Promise<{ code: string; key?: string }> {
  try {
    await promise;
  } catch (error) {
    if (isAppError(error)) return { code: error.code, key: error.messageKey };
    throw error;
  }
  throw new Error("expected the call to fail");
}

function first<T>(items: T[]): T {
  const [item] = items;
  if (item === undefined) throw new Error("empty list");
  return item;
}

/** The statements (SQL and parameters) the database client is sent while `run` runs. */
async function recordStatements(run: () => Promise<unknown>) {
  const client = (database.db as unknown as { $client: { query: (...args: unknown[]) => unknown } })
    .$client;
  const original = client.query;
  const sent: { text: string; params: unknown[] }[] = [];
  client.query = function (this: unknown, ...args: unknown[]) {
    // node-postgres: (config, values); PGlite: (text, params, options).
    const [first, second] = args;
    if (typeof first === "string") sent.push({ text: first, params: (second as unknown[]) ?? [] });
    else {
      const config = first as { text: string; values?: unknown[] };
      sent.push({ text: config.text, params: (second as unknown[]) ?? config.values ?? [] });
    }
    return original.apply(this, args);
  };
  try {
    await run();
  } finally {
    client.query = original;
  }
  return { sent, query: (text: string, params: unknown[]) => original.call(client, text, params) };
}

/** Counts the statements the database client is sent while `run` runs. */
async function countStatements(run: () => Promise<unknown>): Promise<number> {
  return (await recordStatements(run)).sent.length;
}

describe("createTask", () => {
  it("creates a tagged, assigned task any member may create, and logs it", async () => {
    const t = await team();
    const tag = await createTag(database.db, t.owner, t.id, { name: "Bug", color: "red" });
    const task = await createTask(database.db, t.member, t.id, {
      title: "Fix login",
      description: "Line one\nLine two",
      priority: "high",
      dueDate: "2026-12-01",
      assigneeId: t.owner.userId,
      tagIds: [tag.id, tag.id],
    });
    expect(task).toMatchObject({
      title: "Fix login",
      description: "Line one\nLine two",
      status: "todo",
      priority: "high",
      dueDate: "2026-12-01",
      assignee: { id: t.owner.userId, name: "Olivia Owner" },
      tags: [{ id: tag.id, name: "Bug", color: "red" }],
      createdBy: { id: t.member.userId },
    });
    const log = await teamLog(database.db, t.id);
    expect(log.map((entry) => entry.action)).toEqual(["task.created", "task.assigned"]);
  });

  it("refuses an assignee or a tag of another team, and a caller outside the team", async () => {
    const [t, other] = await twoTeams();
    const foreignTag = await createTag(database.db, other.owner, other.id, {
      name: "Theirs",
      color: "blue",
    });
    expect(
      await errorOf(
        createTask(database.db, t.owner, t.id, { title: "X", assigneeId: other.owner.userId }),
      ),
    ).toEqual({ code: "BAD_REQUEST", key: "tasks.errors.assigneeNotMember" });
    expect(
      await errorOf(
        createTask(database.db, t.owner, t.id, { title: "X", tagIds: [foreignTag.id] }),
      ),
    ).toEqual({ code: "BAD_REQUEST", key: "tasks.errors.tagNotFound" });
    expect(await errorOf(createTask(database.db, other.owner, t.id, { title: "X" }))).toEqual({
      code: "NOT_FOUND",
      key: "teams.errors.notFound",
    });
    const [row] = await database.db
      .select({ n: count() })
      .from(tasks)
      .where(eq(tasks.teamId, t.id));
    expect(row?.n).toBe(0);
  });

  it("stops at the Free plan's 100 tasks, telling owners to upgrade and members to ask them", async () => {
    const t = await team();
    await database.db
      .insert(tasks)
      .values(Array.from({ length: 100 }, (_, i) => ({ teamId: t.id, title: `Task ${i}` })));
    expect(await errorOf(createTask(database.db, t.owner, t.id, { title: "One more" }))).toEqual({
      code: "CONFLICT",
      key: "tasks.errors.limitOwner",
    });
    expect(await errorOf(createTask(database.db, t.member, t.id, { title: "One more" }))).toEqual({
      code: "CONFLICT",
      key: "tasks.errors.limitMember",
    });
    await deleteTask(
      database.db,
      t.member,
      t.id,
      first((await listTasks(database.db, t.member, t.id, defaults)).items).id,
    );
    await expect(
      createTask(database.db, t.member, t.id, { title: "Fits again" }),
    ).resolves.toMatchObject({
      title: "Fits again",
    });
  });
});

describe("updateTask and deleteTask", () => {
  it("changes only the given fields, logs completion and assignment, and stays in its team", async () => {
    const [t, other] = await twoTeams();
    const task = await createTask(database.db, t.owner, t.id, {
      title: "Write docs",
      dueDate: "2026-12-01",
    });
    const updated = await updateTask(database.db, t.member, t.id, task.id, {
      status: "done",
      assigneeId: t.member.userId,
      dueDate: null,
    });
    expect(updated).toMatchObject({
      title: "Write docs",
      status: "done",
      dueDate: null,
      assignee: { id: t.member.userId },
    });
    const actions = await teamLog(database.db, t.id);
    expect(actions.map((a) => a.action).sort()).toEqual(
      ["task.assigned", "task.completed", "task.created"].sort(),
    );
    expect(
      await errorOf(updateTask(database.db, other.owner, other.id, task.id, { title: "Stolen" })),
    ).toEqual({ code: "NOT_FOUND", key: "tasks.errors.notFound" });
    expect(await errorOf(deleteTask(database.db, other.owner, other.id, task.id))).toEqual({
      code: "NOT_FOUND",
      key: "tasks.errors.notFound",
    });
    await deleteTask(database.db, t.member, t.id, task.id);
    expect((await listTasks(database.db, t.owner, t.id, defaults)).total).toBe(0);
  });
});

describe("an assignment while the assignee is removed", () => {
  it("never leaves a task assigned to someone who is no longer a member", async () => {
    const t = await team();
    const task = await createTask(database.db, t.owner, t.id, { title: "Hand over" });
    let assigning: Promise<unknown> = Promise.resolve();
    // The removal as the member-removal flow makes it: the team's row locked, the membership and
    // the assignments gone; the assignment starts before it commits.
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`select id from teams where id = ${t.id} for update`);
      await tx
        .delete(memberships)
        .where(and(eq(memberships.teamId, t.id), eq(memberships.userId, t.member.userId)));
      await unassignMember(tx, t.id, t.member.userId);
      assigning = updateTask(database.db, t.owner, t.id, task.id, {
        assigneeId: t.member.userId,
      }).catch((error: unknown) => error);
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    expect(await assigning).toMatchObject({ messageKey: "tasks.errors.assigneeNotMember" });
    const [row] = await database.db
      .select({ assigneeId: tasks.assigneeId })
      .from(tasks)
      .where(eq(tasks.id, task.id));
    expect(row?.assigneeId).toBeNull();
  });
});

describe("listTasks", () => {
  it("searches, filters by status, tag, assignee and due date, sorts and pages", async () => {
    const t = await team();
    const bug = await createTag(database.db, t.owner, t.id, { name: "Bug", color: "red" });
    const ui = await createTag(database.db, t.owner, t.id, { name: "UI", color: "blue" });
    // Wednesday 2026-11-25 10:00 UTC: the week runs from Monday the 23rd to Sunday the 29th.
    const now = new Date("2026-11-25T10:00:00Z");
    const make = (
      title: string,
      fields: Parameters<typeof createTask>[3] extends infer F ? Partial<F> : never,
    ) => createTask(database.db, t.owner, t.id, { title, ...fields });
    await make("Overdue report", { dueDate: "2026-11-20", tagIds: [bug.id] });
    await make("Done but late", { dueDate: "2026-11-20", status: "done" });
    await make("Sunday review", { dueDate: "2026-11-29", tagIds: [bug.id, ui.id] });
    await make("Next week", { dueDate: "2026-11-30", assigneeId: t.member.userId });
    await make("100% literal", { description: "A search for 100% finds this one" });
    await make("Plain", { description: "mentions the REPORT in its text", priority: "urgent" });

    const titles = async (filters: Partial<typeof defaults>, at = now) =>
      (
        await listTasks(database.db, t.owner, t.id, { ...defaults, ...filters }, { now: at })
      ).items.map((task) => task.title);
    expect(await titles({ search: "report", sort: "title" })).toEqual(["Overdue report", "Plain"]);
    expect(await titles({ search: "100%" })).toEqual(["100% literal"]);
    expect(await titles({ search: "_" })).toEqual([]);
    expect(await titles({ status: "done" })).toEqual(["Done but late"]);
    expect((await titles({ status: "open" })).sort()).not.toContain("Done but late");
    expect(await titles({ status: "open" })).toHaveLength(5);
    expect(await titles({ tagId: bug.id, sort: "title" })).toEqual([
      "Overdue report",
      "Sunday review",
    ]);
    expect(await titles({ assigneeId: t.member.userId })).toEqual(["Next week"]);
    expect((await titles({ assigneeId: "none" })).length).toBe(5);
    expect(await titles({ due: "overdue" })).toEqual(["Overdue report"]);
    expect(await titles({ due: "thisWeek", sort: "dueDate" })).toEqual(["Sunday review"]);
    expect(await titles({ sort: "priority", pageSize: 1 })).toEqual(["Plain"]);
    // Sunday evening in UTC is Monday morning in Auckland: the next week there.
    const sundayEvening = new Date("2026-11-29T20:00:00Z");
    expect(await titles({ due: "thisWeek" }, sundayEvening)).toEqual(["Sunday review"]);
    expect(await titles({ due: "thisWeek", timeZone: "Pacific/Auckland" }, sundayEvening)).toEqual([
      "Next week",
    ]);

    const first = await listTasks(database.db, t.owner, t.id, {
      ...defaults,
      sort: "oldest",
      pageSize: 4,
    });
    const second = await listTasks(database.db, t.owner, t.id, {
      ...defaults,
      sort: "oldest",
      pageSize: 4,
      page: 2,
    });
    expect(first.total).toBe(6);
    expect(first.items.map((task) => task.title)).toEqual([
      "Overdue report",
      "Done but late",
      "Sunday review",
      "Next week",
    ]);
    expect(second.items.map((task) => task.title)).toEqual(["100% literal", "Plain"]);
    const tagged = first.items.find((task) => task.title === "Sunday review");
    expect(tagged?.tags.map((tag) => tag.name)).toEqual(["Bug", "UI"]);
  });

  it("never shows another team's tasks", async () => {
    const [t, other] = await twoTeams();
    await createTask(database.db, other.owner, other.id, { title: "Secret" });
    expect(
      (await listTasks(database.db, t.owner, t.id, { ...defaults, search: "Secret" })).total,
    ).toBe(0);
    expect(await errorOf(listTasks(database.db, t.owner, other.id, defaults))).toEqual({
      code: "NOT_FOUND",
      key: "teams.errors.notFound",
    });
  });

  it("sends as many statements for a page of 50 tagged, assigned tasks as for one", async () => {
    const one = await team();
    const fifty = await team();
    for (const t of [one, fifty]) {
      const a = await createTag(database.db, t.owner, t.id, { name: "A", color: "red" });
      const b = await createTag(database.db, t.owner, t.id, { name: "B", color: "green" });
      const n = t === one ? 1 : 50;
      for (let i = 0; i < n; i++) {
        await createTask(database.db, t.owner, t.id, {
          title: `Task ${i}`,
          assigneeId: i % 2 ? t.member.userId : t.owner.userId,
          tagIds: [a.id, b.id],
        });
      }
    }
    const page = { ...defaults, pageSize: 50 };
    let shown = 0;
    const forOne = await countStatements(async () => {
      shown = (await listTasks(database.db, one.owner, one.id, page)).items.length;
    });
    expect(shown).toBe(1);
    const forFifty = await countStatements(async () => {
      const result = await listTasks(database.db, fifty.owner, fifty.id, page);
      shown = result.items.length;
      expect(result.items.every((task) => task.tags.length === 2 && task.assignee)).toBe(true);
    });
    expect(shown).toBe(50);
    expect(forFifty).toBe(forOne);
    expect(forOne).toBeLessThanOrEqual(3);
    expect(await countStatements(() => getBoard(database.db, fifty.owner, fifty.id))).toBe(forOne);
    expect(await countStatements(() => getBoardCards(database.db, fifty.owner, fifty.id))).toBe(
      forOne,
    );
  });
});

describe("list and board at depth", () => {
  /** Inserts `n` tasks straight into the table (past the Free plan's cap), each tagged twice. */
  async function manyTasks(teamId: string, n: number, status: "todo" | "done" = "todo") {
    const [a, b] = await database.db
      .insert(tags)
      .values([
        { teamId, name: `A${status}`, color: "red" },
        { teamId, name: `B${status}`, color: "blue" },
      ])
      .returning({ id: tags.id });
    const rows = await database.db
      .insert(tasks)
      .values(
        Array.from({ length: n }, (_, i) => ({
          teamId,
          title: `Task ${String(i).padStart(3, "0")}`,
          status,
          position: (n - i) * 1024,
          createdAt: new Date(Date.UTC(2026, 0, 1) + i * 60_000),
        })),
      )
      .returning({ id: tasks.id });
    await database.db
      .insert(taskTags)
      .values(
        rows.flatMap((row) => [a, b].map((tag) => ({ taskId: row.id, tagId: tag?.id ?? "" }))),
      );
  }

  /**
   * Runs `run`, then EXPLAIN ANALYZE of the first statement it sent whose SQL matches `pattern`
   * (with its parameters), and returns the most times any plan node reading `relation` ran.
   */
  async function loopsOver(run: () => Promise<unknown>, pattern: RegExp, relation: string) {
    const { sent, query } = await recordStatements(run);
    const statement = sent.find((s) => pattern.test(s.text));
    if (!statement) throw new Error(`no statement matched ${pattern}`);
    const explained = (await query(
      `explain (analyze, format json) ${statement.text}`,
      statement.params,
    )) as { rows: Record<string, unknown>[] };
    const plan = Object.values(explained.rows[0] ?? {})[0];
    const parsed = (typeof plan === "string" ? JSON.parse(plan) : plan) as { Plan: PlanNode }[];
    let most = 0;
    const walk = (node: PlanNode) => {
      if (node["Relation Name"] === relation) most = Math.max(most, node["Actual Loops"] ?? 0);
      for (const child of node.Plans ?? []) walk(child);
    };
    for (const entry of parsed) walk(entry.Plan);
    return most;
  }
  interface PlanNode {
    "Relation Name"?: string;
    "Actual Loops"?: number;
    Plans?: PlanNode[];
  }

  it("builds tags for the shown page's rows only, however deep the page", async () => {
    const t = await team();
    await manyTasks(t.id, 60);
    const deep = { ...defaults, sort: "oldest" as const, pageSize: 5, page: 11 };
    const page = await listTasks(database.db, t.owner, t.id, deep);
    expect(page.total).toBe(60);
    expect(page.items.map((task) => task.title)).toEqual(
      [50, 51, 52, 53, 54].map((i) => `Task ${String(i).padStart(3, "0")}`),
    );
    expect(page.items.every((task) => task.tags.length === 2)).toBe(true);
    // The tags aggregate reads task_tags once per row it builds: five, not the 55 up to the page.
    const loops = await loopsOver(
      () => listTasks(database.db, t.owner, t.id, deep),
      /json_agg/,
      "task_tags",
    );
    expect(loops).toBeGreaterThan(0);
    expect(loops).toBeLessThanOrEqual(5);
  });

  it("shows each board column's first tasks in position order, and the column's count", async () => {
    const t = await team();
    await manyTasks(t.id, BOARD_COLUMN_LIMIT + 3);
    await manyTasks(t.id, 2, "done");
    const board = await getBoard(database.db, t.member, t.id);
    const todo = board.columns.find((column) => column.status === "todo");
    const done = board.columns.find((column) => column.status === "done");
    expect(todo?.total).toBe(BOARD_COLUMN_LIMIT + 3);
    expect(todo?.tasks).toHaveLength(BOARD_COLUMN_LIMIT);
    // Positions fall as the titles' numbers rise: the last titles come first.
    expect(todo?.tasks[0]?.title).toBe(`Task ${BOARD_COLUMN_LIMIT + 2}`);
    const positions = todo?.tasks.map((task) => task.position) ?? [];
    expect(positions).toEqual([...positions].sort((x, y) => x - y));
    expect(todo?.tasks.every((task) => task.tags.length === 2)).toBe(true);
    expect(done?.tasks.map((task) => task.title)).toEqual(["Task 001", "Task 000"]);
    expect(board.columns.find((column) => column.status === "in_progress")?.total).toBe(0);

    // The cards come in the same order with the same counts, carrying only what a card shows.
    const cards = await getBoardCards(database.db, t.member, t.id);
    expect(
      cards.columns.map((column) => [column.total, column.tasks.map((task) => task.id)]),
    ).toEqual(board.columns.map((column) => [column.total, column.tasks.map((task) => task.id)]));
    expect(Object.keys(cards.columns[0]?.tasks[0] ?? {}).sort()).toEqual([
      "assignee",
      "dueDate",
      "id",
      "priority",
      "status",
      "tags",
      "title",
    ]);
    expect(cards.columns[0]?.tasks[0]?.tags).toEqual(todo?.tasks[0]?.tags);
  });
});

describe("weekOf", () => {
  it("starts weeks on Monday", () => {
    expect(weekOf("2026-11-23")).toEqual({ start: "2026-11-23", end: "2026-11-29" });
    expect(weekOf("2026-11-29")).toEqual({ start: "2026-11-23", end: "2026-11-29" });
    expect(weekOf("2027-01-01")).toEqual({ start: "2026-12-28", end: "2027-01-03" });
  });
});

describe("tags", () => {
  it("keeps names unique per team regardless of case, counts tasks, and deletes from tasks", async () => {
    const [t, other] = await twoTeams();
    const bug = await createTag(database.db, t.owner, t.id, { name: "Bug", color: "red" });
    await createTag(database.db, other.owner, other.id, { name: "Bug", color: "red" });
    expect(
      await errorOf(createTag(database.db, t.member, t.id, { name: "bug", color: "blue" })),
    ).toEqual({
      code: "CONFLICT",
      key: "tasks.errors.tagNameTaken",
    });
    const feature = await createTag(database.db, t.member, t.id, {
      name: "Feature",
      color: "green",
    });
    expect(
      await errorOf(updateTag(database.db, t.member, t.id, { tagId: feature.id, name: "BUG" })),
    ).toEqual({ code: "CONFLICT", key: "tasks.errors.tagNameTaken" });
    expect(
      await updateTag(database.db, t.member, t.id, {
        tagId: feature.id,
        name: "Idea",
        color: "purple",
      }),
    ).toMatchObject({ name: "Idea", color: "purple", taskCount: 0 });
    // Nothing to change answers the tag as it is, not a database error.
    expect(await updateTag(database.db, t.member, t.id, { tagId: feature.id })).toMatchObject({
      name: "Idea",
      color: "purple",
    });
    expect(
      await errorOf(updateTag(database.db, other.owner, other.id, { tagId: bug.id, name: "X" })),
    ).toEqual({
      code: "NOT_FOUND",
      key: "tasks.errors.tagNotFound",
    });

    const tagged = await createTask(database.db, t.owner, t.id, {
      title: "One",
      tagIds: [bug.id, feature.id],
    });
    await createTask(database.db, t.owner, t.id, { title: "Two", tagIds: [bug.id] });
    expect(
      (await listTags(database.db, t.member, t.id)).map((tag) => [tag.name, tag.taskCount]),
    ).toEqual([
      ["Bug", 2],
      ["Idea", 1],
    ]);
    expect(await errorOf(deleteTag(database.db, other.owner, other.id, bug.id))).toEqual({
      code: "NOT_FOUND",
      key: "tasks.errors.tagNotFound",
    });
    expect(await deleteTag(database.db, t.member, t.id, bug.id)).toEqual({ removedFromTasks: 2 });
    const page = await listTasks(database.db, t.owner, t.id, { ...defaults, search: "One" });
    expect(page.items.find((task) => task.id === tagged.id)?.tags.map((tag) => tag.name)).toEqual([
      "Idea",
    ]);
    const left = await database.db.select({ id: tags.id }).from(tags).where(eq(tags.teamId, t.id));
    expect(left).toHaveLength(1);
  });

  it("lets one of several names that differ only in case through when members create them at once", async () => {
    const t = await team();
    const names = ["Bug", "bug", "BUG", "bUG", "buG", "BuG"];
    const results = await Promise.allSettled(
      names.map((name, index) =>
        createTag(database.db, index % 2 ? t.member : t.owner, t.id, { name, color: "red" }),
      ),
    );
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    expect(await listTags(database.db, t.owner, t.id)).toHaveLength(1);
  });
});

describe("moveTask", () => {
  async function column(teamId: string, status: "todo" | "in_progress" | "done") {
    return database.db
      .select({ id: tasks.id, title: tasks.title, position: tasks.position })
      .from(tasks)
      .where(and(eq(tasks.teamId, teamId), eq(tasks.status, status)))
      .orderBy(asc(tasks.position), asc(tasks.id));
  }

  it("moves within and between columns, logs completion, and refuses another team's task", async () => {
    const [t, other] = await twoTeams();
    // Created at the top each time: the column reads C, B, A.
    const a = await createTask(database.db, t.owner, t.id, { title: "A" });
    const b = await createTask(database.db, t.owner, t.id, { title: "B" });
    const c = await createTask(database.db, t.owner, t.id, { title: "C" });
    expect((await column(t.id, "todo")).map((task) => task.title)).toEqual(["C", "B", "A"]);
    await moveTask(database.db, t.member, t.id, {
      taskId: c.id,
      status: "todo",
      afterTaskId: a.id,
    });
    expect((await column(t.id, "todo")).map((task) => task.title)).toEqual(["B", "A", "C"]);
    await moveTask(database.db, t.member, t.id, {
      taskId: a.id,
      status: "done",
      afterTaskId: null,
    });
    await moveTask(database.db, t.member, t.id, {
      taskId: b.id,
      status: "done",
      afterTaskId: a.id,
    });
    expect((await column(t.id, "done")).map((task) => task.title)).toEqual(["A", "B"]);
    expect(await teamLog(database.db, t.id, "task.completed")).toHaveLength(2);
    expect(
      await errorOf(
        moveTask(database.db, other.owner, other.id, {
          taskId: c.id,
          status: "done",
          afterTaskId: null,
        }),
      ),
    ).toEqual({ code: "NOT_FOUND", key: "tasks.errors.notFound" });
  });

  it("applies 20 parallel moves in one column, each once, at distinct positions", async () => {
    const t = await team();
    const created = [];
    for (let i = 0; i < 21; i++)
      created.push(await createTask(database.db, t.owner, t.id, { title: `T${i}` }));
    const anchor = first(created);
    const moving = created.slice(1);
    // Everyone drops their card right below the same anchor at once.
    const results = await Promise.all(
      moving.map((task, i) =>
        moveTask(database.db, i % 2 ? t.owner : t.member, t.id, {
          taskId: task.id,
          status: i % 3 ? "todo" : "in_progress",
          afterTaskId: i % 3 ? anchor.id : null,
        }),
      ),
    );
    expect(results).toHaveLength(20);
    const todo = await column(t.id, "todo");
    const inProgress = await column(t.id, "in_progress");
    for (const list of [todo, inProgress]) {
      expect(new Set(list.map((task) => task.position)).size).toBe(list.length);
    }
    // Every move applied: each task sits in the column it was sent to.
    for (const [i, task] of moving.entries()) {
      const target = i % 3 ? todo : inProgress;
      expect(target.some((row) => row.id === task.id)).toBe(true);
    }
    expect(todo.length + inProgress.length).toBe(21);
    // The todo movers all went below the anchor, which is therefore first.
    expect(todo[0]?.id).toBe(anchor.id);
  });

  it("rebalances a column when the gap between two neighbours gets too small", async () => {
    const t = await team();
    const last = await createTask(database.db, t.owner, t.id, { title: "Last" });
    const first = await createTask(database.db, t.owner, t.id, { title: "First" });
    const fillers = [];
    for (let i = 0; i < 40; i++)
      fillers.push(await createTask(database.db, t.owner, t.id, { title: `F${i}` }));
    // Each filler in turn goes right after "First": the gap before the previous one halves.
    for (const filler of fillers) {
      await moveTask(database.db, t.owner, t.id, {
        taskId: filler.id,
        status: "todo",
        afterTaskId: first.id,
      });
    }
    const rows = await column(t.id, "todo");
    expect(rows[0]?.id).toBe(first.id);
    expect(rows.at(-1)?.id).toBe(last.id);
    expect(rows.slice(1, -1).map((row) => row.title)).toEqual(
      fillers.map((filler) => filler.title).reverse(),
    );
    const gaps = rows.slice(1).map((row, i) => row.position - (rows[i]?.position ?? -Infinity));
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(MIN_POSITION_GAP);
  });

  it("orders rows that share a position before placing between them", async () => {
    const t = await team();
    await database.db
      .insert(tasks)
      .values(["A", "B", "C"].map((title) => ({ teamId: t.id, title, position: 0 })));
    const rows = await column(t.id, "todo");
    const moved = await createTask(database.db, t.owner, t.id, {
      title: "New",
      status: "in_progress",
    });
    await moveTask(database.db, t.owner, t.id, {
      taskId: moved.id,
      status: "todo",
      afterTaskId: first(rows).id,
    });
    const after = await column(t.id, "todo");
    expect(after.map((row) => row.id)).toEqual([rows[0]?.id, moved.id, rows[1]?.id, rows[2]?.id]);
    expect(new Set(after.map((row) => row.position)).size).toBe(4);
  });
});
