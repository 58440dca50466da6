import type { TRPCRouterRecord } from "@trpc/server";

import {
  aiConfig,
  deleteConversation,
  getConversation,
  getUsage,
  listConversations,
  SIMULATED_MODEL_NAME,
  usageMonth,
} from "@teamkit/ai";
import { getEntitlements } from "@teamkit/billing";
import { ConversationIdInput } from "@teamkit/validators";

import { teamProcedure } from "../trpc";

/** The assistant's configuration as this process reads it (local services pick the simulation). */
export function assistantConfig(localServices: boolean) {
  return aiConfig(localServices);
}

/**
 * `ai.*`: the assistant of a team. Conversations are the caller's own in that team (nobody
 * else's, not even an owner's); usage counts per member and calendar month (UTC) against the
 * plan's `aiMessagesPerMonth`. Reading is allowed while an admin impersonates. Sending is no
 * procedure: the streaming endpoint (`handleAssistantChat`) runs `prepareAssistantTurn`, then streams.
 */
export const aiRouter = {
  /** This month's count and limit, and which model answers. */
  usage: teamProcedure.query(async ({ ctx }) => {
    const now = new Date();
    const [used, entitlements] = await Promise.all([
      getUsage(ctx.db, ctx.team.id, ctx.user.id, now),
      getEntitlements(ctx.db, ctx.team.id),
    ]);
    const config = assistantConfig(ctx.localServices);
    const name =
      config.kind === "remote"
        ? (config.model ?? null)
        : config.kind === "simulated"
          ? SIMULATED_MODEL_NAME
          : null;
    return {
      used,
      limit: entitlements.aiMessagesPerMonth,
      month: usageMonth(now),
      model: { kind: config.kind, name },
    };
  }),

  /** `ai.conversation.*`: the caller's own conversations in the team. */
  conversation: {
    /** The caller's conversations in the team, most recently active first (at most 50). */
    list: teamProcedure.query(({ ctx }) => listConversations(ctx.db, ctx.team.id, ctx.user.id)),

    /** One of the caller's conversations with its messages; NOT_FOUND for anyone else's. */
    get: teamProcedure
      .input(ConversationIdInput)
      .query(({ ctx, input }) => getConversation(ctx.db, ctx.team.id, ctx.user.id, input.id)),

    /** Deletes one of the caller's conversations. */
    delete: teamProcedure.input(ConversationIdInput).mutation(async ({ ctx, input }) => {
      await deleteConversation(ctx.db, ctx.team.id, ctx.user.id, input.id);
      return { ok: true as const };
    }),
  },
} satisfies TRPCRouterRecord;
