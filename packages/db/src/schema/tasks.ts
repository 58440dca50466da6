import {
  date,
  doublePrecision,
  index,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";

import { createdAt, id, ownedBy, updatedAt } from "./_common";
import { teams } from "./teams";
import { users } from "./users";

export const taskStatus = pgEnum("task_status", ["todo", "in_progress", "done"]);
export const taskPriority = pgEnum("task_priority", ["none", "low", "medium", "high", "urgent"]);

export const tasks = pgTable(
  "tasks",
  {
    id: id(),
    teamId: ownedBy("team_id", () => teams.id),
    title: text("title").notNull(),
    description: text("description"),
    status: taskStatus("status").notNull().default("todo"),
    priority: taskPriority("priority").notNull().default("none"),
    /** A calendar day: "due on the 3rd" means the same day everywhere. */
    dueDate: date("due_date", { mode: "string" }),
    assigneeId: text("assignee_id").references(() => users.id, { onDelete: "set null" }),
    position: doublePrecision("position").notNull().default(0),
    createdById: text("created_by_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("tasks_team_status_idx").on(t.teamId, t.status, t.position),
    index("tasks_team_created_idx").on(t.teamId, t.createdAt),
    index("tasks_team_assignee_idx").on(t.teamId, t.assigneeId),
    index("tasks_team_due_idx").on(t.teamId, t.dueDate),
  ],
);

export const tags = pgTable(
  "tags",
  {
    id: id(),
    teamId: ownedBy("team_id", () => teams.id),
    name: text("name").notNull(),
    color: text("color").notNull().default("gray"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("tags_team_name_key").on(t.teamId, t.name)],
);

export const taskTags = pgTable(
  "task_tags",
  {
    taskId: ownedBy("task_id", () => tasks.id),
    tagId: ownedBy("tag_id", () => tags.id),
  },
  (t) => [primaryKey({ columns: [t.taskId, t.tagId] }), index("task_tags_tag_id_idx").on(t.tagId)],
);
