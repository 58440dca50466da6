import type { TaskView } from "../src/lib/api";

/** A task as `tasks.list` answers it. */
export function task(title: string, values: Partial<TaskView> = {}): TaskView {
  return {
    id: `00000000-0000-4000-8000-${String(title.length).padStart(12, "0")}`,
    title,
    description: null,
    status: "todo",
    priority: "none",
    dueDate: null,
    position: 1,
    assignee: null,
    tags: [],
    createdBy: null,
    createdAt: new Date(),
    updatedAt: new Date(),
    ...values,
  };
}
