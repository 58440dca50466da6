import { z } from "zod";

import { multiLineText, singleLineText } from "./schemas";
import { idSchema, TeamIdInput } from "./teams";
import { TASK_STATUSES } from "./values";

export const TASK_PRIORITIES = ["none", "low", "medium", "high", "urgent"] as const;
export type TaskPriority = (typeof TASK_PRIORITIES)[number];

/** A fixed palette whose badge colours meet WCAG AA contrast, light and dark. */
export const TAG_COLORS = [
  "gray",
  "red",
  "orange",
  "amber",
  "green",
  "teal",
  "blue",
  "indigo",
  "purple",
  "pink",
] as const;
export type TagColor = (typeof TAG_COLORS)[number];

/** A new tag's colour: the palette's first one the fewest of the team's tags have. */
export function nextTagColor(tags: readonly { color: string }[]): TagColor {
  const uses = new Map<string, number>();
  for (const { color } of tags) uses.set(color, (uses.get(color) ?? 0) + 1);
  let next: TagColor = TAG_COLORS[0];
  for (const color of TAG_COLORS) if ((uses.get(color) ?? 0) < (uses.get(next) ?? 0)) next = color;
  return next;
}

export const TASK_SORTS = ["newest", "oldest", "updated", "dueDate", "priority", "title"] as const;
export type TaskSort = (typeof TASK_SORTS)[number];

export const TASK_DUE_FILTERS = ["overdue", "thisWeek"] as const;
export type TaskDueFilter = (typeof TASK_DUE_FILTERS)[number];

export const TASK_TITLE_MAX_LENGTH = 200;
export const TASK_DESCRIPTION_MAX_LENGTH = 5_000;
export const TAG_NAME_MAX_LENGTH = 32;
export const TASK_TAGS_MAX = 10;
export const TASK_PAGE_SIZE_MAX = 100;

/** `YYYY-MM-DD` in the clock's own zone, to compare with a due day. */
export function localDay(now: Date = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, "0");
  const day = String(now.getDate()).padStart(2, "0");
  return `${now.getFullYear()}-${month}-${day}`;
}

export function isTaskOverdue(
  task: { status: string; dueDate: string | null },
  today: string,
): boolean {
  return task.status !== "done" && task.dueDate !== null && task.dueDate < today;
}

export const calendarDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: "validation.invalidDate" })
  .refine(
    (value) => {
      const [year, month, day] = value.split("-").map(Number) as [number, number, number];
      if (year < 1900) return false;
      const date = new Date(Date.UTC(year, month - 1, day));
      return (
        date.getUTCFullYear() === year &&
        date.getUTCMonth() === month - 1 &&
        date.getUTCDate() === day
      );
    },
    { error: "validation.invalidDate" },
  );

function knownTimeZone(zone: string): string {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return zone;
  } catch {
    return "UTC";
  }
}

/** A zone the server does not know (an older tz database than the browser's) counts as UTC. */
export const timeZoneSchema = singleLineText().max(64).transform(knownTimeZone);

export const taskTitleSchema = singleLineText().min(1).max(TASK_TITLE_MAX_LENGTH);
export const taskDescriptionSchema = multiLineText().max(TASK_DESCRIPTION_MAX_LENGTH);
export const tagNameSchema = singleLineText().normalize("NFC").min(1).max(TAG_NAME_MAX_LENGTH);
export const taskStatusSchema = z.enum(TASK_STATUSES);
export const taskPrioritySchema = z.enum(TASK_PRIORITIES);
export const tagColorSchema = z.enum(TAG_COLORS);

export const TaskForm = z.object({
  title: taskTitleSchema,
  description: taskDescriptionSchema,
  status: taskStatusSchema,
  priority: taskPrioritySchema,
  dueDate: z.union([calendarDateSchema, z.literal("")]),
  assigneeId: z.union([idSchema, z.literal("")]),
  tagIds: z.array(idSchema).max(TASK_TAGS_MAX),
});
export type TaskForm = z.infer<typeof TaskForm>;

const taskFields = {
  title: taskTitleSchema,
  description: taskDescriptionSchema.nullable().optional(),
  status: taskStatusSchema.optional(),
  priority: taskPrioritySchema.optional(),
  dueDate: calendarDateSchema.nullable().optional(),
  assigneeId: idSchema.nullable().optional(),
  tagIds: z.array(idSchema).max(TASK_TAGS_MAX).optional(),
};

