import { tool } from "ai";
import { z } from "zod";

import type { Database } from "@teamkit/db";
import type { Locale } from "@teamkit/i18n";
import type { TaskView } from "@teamkit/tasks";
import type { Actor } from "@teamkit/teams";
import { createTask, listTasks } from "@teamkit/tasks";
import {
  calendarDateSchema,
  isAppError,
  TASK_PRIORITIES,
  TASK_STATUS_FILTERS,
  taskDescriptionSchema,
  taskPrioritySchema,
  taskTitleSchema,
} from "@teamkit/validators";

import { describeFailure } from "./translate";

export const TOOL_TASKS_MAX = 20;
const DEFAULT_LIMIT = 10;

export interface ToolTask {
  id: string;
  title: string;
  status: TaskView["status"];
  priority: TaskView["priority"];
  dueDate: string | null;
  assigneeName: string | null;
}

function compact(task: TaskView): ToolTask {
  return {
    id: task.id,
    title: task.title,
    status: task.status,
    priority: task.priority,
    dueDate: task.dueDate,
    assigneeName: task.assignee ? (task.assignee.name ?? task.assignee.email) : null,
  };
}

const limitSchema = z.number().int().min(1).max(TOOL_TASKS_MAX).optional();

/** Tenant and actor never appear here. */
export const ListTasksToolInput = z.object({
  status: z
    .enum(TASK_STATUS_FILTERS)
    .optional()
    .describe('"open" means not done; leave out for every task'),
  limit: limitSchema,
});
export const SearchTasksToolInput = z.object({
  query: z.string().describe("Words to find in task titles and descriptions"),
  limit: limitSchema,
});
export const CreateTaskToolInput = z.object({
  title: z.string().describe("The task's title"),
  description: z.string().optional(),
  priority: z.enum(TASK_PRIORITIES).optional(),
  dueDate: z.string().optional().describe("Due date as YYYY-MM-DD"),
});

const CreateTaskFields = z.object({
  title: taskTitleSchema,
  description: taskDescriptionSchema.optional(),
  priority: taskPrioritySchema.optional(),
  dueDate: calendarDateSchema.optional(),
});
const SearchQuery = z.string().trim().min(1).max(200);

/**
 * A refusal the user should read becomes `{ error }`, so the model can say so; anything else stays
 * an error of the call.
 */
async function refusable<T>(
  locale: Locale,
  work: () => Promise<T>,
): Promise<T | { error: string }> {
  try {
    return await work();
  } catch (error) {
    if (isAppError(error) || (error instanceof Error && error.name === "ZodError"))
      return { error: describeFailure(error, locale) };
    throw error;
  }
}

/** Team and actor come from the session (this closure), never from the model's arguments. */
export function assistantTools(options: {
  db: Database;
  actor: Actor;
  teamId: string;
  locale: Locale;
}) {
  const { db, actor, teamId, locale } = options;
  const list = async (filters: {
    status?: (typeof TASK_STATUS_FILTERS)[number];
    search?: string;
    limit?: number;
  }) => {
    const page = await listTasks(db, actor, teamId, {
      status: filters.status,
      search: filters.search,
      sort: "newest",
      page: 1,
      pageSize: filters.limit ?? DEFAULT_LIMIT,
      timeZone: "UTC",
    });
    return { tasks: page.items.map(compact), total: page.total };
  };
  return {
    listTasks: tool({
      description: "List the team's tasks, newest first, optionally by status.",
      inputSchema: ListTasksToolInput,
      execute: (input) => refusable(locale, () => list(input)),
    }),
    searchTasks: tool({
      description: "Find the team's tasks whose title or description contains the query.",
      inputSchema: SearchTasksToolInput,
      execute: (input) =>
        refusable(locale, () =>
          list({ search: SearchQuery.parse(input.query), limit: input.limit }),
        ),
    }),
    createTask: tool({
      description: "Create a task in the team (status to do), as the signed-in member.",
      inputSchema: CreateTaskToolInput,
      execute: (input) =>
        refusable(locale, async () => {
          const fields = CreateTaskFields.parse(input);
          const task = await createTask(db, actor, teamId, fields);
          return { task: { id: task.id, title: task.title, status: task.status } };
        }),
    }),
  };
}

export type AssistantTools = ReturnType<typeof assistantTools>;
