import type { Database } from "@teamkit/db";
import type { Actor } from "@teamkit/teams";
import type { AssistantChatInput } from "@teamkit/validators";
import { AppError, isAppError } from "@teamkit/validators";

import type { AssistantUIMessage } from "./conversations";
import {
  appendMessage,
  createConversation,
  loadMessages,
  requireConversation,
} from "./conversations";
import { consumeQuota, quotaOf } from "./quota";

export interface AssistantTurn {
  conversationId: string;
  history: AssistantUIMessage[];
  usage: { used: number; limit: number; shared: boolean };
}

/** The caller has checked the membership and validated the input. */
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

  const { scope, limit } = await quotaOf(db, team.id, actor.userId);
  // One transaction: a message the database fails to store costs no quota and leaves no empty
  // conversation behind for the client's retry to add to.
  const { used, conversationId } = await db.transaction(async (tx) => {
    const used = await consumeQuota(tx, scope, limit);
    if (used === null)
      throw new AppError("TOO_MANY_REQUESTS", {
        messageKey: "ai.errors.quotaReached",
        values: { limit, used: limit },
      });
    const conversationId =
      input.conversationId ?? (await createConversation(tx, team.id, actor.userId, text));
    await appendMessage(tx, conversationId, { role: "user", parts: [{ type: "text", text }] });
    return { used, conversationId };
  });
  const history = await loadMessages(db, team.id, actor.userId, conversationId);
  return { conversationId, history, usage: { used, limit, shared: scope.shared } };
}
