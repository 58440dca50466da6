import type { UIMessage } from "ai";

import type { Database } from "@teamkit/db";
import { aiConversations, aiMessages, and, asc, desc, eq } from "@teamkit/db";
import { AppError } from "@teamkit/validators";

export const CONVERSATION_LIST_LIMIT = 50;
export const CONVERSATION_TITLE_LENGTH = 60;

export interface ConversationSummary {
  id: string;
  title: string;
  updatedAt: Date;
}

export type StoredMessageStatus = "complete" | "stopped" | "error";

export interface AssistantMetadata {
  conversationId?: string;
  usage?: { used: number; limit: number; shared: boolean };
  status?: StoredMessageStatus;
  errorKey?: string;
}

export type AssistantUIMessage = UIMessage<AssistantMetadata>;

/** Another user's or team's conversation, or none at all: the same answer. */
export function conversationNotFound(): AppError {
  return new AppError("NOT_FOUND", { messageKey: "ai.errors.conversationNotFound" });
}

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

export async function appendMessage(
  db: Database,
  conversationId: string,
  message: {
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
