import type { TRPCRouterRecord } from "@trpc/server";

import {
  createTask,
  deleteTask,
  getBoard,
  getTask,
  listTasks,
  moveTask,
  updateTask,
} from "@teamkit/tasks";
import {
  CreateTaskInput,
  ListTasksInput,
  MoveTaskInput,
  TaskIdInput,
  UpdateTaskInput,
} from "@teamkit/validators";

import { teamProcedure } from "../../trpc";
import { tagRouter } from "./tag";

/**
 * `tasks.*`: a team's tasks (every member may create, edit, move and delete them; an admin
 * impersonating a member may help with that everyday work), and `tasks.tag.*` for its tags.
 */
export const tasksRouter = {
  /** A page of tasks: search, filters, sort (the `/app/tasks` list). */
  list: teamProcedure.input(ListTasksInput).query(({ ctx, input }) => {
    const { teamId: _teamId, ...filters } = input;
    return listTasks(ctx.db, ctx.actor, ctx.team.id, filters);
  }),

  /** The board: tasks by status column in their order, with each column's count. */
  board: teamProcedure.query(({ ctx }) => getBoard(ctx.db, ctx.actor, ctx.team.id)),

  /** One task. */
  get: teamProcedure
    .input(TaskIdInput)
    .query(({ ctx, input }) => getTask(ctx.db, ctx.actor, ctx.team.id, input.taskId)),

  /** Creates a task (within the plan's task limit). */
  create: teamProcedure
    .meta({ impersonation: "allow" })
    .input(CreateTaskInput)
    .mutation(({ ctx, input }) => {
      const { teamId: _teamId, ...fields } = input;
      return createTask(ctx.db, ctx.actor, ctx.team.id, fields);
    }),

  /** Changes the given fields of a task. */
  update: teamProcedure
    .meta({ impersonation: "allow" })
    .input(UpdateTaskInput)
    .mutation(({ ctx, input }) => {
      const { teamId: _teamId, taskId, ...changes } = input;
      return updateTask(ctx.db, ctx.actor, ctx.team.id, taskId, changes);
    }),

  /** Moves a task on the board (into a column, after a task or at the top). */
  move: teamProcedure
    .meta({ impersonation: "allow" })
    .input(MoveTaskInput)
    .mutation(({ ctx, input }) =>
      moveTask(ctx.db, ctx.actor, ctx.team.id, {
        taskId: input.taskId,
        status: input.status,
        afterTaskId: input.afterTaskId,
      }),
    ),

  /** Deletes a task. */
  delete: teamProcedure
    .meta({ impersonation: "allow" })
    .input(TaskIdInput)
    .mutation(async ({ ctx, input }) => {
      await deleteTask(ctx.db, ctx.actor, ctx.team.id, input.taskId);
      return { ok: true as const };
    }),

  tag: tagRouter,
} satisfies TRPCRouterRecord;
