import type { Database } from "@teamkit/db";
import type { Actor, Db } from "@teamkit/teams";
import type {
  CreateTaskInput,
  MoveTaskInput,
  TaskStatus,
  UpdateTaskInput,
} from "@teamkit/validators";
import { getEntitlements } from "@teamkit/billing/entitlements";
import { and, count, eq, tasks, taskTags } from "@teamkit/db";
import { lockTeam, recordActivity } from "@teamkit/teams";
import { AppError } from "@teamkit/validators";

import type { TaskView } from "./view";
import { asMember, checkAssignee, checkTags, requireMember, taskNotFound } from "./access";
import { positionAfter } from "./position";
import { selectTasks, toTaskView } from "./view";

type TaskFields = Omit<CreateTaskInput, "teamId">;
type TaskChanges = Omit<UpdateTaskInput, "teamId" | "taskId">;

async function readTask(db: Db, teamId: string, taskId: string): Promise<TaskView> {
  const [row] = await selectTasks(db, and(eq(tasks.teamId, teamId), eq(tasks.id, taskId))).limit(1);
  if (!row) throw taskNotFound();
  return toTaskView(row);
}

export async function getTask(
  db: Database,
  actor: Actor,
  teamId: string,
  taskId: string,
): Promise<TaskView> {
  await requireMember(db, teamId, actor);
  return readTask(db, teamId, taskId);
}

function taskLimitReached(role: "owner" | "member", max: number): AppError {
  return new AppError("CONFLICT", {
    messageKey: role === "owner" ? "tasks.errors.limitOwner" : "tasks.errors.limitMember",
    values: { max },
  });
}

/** `maxTasks` is checked under the team's lock, so parallel creates cannot pass it together. */
export async function createTask(
  db: Database,
  actor: Actor,
  teamId: string,
  input: TaskFields,
): Promise<TaskView> {
  const entitlements = await getEntitlements(db, teamId);
  return db.transaction(async (tx) => {
    await lockTeam(tx, teamId);
    const role = await requireMember(tx, teamId, actor);
    if (entitlements.maxTasks !== null) {
      const [row] = await tx.select({ n: count() }).from(tasks).where(eq(tasks.teamId, teamId));
      if ((row?.n ?? 0) >= entitlements.maxTasks) {
        throw taskLimitReached(role, entitlements.maxTasks);
      }
    }
    if (input.assigneeId) await checkAssignee(tx, teamId, input.assigneeId);
    const tagIds = await checkTags(tx, teamId, input.tagIds ?? []);
    const status = input.status ?? "todo";
    const id = crypto.randomUUID();
    const position = await positionAfter(tx, teamId, status, id, null);
    await tx.insert(tasks).values({
      id,
      teamId,
      title: input.title,
      description: input.description || null,
      status,
      priority: input.priority ?? "none",
      dueDate: input.dueDate ?? null,
      assigneeId: input.assigneeId ?? null,
      position,
      createdById: actor.userId,
    });
    if (tagIds.length) {
      await tx.insert(taskTags).values(tagIds.map((tagId) => ({ taskId: id, tagId })));
    }
    const target = { type: "task" as const, id, label: input.title };
    await recordActivity(tx, { teamId, actor, action: "task.created", target });
    const task = await readTask(tx, teamId, id);
    if (task.assignee) await logAssigned(tx, teamId, actor, task);
    return task;
  });
}

async function logAssigned(tx: Db, teamId: string, actor: Actor, task: TaskView): Promise<void> {
  if (!task.assignee) return;
  await recordActivity(tx, {
    teamId,
    actor,
    action: "task.assigned",
    target: { type: "task", id: task.id, label: task.title },
    details: { assignee: task.assignee.name ?? task.assignee.email },
  });
}

async function lockTask(tx: Db, teamId: string, taskId: string) {
  const [row] = await tx
    .select({ status: tasks.status, assigneeId: tasks.assigneeId })
    .from(tasks)
    .where(and(eq(tasks.teamId, teamId), eq(tasks.id, taskId)))
    .for("update");
  if (!row) throw taskNotFound();
  return row;
}

