import type { UIMessage } from "ai";

import type { Database } from "@teamkit/db";
import { aiConversations, aiMessages, and, asc, desc, eq } from "@teamkit/db";
import { AppError } from "@teamkit/validators";

/** How many conversations the history list shows. */
export const CONVERSATION_LIST_LIMIT = 50;
export const CONVERSATION_TITLE_LENGTH = 60;

/** What the history list shows of a conversation. */
export interface ConversationSummary {
  id: string;
  title: string;
  updatedAt: Date;
}

/** How a stored assistant message ended. */
export type StoredMessageStatus = "complete" | "stopped" | "error";

/** The assistant's message metadata (sent at the start of every answer). */
export interface AssistantMetadata {
  conversationId?: string;
  usage?: { used: number; limit: number };
  /** Stored answers that ended early say how. */
  status?: StoredMessageStatus;
  errorKey?: string;
}

export type AssistantUIMessage = UIMessage<AssistantMetadata>;

/** A conversation of another user or team, or none at all: the same answer. */
export function conversationNotFound(): AppError {
  return new AppError("NOT_FOUND", { messageKey: "ai.errors.conversationNotFound" });
}

/** A conversation's title: its first user message on one line, at most 60 characters. */
export function conversationTitle(text: string): string {
  const line = text.replace(/\s+/g, " ").trim();
  if (line.length <= CONVERSATION_TITLE_LENGTH) return line;
  return `${line.slice(0, CONVERSATION_TITLE_LENGTH - 1).trimEnd()}…`;
}

function ownedBy(teamId: string, userId: string, id: string) {
  return and(
    eq(aiConversations.id, id),
    eq(aiConversations.teamId, teamId),
    eq(aiConversations.userId, userId),
  );
}

/** The caller's conversations in the team, most recently active first. */
export async function listConversations(
  db: Database,
  teamId: string,
  userId: string,
): Promise<ConversationSummary[]> {
  return db
    .select({
      id: aiConversations.id,
      title: aiConversations.title,
      updatedAt: aiConversations.updatedAt,
    })
    .from(aiConversations)
    .where(and(eq(aiConversations.teamId, teamId), eq(aiConversations.userId, userId)))
    .orderBy(desc(aiConversations.updatedAt), desc(aiConversations.id))
    .limit(CONVERSATION_LIST_LIMIT);
}

/** Checks that the conversation is the caller's own in this team; NOT_FOUND otherwise. */
export async function requireConversation(
  db: Database,
  teamId: string,
  userId: string,
  id: string,
): Promise<ConversationSummary> {
  const [row] = await db
    .select({
      id: aiConversations.id,
      title: aiConversations.title,
      updatedAt: aiConversations.updatedAt,
    })
    .from(aiConversations)
    .where(ownedBy(teamId, userId, id));
  if (!row) throw conversationNotFound();
  return row;
}

/** The stored messages of a conversation the caller owns, oldest first, as UI messages. */
export async function loadMessages(
  db: Database,
  teamId: string,
  userId: string,
  id: string,
): Promise<AssistantUIMessage[]> {
  await requireConversation(db, teamId, userId, id);
  const rows = await db
    .select({
      id: aiMessages.id,
      role: aiMessages.role,
      parts: aiMessages.parts,
      status: aiMessages.status,
      errorKey: aiMessages.errorKey,
    })
    .from(aiMessages)
    .where(eq(aiMessages.conversationId, id))
    .orderBy(asc(aiMessages.createdAt), asc(aiMessages.id));
  return rows.map((row) => ({
    id: row.id,
    role: row.role,
    parts: row.parts as AssistantUIMessage["parts"],
    ...(row.status === "complete"
      ? {}
      : { metadata: { status: row.status, errorKey: row.errorKey ?? undefined } }),
  }));
}

/** The caller's conversation with its messages; NOT_FOUND for anyone else's. */
export async function getConversation(
  db: Database,
  teamId: string,
  userId: string,
  id: string,
): Promise<{ id: string; title: string; messages: AssistantUIMessage[] }> {
  const conversation = await requireConversation(db, teamId, userId, id);
  const messages = await loadMessages(db, teamId, userId, id);
  return { id: conversation.id, title: conversation.title, messages };
}

/** Starts a conversation titled by its first message. */
export async function createConversation(
  db: Database,
  teamId: string,
  userId: string,
  firstMessage: string,
): Promise<string> {
  const id = crypto.randomUUID();
  await db
    .insert(aiConversations)
    .values({ id, teamId, userId, title: conversationTitle(firstMessage) });
  return id;
}

/** Deletes the caller's conversation and its messages; NOT_FOUND for anyone else's. */
export async function deleteConversation(
  db: Database,
  teamId: string,
  userId: string,
  id: string,
): Promise<void> {
  const deleted = await db
    .delete(aiConversations)
    .where(ownedBy(teamId, userId, id))
    .returning({ id: aiConversations.id });
  if (!deleted.length) throw conversationNotFound();
}

/**
 * Stores a message in a conversation (the caller checked ownership) and marks the conversation
 * active now, so the history list orders by the last message.
 */
export async function appendMessage(
  db: Database,
  conversationId: string,
  message: {
    /** The id the client saw while streaming (an assistant answer); a new one otherwise. */
    id?: string;
    role: "user" | "assistant";
    parts: unknown[];
    status?: StoredMessageStatus;
    errorKey?: string | null;
  },
): Promise<string> {
  const id = message.id ?? crypto.randomUUID();
  const now = new Date();
  await db.transaction(async (tx) => {
    await tx.insert(aiMessages).values({
      id,
      conversationId,
      role: message.role,
      parts: message.parts,
      status: message.status ?? "complete",
      errorKey: message.errorKey ?? null,
      createdAt: now,
    });
    await tx
      .update(aiConversations)
      .set({ updatedAt: now })
      .where(eq(aiConversations.id, conversationId));
  });
  return id;
}