export const CreateTaskInput = TeamIdInput.extend(taskFields);
export type CreateTaskInput = z.infer<typeof CreateTaskInput>;

export function taskFieldsFromForm(form: TaskForm) {
  return {
    title: form.title,
    description: form.description || null,
    status: form.status,
    priority: form.priority,
    dueDate: form.dueDate || null,
    assigneeId: form.assigneeId || null,
    tagIds: form.tagIds,
  };
}

/** What a task list item has of the form's fields (the web's and the app's views alike). */
export interface TaskFormSource {
  title: string;
  description: string | null;
  status: TaskForm["status"];
  priority: TaskForm["priority"];
  dueDate: string | null;
  assignee: { id: string } | null;
  tags: readonly { id: string }[];
}

/** A task as its form shows it; no task gives the empty form of a new one. */
export function taskFormOf(task: TaskFormSource | null | undefined): TaskForm {
  return {
    title: task?.title ?? "",
    description: task?.description ?? "",
    status: task?.status ?? "todo",
    priority: task?.priority ?? "none",
    dueDate: task?.dueDate ?? "",
    assigneeId: task?.assignee?.id ?? "",
    tagIds: task?.tags.map((tag) => tag.id) ?? [],
  };
}

/** What an edit changed since the task was opened: saved alone, it keeps others' changes. */
export function changedTaskFields(
  opened: TaskForm,
  edited: TaskForm,
): Partial<ReturnType<typeof taskFieldsFromForm>> {
  const before = taskFieldsFromForm(opened);
  const after = taskFieldsFromForm(edited);
  const sameTags =
    new Set(before.tagIds).size === new Set(after.tagIds).size &&
    after.tagIds.every((id) => before.tagIds.includes(id));
  return Object.fromEntries(
    Object.entries(after).filter(([key, value]) =>
      key === "tagIds" ? !sameTags : value !== before[key as keyof typeof before],
    ),
  );
}

export const UpdateTaskInput = TeamIdInput.extend({
  taskId: idSchema,
  ...taskFields,
  title: taskTitleSchema.optional(),
});
export type UpdateTaskInput = z.infer<typeof UpdateTaskInput>;

export const TaskIdInput = TeamIdInput.extend({ taskId: idSchema });

/**
 * The server computes the position between the neighbours it finds, so concurrent moves never
 * clash.
 */
export const MoveTaskInput = TeamIdInput.extend({
  taskId: idSchema,
  status: taskStatusSchema,
  afterTaskId: idSchema.nullable(),
});
export type MoveTaskInput = z.infer<typeof MoveTaskInput>;

export const TASK_STATUS_FILTERS = [...TASK_STATUSES, "open"] as const;
export type TaskStatusFilter = (typeof TASK_STATUS_FILTERS)[number];

export const TaskListFilters = z.object({
  search: singleLineText().max(200).optional(),
  status: z.enum(TASK_STATUS_FILTERS).optional(),
  tagId: idSchema.optional(),
  assigneeId: idSchema.optional(),
  due: z.enum(TASK_DUE_FILTERS).optional(),
  sort: z.enum(TASK_SORTS).default("newest"),
  page: z.number().int().min(1).max(10_000).default(1),
  pageSize: z.number().int().min(1).max(TASK_PAGE_SIZE_MAX).default(20),
});
export type TaskListFilters = z.infer<typeof TaskListFilters>;

export const ListTasksInput = TeamIdInput.extend({
  ...TaskListFilters.shape,
  timeZone: timeZoneSchema.default("UTC"),
  /** The page, as an endless list (the mobile app's) asks for the next one; wins over `page`. */
  cursor: z.number().int().min(1).max(10_000).optional(),
});
export type ListTasksInput = z.infer<typeof ListTasksInput>;

export const TagForm = z.object({ name: tagNameSchema, color: tagColorSchema });
export const CreateTagInput = TeamIdInput.extend(TagForm.shape);
export type CreateTagInput = z.infer<typeof CreateTagInput>;

export const UpdateTagInput = TeamIdInput.extend({
  tagId: idSchema,
  name: tagNameSchema.optional(),
  color: tagColorSchema.optional(),
});
export type UpdateTagInput = z.infer<typeof UpdateTagInput>;

export const TagIdInput = TeamIdInput.extend({ tagId: idSchema });
