import type { TRPCRouterRecord } from "@trpc/server";

import {
  createTask,
  deleteTask,
  getBoard,
  getBoardCards,
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

export const tasksRouter = {
  list: teamProcedure.input(ListTasksInput).query(({ ctx, input }) => {
    const { teamId: _teamId, cursor, ...filters } = input;
    return listTasks(ctx.db, ctx.actor, ctx.team.id, { ...filters, page: cursor ?? filters.page });
  }),

  board: teamProcedure.query(({ ctx }) => getBoard(ctx.db, ctx.actor, ctx.team.id)),

  /** The board as the web's cards show it: no descriptions, creators or dates. */
  boardCards: teamProcedure.query(({ ctx }) => getBoardCards(ctx.db, ctx.actor, ctx.team.id)),

  get: teamProcedure
    .input(TaskIdInput)
    .query(({ ctx, input }) => getTask(ctx.db, ctx.actor, ctx.team.id, input.taskId)),

  create: teamProcedure
    .meta({ impersonation: "allow" })
    .input(CreateTaskInput)
    .mutation(({ ctx, input }) => {
      const { teamId: _teamId, ...fields } = input;
      return createTask(ctx.db, ctx.actor, ctx.team.id, fields);
    }),

  update: teamProcedure
    .meta({ impersonation: "allow" })
    .input(UpdateTaskInput)
    .mutation(({ ctx, input }) => {
      const { teamId: _teamId, taskId, ...changes } = input;
      return updateTask(ctx.db, ctx.actor, ctx.team.id, taskId, changes);
    }),

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

  delete: teamProcedure
    .meta({ impersonation: "allow" })
    .input(TaskIdInput)
    .mutation(async ({ ctx, input }) => {
      await deleteTask(ctx.db, ctx.actor, ctx.team.id, input.taskId);
      return { ok: true as const };
    }),

  tag: tagRouter,
} satisfies TRPCRouterRecord;
