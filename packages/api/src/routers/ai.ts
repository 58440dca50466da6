import type { TRPCRouterRecord } from "@trpc/server";

import { TRPCError } from "@trpc/server";

import {
  aiConfig,
  appendMessage,
  consumeQuota,
  createConversation,
  deleteConversation,
  getConversation,
  getUsage,
  listConversations,
  loadMessages,
  requireConversation,
  SIMULATED_MODEL_NAME,
  usageMonth,
} from "@teamkit/ai";
import { getEntitlements } from "@teamkit/billing";
import { AppError, AssistantChatInput, ConversationIdInput, isAppError } from "@teamkit/validators";

import { teamProcedure } from "../trpc";

/** The assistant's configuration as this process reads it (local services pick the simulation). */
export function assistantConfig(localServices: boolean) {
  return aiConfig(localServices);
}

/**
 * `ai.*`: the assistant of a team. Conversations are the caller's own in that team (nobody
 * else's, not even an owner's); usage counts per member and calendar month (UTC) against the
 * plan's `aiMessagesPerMonth`. Reading is allowed while an admin impersonates, sending is not: an
 * admin must not spend a member's quota or write in their name.
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

  /** The caller's conversations in the team, most recently active first (at most 50). */
  conversations: teamProcedure.query(({ ctx }) =>
    listConversations(ctx.db, ctx.team.id, ctx.user.id),
  ),

  /** One of the caller's conversations with its messages; NOT_FOUND for anyone else's. */
  conversation: teamProcedure
    .input(ConversationIdInput)
    .query(({ ctx, input }) => getConversation(ctx.db, ctx.team.id, ctx.user.id, input.id)),

  /** Deletes one of the caller's conversations. */
  deleteConversation: teamProcedure.input(ConversationIdInput).mutation(async ({ ctx, input }) => {
    await deleteConversation(ctx.db, ctx.team.id, ctx.user.id, input.id);
    return { ok: true as const };
  }),

  /**
   * The checks and writes before the assistant streams an answer, for the streaming endpoint
   * (`handleAssistantChat`) only: it gets membership, validation, the impersonation refusal and
   * translated errors from the same tiers as every procedure. Over /api/trpc it does not exist
   * (NOT_FOUND), since nothing there would stream the answer. Order: rate limit, conversation,
   * quota (consumed atomically, never refunded), then the user message is stored.
   */
  send: teamProcedure
    .meta({ impersonation: "deny" })
    .input(AssistantChatInput)
    .mutation(async ({ ctx, input }) => {
      if (ctx.internalCall !== "assistantChat")
        throw new TRPCError({
          code: "NOT_FOUND",
          cause: new AppError("NOT_FOUND", { messageKey: "errors.notFound" }),
        });
      try {
        await ctx.rateLimit.enforce("ai", ctx.user.id);
      } catch (error) {
        if (isAppError(error) && error.code === "TOO_MANY_REQUESTS")
          throw new AppError("TOO_MANY_REQUESTS", {
            messageKey: "ai.errors.rateLimited",
            retryAfter: error.retryAfter,
          });
        throw error;
      }
      const text = input.message.parts.map((part) => part.text).join("\n");
      if (input.conversationId)
        await requireConversation(ctx.db, ctx.team.id, ctx.user.id, input.conversationId);

      const { aiMessagesPerMonth: limit } = await getEntitlements(ctx.db, ctx.team.id);
      const used = await consumeQuota(ctx.db, ctx.team.id, ctx.user.id, limit);
      if (used === null)
        throw new AppError("TOO_MANY_REQUESTS", {
          messageKey: "ai.errors.quotaReached",
          values: { limit, used: limit },
        });

      const conversationId =
        input.conversationId ?? (await createConversation(ctx.db, ctx.team.id, ctx.user.id, text));
      await appendMessage(ctx.db, conversationId, {
        role: "user",
        parts: [{ type: "text", text }],
      });
      const history = await loadMessages(ctx.db, ctx.team.id, ctx.user.id, conversationId);
      return {
        conversationId,
        history,
        usage: { used, limit },
        team: { id: ctx.team.id, name: ctx.team.name },
        actor: ctx.actor,
      };
    }),
} satisfies TRPCRouterRecord;
