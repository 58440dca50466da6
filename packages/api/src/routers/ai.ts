import type { TRPCRouterRecord } from "@trpc/server";

import type { QuotaScope } from "@teamkit/ai";
import {
  aiConfig,
  deleteConversation,
  getConversation,
  getUsage,
  listConversations,
  quotaOf,
  SIMULATED_MODEL_NAME,
  stopReply,
  usageMonth,
} from "@teamkit/ai";
import { ConversationIdInput, StopReplyInput } from "@teamkit/validators";

import { teamProcedure } from "../trpc";

export function assistantConfig(localServices: boolean) {
  return aiConfig(localServices);
}

/** The caller's messages this month against their limit, and which model answers. */
export function usageView(
  localServices: boolean,
  { used, limit, scope }: { used: number; limit: number; scope: QuotaScope },
  now: Date,
) {
  const config = assistantConfig(localServices);
  const name =
    config.kind === "remote"
      ? (config.model ?? null)
      : config.kind === "simulated"
        ? SIMULATED_MODEL_NAME
        : null;
  return {
    used,
    limit,
    shared: scope.shared,
    month: usageMonth(now),
    model: { kind: config.kind, name },
  };
}

/** Sending is no procedure: the streaming endpoint (`handleAssistantChat`) does it. */
export const aiRouter = {
  usage: teamProcedure.query(async ({ ctx }) => {
    const now = new Date();
    const { scope, limit } = await quotaOf(ctx.db, ctx.team.id, ctx.user.id);
    return usageView(
      ctx.localServices,
      { used: await getUsage(ctx.db, scope, now), limit, scope },
      now,
    );
  }),

  conversation: {
    list: teamProcedure.query(({ ctx }) => listConversations(ctx.db, ctx.team.id, ctx.user.id)),

    get: teamProcedure
      .input(ConversationIdInput)
      .query(({ ctx, input }) => getConversation(ctx.db, ctx.team.id, ctx.user.id, input.id)),

    delete: teamProcedure.input(ConversationIdInput).mutation(async ({ ctx, input }) => {
      await deleteConversation(ctx.db, ctx.team.id, ctx.user.id, input.id);
      return { ok: true as const };
    }),

    /** The server ran on after the user's Stop: their reply keeps only what their client showed. */
    stopReply: teamProcedure.input(StopReplyInput).mutation(async ({ ctx, input }) => {
      await ctx.rateLimit.enforce("aiStop", ctx.user.id);
      await stopReply(ctx.db, {
        teamId: ctx.team.id,
        userId: ctx.user.id,
        conversationId: input.id,
        messageId: input.messageId,
        shown: input.shown,
      });
      return { ok: true as const };
    }),
  },
} satisfies TRPCRouterRecord;
