import { vi } from "vitest";

import type { Database } from "@teamkit/db";
import type { Actor } from "@teamkit/teams";
import { aiMessages, and, eq } from "@teamkit/db";

import type { AssistantModel } from "../../src";
import { appendMessage, createConversation, loadMessages, streamAssistantAnswer } from "../../src";
import { readUiChunks, streamedText } from "../../src/testing";

/**
 * One user message through the real answer path: the message stored first (as `prepareAssistantTurn` does),
 * the answer streamed and read, then the stored answer awaited (it is saved when the stream ends).
 */
export async function converse(
  db: Database,
  options: {
    model: AssistantModel;
    team: { id: string; name: string };
    actor: Actor;
    text: string;
    locale?: "en" | "de";
    abortSignal?: AbortSignal;
    /** Reads the response itself (e.g. to stop early); the default reads it whole. */
    read?: (response: Response) => Promise<Record<string, unknown>[]>;
  },
) {
  const { team, actor, text } = options;
  const conversationId = await createConversation(db, team.id, actor.userId, text);
  await appendMessage(db, conversationId, { role: "user", parts: [{ type: "text", text }] });
  const history = await loadMessages(db, team.id, actor.userId, conversationId);
  const response = await streamAssistantAnswer({
    db,
    actor,
    team,
    locale: options.locale ?? "en",
    model: options.model,
    conversationId,
    history,
    usage: { used: 1, limit: 20, shared: true },
    abortSignal: options.abortSignal,
  });
  const chunks = await (options.read ?? readUiChunks)(response);
  const stored = await storedAnswer(db, conversationId);
  const messages = await loadMessages(db, team.id, actor.userId, conversationId);
  return { conversationId, chunks, text: streamedText(chunks), stored, messages };
}

/** The conversation's stored assistant message, waited for: it is saved when the stream ends. */
export function storedAnswer(db: Database, conversationId: string) {
  return vi.waitFor(
    async () => {
      const [row] = await db
        .select()
        .from(aiMessages)
        .where(
          and(eq(aiMessages.conversationId, conversationId), eq(aiMessages.role, "assistant")),
        );
      if (!row) throw new Error("no stored answer yet");
      return row;
    },
    { timeout: 5_000, interval: 20 },
  );
}
