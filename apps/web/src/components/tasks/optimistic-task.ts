import type { Member, Tag, Task } from "./task-dialog";

/** The task as it will read once the server has saved `changes` (for the optimistic list). */
export function optimisticTask(
  task: Task,
  changes: {
    title?: string;
    status?: Task["status"];
    priority?: Task["priority"];
    dueDate?: string | null;
    description?: string | null;
    assigneeId?: string | null;
    tagIds?: string[];
  },
  members: Member[],
  tags: Tag[],
): Task {
  const assignee =
    changes.assigneeId === undefined
      ? task.assignee
      : changes.assigneeId === null
        ? null
        : {
            id: changes.assigneeId,
            name: members.find((m) => m.id === changes.assigneeId)?.name ?? null,
            email: "",
            image: null,
          };
  return {
    ...task,
    title: changes.title ?? task.title,
    status: changes.status ?? task.status,
    priority: changes.priority ?? task.priority,
    dueDate: changes.dueDate === undefined ? task.dueDate : changes.dueDate,
    description: changes.description === undefined ? task.description : changes.description,
    assignee,
    tags: changes.tagIds
      ? tags
          .filter((tag) => changes.tagIds?.includes(tag.id))
          .map((tag) => ({ id: tag.id, name: tag.name, color: tag.color }))
      : task.tags,
  };
}
