import { TZDate } from "@date-fns/tz";
import { endOfISOWeek, format, startOfISOWeek } from "date-fns";

import type { Database, SQL } from "@teamkit/db";
import type { Actor } from "@teamkit/teams";
import type { ListTasksInput, TaskStatus } from "@teamkit/validators";
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNull,
  lt,
  lte,
  ne,
  or,
  sql,
  tasks,
} from "@teamkit/db";
import { TASK_STATUSES } from "@teamkit/validators";

import type { TaskCard, TaskView } from "./view";
import { requireMember } from "./access";
import { selectTaskCards, selectTasks, toTaskCard, toTaskView } from "./view";

const DAY = "yyyy-MM-dd";

export interface TaskPage {
  items: TaskView[];
  total: number;
  page: number;
  pageSize: number;
}

export function todayIn(timeZone: string, now: Date): string {
  return format(new TZDate(now, timeZone), DAY);
}

/** The Monday-to-Sunday week that holds `day`. */
export function weekOf(day: string): { start: string; end: string } {
  const date = new TZDate(`${day}T00:00:00Z`, "UTC");
  return {
    start: format(startOfISOWeek(date), DAY),
    end: format(endOfISOWeek(date), DAY),
  };
}

function containing(term: string): string {
  return `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

function filtersOf(teamId: string, input: ListTasksInput, now: Date): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(tasks.teamId, teamId)];
  if (input.search) {
    const pattern = containing(input.search);
    conditions.push(or(ilike(tasks.title, pattern), ilike(tasks.description, pattern)));
  }
  if (input.status === "open") conditions.push(ne(tasks.status, "done"));
  else if (input.status) conditions.push(eq(tasks.status, input.status));
  if (input.assigneeId === "none") conditions.push(isNull(tasks.assigneeId));
  else if (input.assigneeId) conditions.push(eq(tasks.assigneeId, input.assigneeId));
  if (input.tagId) {
    conditions.push(
      sql`exists (select 1 from task_tags where task_tags.task_id = ${tasks.id} and task_tags.tag_id = ${input.tagId})`,
    );
  }
  if (input.due) {
    const today = todayIn(input.timeZone, now);
    if (input.due === "overdue") {
      conditions.push(lt(tasks.dueDate, today), ne(tasks.status, "done"));
    } else {
      const week = weekOf(today);
      conditions.push(gte(tasks.dueDate, week.start), lte(tasks.dueDate, week.end));
    }
  }
  return and(...conditions);
}

function orderOf(sort: ListTasksInput["sort"]): SQL[] {
  switch (sort) {
    case "oldest":
      return [asc(tasks.createdAt), asc(tasks.id)];
    case "updated":
      return [desc(tasks.updatedAt), desc(tasks.id)];
    case "dueDate":
      return [sql`${tasks.dueDate} asc nulls last`, desc(tasks.createdAt), desc(tasks.id)];
    case "priority":
      return [desc(tasks.priority), desc(tasks.createdAt), desc(tasks.id)];
    case "title":
      return [sql`lower(${tasks.title})`, asc(tasks.id)];
    default:
      return [desc(tasks.createdAt), desc(tasks.id)];
  }
}

/**
 * The page's ids are chosen first in a subquery, so the tags aggregate and joins run for the shown
 * rows only: with the offset on the full select Postgres built them for every skipped row too.
 */
export async function listTasks(
  db: Database,
  actor: Actor,
  teamId: string,
  input: Omit<ListTasksInput, "teamId">,
  options: { now?: Date } = {},
): Promise<TaskPage> {
  await requireMember(db, teamId, actor);
  const where = filtersOf(teamId, { ...input, teamId }, options.now ?? new Date());
  const order = orderOf(input.sort);
  const pageIds = db
    .select({ id: tasks.id })
    .from(tasks)
    .where(where)
    .orderBy(...order)
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize);
  const [rows, [total]] = await Promise.all([
    selectTasks(db, and(eq(tasks.teamId, teamId), inArray(tasks.id, pageIds))).orderBy(...order),
    db.select({ n: count() }).from(tasks).where(where),
  ]);
  return {
    items: rows.map(toTaskView),
    total: total?.n ?? 0,
    page: input.page,
    pageSize: input.pageSize,
  };
}

/** The newest open tasks, as the dashboard shows them, and how many are open: one statement. */
export async function listOpenTasksPreview(
  db: Database,
  actor: Actor,
  teamId: string,
  limit: number,
): Promise<{ items: { id: string; title: string; status: TaskStatus }[]; total: number }> {
  await requireMember(db, teamId, actor);
  const open = and(eq(tasks.teamId, teamId), ne(tasks.status, "done"));
  const rows = await db
    .select({
      id: tasks.id,
      title: tasks.title,
      status: tasks.status,
      total: sql<string>`(${db.select({ n: count() }).from(tasks).where(open)})`,
    })
    .from(tasks)
    .where(open)
    .orderBy(...orderOf("newest"))
    .limit(limit);
  return {
    items: rows.map(({ total: _total, ...task }) => task),
    total: Number(rows[0]?.total ?? 0),
  };
}

export const BOARD_COLUMN_LIMIT = 200;

/** Each status column's first tasks, in board order, and how many tasks the column holds. */
export interface BoardOf<T> {
  columns: { status: TaskStatus; tasks: T[]; total: number }[];
}

export type Board = BoardOf<TaskView>;
export type CardBoard = BoardOf<TaskCard>;

/** The statuses as SQL literals (constants of the code, not input). */
const statusLiterals = sql.raw(TASK_STATUSES.map((status) => `'${status}'`).join(", "));

/**
 * The team's tasks that open a column. Each column is read per status from the (team, status,
 * position) index, a bounded read. A window function over all tasks sorted every task, and at
 * 10,000 tasks the planner's cost passed the JIT threshold.
 */
function onBoard(teamId: string): SQL | undefined {
  const firstOfColumns = sql`(select first_tasks.id
    from unnest(array[${statusLiterals}]::task_status[]) as board_columns(status)
    cross join lateral (
      select id from ${tasks}
      where team_id = ${teamId} and status = board_columns.status
      order by position, id
      limit ${BOARD_COLUMN_LIMIT}
    ) as first_tasks)`;
  return and(eq(tasks.teamId, teamId), inArray(tasks.id, firstOfColumns));
}

/** Sorts `rows` (in board order) into the columns, with each column's count read alongside. */
async function intoColumns<T extends { status: TaskStatus }>(
  db: Database,
  teamId: string,
  rows: Promise<T[]>,
): Promise<BoardOf<T>> {
  const [views, counts] = await Promise.all([
    rows,
    db
      .select({ status: tasks.status, n: count() })
      .from(tasks)
      .where(eq(tasks.teamId, teamId))
      .groupBy(tasks.status),
  ]);
  return {
    columns: TASK_STATUSES.map((status) => ({
      status,
      tasks: views.filter((task) => task.status === status),
      total: counts.find((row) => row.status === status)?.n ?? 0,
    })),
  };
}

/** The board with whole tasks (the mobile app's board). */
export async function getBoard(db: Database, actor: Actor, teamId: string): Promise<Board> {
  await requireMember(db, teamId, actor);
  const rows = selectTasks(db, onBoard(teamId))
    .orderBy(asc(tasks.position), asc(tasks.id))
    .then((found) => found.map(toTaskView));
  return intoColumns(db, teamId, rows);
}

/** The board as its cards show it: about a third of the whole tasks' size. */
export async function getBoardCards(
  db: Database,
  actor: Actor,
  teamId: string,
): Promise<CardBoard> {
  await requireMember(db, teamId, actor);
  const rows = selectTaskCards(db, onBoard(teamId))
    .orderBy(asc(tasks.position), asc(tasks.id))
    .then((found) => found.map(toTaskCard));
  return intoColumns(db, teamId, rows);
}
