import type { Database } from "@teamkit/db";
import type { Actor } from "@teamkit/teams";
import type { AssistantChatInput } from "@teamkit/validators";
import { getEntitlements } from "@teamkit/billing/entitlements";
import { AppError, isAppError } from "@teamkit/validators";

import type { AssistantUIMessage } from "./conversations";
import {
  appendMessage,
  createConversation,
  loadMessages,
  requireConversation,
} from "./conversations";
import { consumeQuota } from "./quota";

/** Everything the answer needs once the user's message is stored. */
export interface AssistantTurn {
  conversationId: string;
  /** The conversation as stored, the new user message last (never the client's copy). */
  history: AssistantUIMessage[];
  usage: { used: number; limit: number };
}

/**
 * The checks and writes before the assistant answers a member's message, in this order: the
 * per-user rate limit (`rateLimit`, the API's limiter; refused as `ai.errors.rateLimited`), the
 * conversation (the member's own in that team, else NOT_FOUND), the plan's monthly allowance and
 * its quota (consumed atomically, never refunded: `ai.errors.quotaReached`), a new conversation
 * titled by the message when none was given, the stored user message, and the history. The
 * caller has checked the membership and validated the input.
 */
export async function prepareAssistantTurn(
  db: Database,
  turn: {
    team: { id: string };
    actor: Actor;
    input: Pick<AssistantChatInput, "conversationId" | "message">;
    rateLimit: () => Promise<void>;
  },
): Promise<AssistantTurn> {
  const { team, actor, input } = turn;
  try {
    await turn.rateLimit();
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
    await requireConversation(db, team.id, actor.userId, input.conversationId);

  const { aiMessagesPerMonth: limit } = await getEntitlements(db, team.id);
  const used = await consumeQuota(db, team.id, actor.userId, limit);
  if (used === null)
    throw new AppError("TOO_MANY_REQUESTS", {
      messageKey: "ai.errors.quotaReached",
      values: { limit, used: limit },
    });

  const conversationId =
    input.conversationId ?? (await createConversation(db, team.id, actor.userId, text));
  await appendMessage(db, conversationId, { role: "user", parts: [{ type: "text", text }] });
  const history = await loadMessages(db, team.id, actor.userId, conversationId);
  return { conversationId, history, usage: { used, limit } };
}
