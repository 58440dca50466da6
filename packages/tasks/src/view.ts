import { alias } from "drizzle-orm/pg-core";

import type { SQL } from "@teamkit/db";
import type { Db } from "@teamkit/teams";
import type { TagColor, TaskPriority, TaskStatus } from "@teamkit/validators";
import { eq, sql, tags, tasks, taskTags, users } from "@teamkit/db";

export interface TaskTag {
  id: string;
  name: string;
  color: TagColor;
}

export interface TaskPerson {
  id: string;
  name: string | null;
  email: string;
  image: string | null;
}

export interface TaskView {
  id: string;
  title: string;
  description: string | null;
  status: TaskStatus;
  priority: TaskPriority;
  dueDate: string | null;
  position: number;
  assignee: TaskPerson | null;
  tags: TaskTag[];
  createdBy: { id: string; name: string | null } | null;
  createdAt: Date;
  updatedAt: Date;
}

/**
 * What a board card shows and a move needs: no description, creator, position or dates, which
 * made up most of the board's answer. The card's task opens with `getTask`.
 */
export interface TaskCard {
  id: string;
  title: string;
  status: TaskStatus;
  priority: TaskPriority;
  dueDate: string | null;
  assignee: { name: string | null; email: string } | null;
  tags: TaskTag[];
}

const assignee = alias(users, "assignee");
const creator = alias(users, "creator");

/** A correlated JSON aggregate, so a page of tasks costs one query. */
const tagsOfTask = sql<TaskTag[]>`coalesce((
  select json_agg(json_build_object('id', ${tags.id}, 'name', ${tags.name}, 'color', ${tags.color}) order by ${tags.name})
  from ${taskTags} inner join ${tags} on ${tags.id} = ${taskTags.tagId}
  where ${taskTags.taskId} = ${tasks.id}
), '[]'::json)`;

/** The columns of a `TaskCard`, which a `TaskView` has too. */
const cardColumns = {
  id: tasks.id,
  title: tasks.title,
  status: tasks.status,
  priority: tasks.priority,
  dueDate: tasks.dueDate,
  assigneeName: assignee.name,
  assigneeEmail: assignee.email,
  tags: tagsOfTask,
};

export function selectTasks(db: Db, where: SQL | undefined) {
  return db
    .select({
      ...cardColumns,
      description: tasks.description,
      position: tasks.position,
      assigneeId: assignee.id,
      assigneeImage: assignee.image,
      createdById: creator.id,
      createdByName: creator.name,
      createdAt: tasks.createdAt,
      updatedAt: tasks.updatedAt,
    })
    .from(tasks)
    .leftJoin(assignee, eq(assignee.id, tasks.assigneeId))
    .leftJoin(creator, eq(creator.id, tasks.createdById))
    .where(where)
    .$dynamic();
}

export function selectTaskCards(db: Db, where: SQL | undefined) {
  return db
    .select(cardColumns)
    .from(tasks)
    .leftJoin(assignee, eq(assignee.id, tasks.assigneeId))
    .where(where)
    .$dynamic();
}

type CardRow = Awaited<ReturnType<ReturnType<typeof selectTaskCards>["execute"]>>[number];

export function toTaskCard(row: CardRow): TaskCard {
  return {
    id: row.id,
    title: row.title,
    status: row.status,
    priority: row.priority,
    dueDate: row.dueDate,
    assignee: row.assigneeEmail ? { name: row.assigneeName, email: row.assigneeEmail } : null,
    tags: parseTags(row.tags),
  };
}

type Row = Awaited<ReturnType<ReturnType<typeof selectTasks>["execute"]>>[number];

export function toTaskView(row: Row): TaskView {
  return {
    ...toTaskCard(row),
    description: row.description,
    position: row.position,
    assignee:
      row.assigneeId && row.assigneeEmail
        ? {
            id: row.assigneeId,
            name: row.assigneeName,
            email: row.assigneeEmail,
            image: row.assigneeImage,
          }
        : null,
    createdBy: row.createdById ? { id: row.createdById, name: row.createdByName } : null,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** Drivers hand JSON back parsed (pg, PGlite) or as text (some poolers); accept both. */
function parseTags(value: unknown): TaskTag[] {
  const parsed: unknown = typeof value === "string" ? JSON.parse(value) : value;
  return Array.isArray(parsed) ? (parsed as TaskTag[]) : [];
}