export async function updateTask(
  db: Database,
  actor: Actor,
  teamId: string,
  taskId: string,
  changes: TaskChanges,
): Promise<TaskView> {
  return asMember(db, teamId, actor, async (tx) => {
    // The team's lock orders status changes with moves (positions), as in moveTask, and an
    // assignment with the assignee's removal, which would otherwise miss the task.
    if (changes.status || changes.assigneeId) await lockTeam(tx, teamId);
    const before = await lockTask(tx, teamId, taskId);
    if (changes.assigneeId) await checkAssignee(tx, teamId, changes.assigneeId);
    const tagIds = changes.tagIds ? await checkTags(tx, teamId, changes.tagIds) : undefined;
    const statusChanged = !!changes.status && changes.status !== before.status;
    await tx
      .update(tasks)
      .set({
        title: changes.title,
        description: changes.description === undefined ? undefined : changes.description || null,
        status: changes.status,
        priority: changes.priority,
        dueDate: changes.dueDate,
        assigneeId: changes.assigneeId,
        position:
          statusChanged && changes.status
            ? await positionAfter(tx, teamId, changes.status, taskId, null)
            : undefined,
        updatedAt: new Date(),
      })
      .where(and(eq(tasks.teamId, teamId), eq(tasks.id, taskId)));
    if (tagIds) {
      await tx.delete(taskTags).where(eq(taskTags.taskId, taskId));
      if (tagIds.length)
        await tx.insert(taskTags).values(tagIds.map((tagId) => ({ taskId, tagId })));
    }
    const task = await readTask(tx, teamId, taskId);
    await logChanges(tx, teamId, actor, task, before);
    return task;
  });
}

async function logChanges(
  tx: Db,
  teamId: string,
  actor: Actor,
  task: TaskView,
  before: { status: TaskStatus; assigneeId: string | null },
): Promise<void> {
  if (task.status === "done" && before.status !== "done") {
    await recordActivity(tx, {
      teamId,
      actor,
      action: "task.completed",
      target: { type: "task", id: task.id, label: task.title },
    });
  }
  if (task.assignee && task.assignee.id !== before.assigneeId) {
    await logAssigned(tx, teamId, actor, task);
  }
}

/**
 * The team's lock makes concurrent moves run one after another: no move is lost, no two tasks share
 * a position.
 */
export async function moveTask(
  db: Database,
  actor: Actor,
  teamId: string,
  input: Omit<MoveTaskInput, "teamId">,
): Promise<{ id: string; status: TaskStatus; position: number }> {
  return db.transaction(async (tx) => {
    await lockTeam(tx, teamId);
    await requireMember(tx, teamId, actor);
    const before = await lockTask(tx, teamId, input.taskId);
    const position = await positionAfter(tx, teamId, input.status, input.taskId, input.afterTaskId);
    await tx
      .update(tasks)
      .set({ status: input.status, position, updatedAt: new Date() })
      .where(and(eq(tasks.teamId, teamId), eq(tasks.id, input.taskId)));
    if (input.status === "done" && before.status !== "done") {
      const task = await readTask(tx, teamId, input.taskId);
      await logChanges(tx, teamId, actor, task, before);
    }
    return { id: input.taskId, status: input.status, position };
  });
}

export async function deleteTask(
  db: Database,
  actor: Actor,
  teamId: string,
  taskId: string,
): Promise<void> {
  await asMember(db, teamId, actor, async (tx) => {
    const [row] = await tx
      .delete(tasks)
      .where(and(eq(tasks.teamId, teamId), eq(tasks.id, taskId)))
      .returning({ title: tasks.title });
    if (!row) throw taskNotFound();
    await recordActivity(tx, {
      teamId,
      actor,
      action: "task.deleted",
      target: { type: "task", id: taskId, label: row.title },
    });
  });
}

export async function unassignMember(tx: Db, teamId: string, userId: string): Promise<void> {
  await tx
    .update(tasks)
    .set({ assigneeId: null })
    .where(and(eq(tasks.teamId, teamId), eq(tasks.assigneeId, userId)));
}
