import type { UIMessage } from "ai";

import type { Database, PendingStop } from "@teamkit/db";
import type { ReplyShown } from "@teamkit/validators";
import { aiConversations, aiMessages, and, asc, desc, eq } from "@teamkit/db";
import { AppError, isToolPartType } from "@teamkit/validators";

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
    // A reply is locked first, as `stopReply` does: a stop reported while it streamed is applied
    // here. A user's message can have none, and skips the read.
    const [conversation] =
      message.role === "assistant"
        ? await tx
            .select({ pendingStops: aiConversations.pendingStops })
            .from(aiConversations)
            .where(eq(aiConversations.id, conversationId))
            .for("update")
        : [];
    const waiting = pendingStops(conversation?.pendingStops);
    const stop = waiting.find((pending) => pending.messageId === id) ?? null;
    const stillWaiting = withoutStop(waiting, id);
    await tx.insert(aiMessages).values({
      id,
      conversationId,
      role: message.role,
      parts: stop ? cutReply(message.parts, stop) : message.parts,
      status: stop ? "stopped" : (message.status ?? "complete"),
      errorKey: stop ? null : (message.errorKey ?? null),
      createdAt: now,
    });
    await tx
      .update(aiConversations)
      .set({
        updatedAt: now,
        ...(stop ? { pendingStops: stillWaiting.length ? stillWaiting : null } : {}),
      })
      .where(eq(aiConversations.id, conversationId));
  });
  return id;
}

/**
 * Stops waiting for their replies in one conversation. A report for a reply that never comes
 * (nothing was produced, or a client's wrong id) only waits until this many newer ones push it out.
 */
const MAX_PENDING_STOPS = 8;

/** Migration 0020's column first held a single stop, an object: one still waiting is dropped. */
function pendingStops(value: PendingStop[] | null | undefined): PendingStop[] {
  return Array.isArray(value) ? value : [];
}

function withoutStop(stops: PendingStop[], messageId: string): PendingStop[] {
  return stops.filter((stop) => stop.messageId !== messageId);
}

/** Tool calls that changed the team's data: a cut keeps them, so the conversation still says so. */
const CHANGING_TOOLS = new Set(["tool-createTask"]);

function changedData(part: { type: string; state?: unknown; output?: unknown }): boolean {
  const refused = typeof part.output === "object" && part.output !== null && "error" in part.output;
  return CHANGING_TOOLS.has(part.type) && part.state === "output-available" && !refused;
}

/**
 * The longest start of a reply that shows no more than `shown`: text parts up to `shown.text`
 * characters in all, the first `shown.tools` tool calls, and what lies between them; then the
 * tool calls after it that changed data (the server ran them after the client's last chunk).
 */
export function cutReply(parts: unknown[], shown: ReplyShown): unknown[] {
  const all = parts as { type: string; text?: unknown; state?: unknown; output?: unknown }[];
  let text = shown.text;
  let tools = shown.tools;
  const kept: unknown[] = [];
  let index = 0;
  for (const part of all) {
    if (text === 0 && tools === 0) break;
    if (part.type === "text" && typeof part.text === "string") {
      if (part.text.length > text) {
        if (text > 0) kept.push({ ...part, text: part.text.slice(0, text) });
        index += 1;
        break;
      }
      text -= part.text.length;
    } else if (isToolPartType(part.type)) {
      if (tools === 0) break;
      tools -= 1;
    }
    kept.push(part);
    index += 1;
  }
  return [...kept, ...all.slice(index).filter(changedData)];
}

/**
 * The user stopped reply `messageId` of their conversation when their client showed `shown` of it:
 * the reply is cut to that (never extended) and marked stopped, or, while it is still streaming,
 * when it is stored. Nothing shown keeps an empty stopped reply: its row stays, so a report sent
 * again (a client retries one it never saw answered) cuts it again instead of waiting as a stop
 * of a reply still to come.
 */
export async function stopReply(
  db: Database,
  stop: {
    teamId: string;
    userId: string;
    conversationId: string;
    messageId: string;
    shown: ReplyShown;
  },
): Promise<void> {
  const { conversationId, messageId, shown } = stop;
  await db.transaction(async (tx) => {
    const [conversation] = await tx
      .select({ pendingStops: aiConversations.pendingStops })
      .from(aiConversations)
      .where(ownedBy(stop.teamId, stop.userId, conversationId))
      .for("update");
    if (!conversation) throw conversationNotFound();
    const reply = and(
      eq(aiMessages.id, messageId),
      eq(aiMessages.conversationId, conversationId),
      eq(aiMessages.role, "assistant"),
    );
    const [stored] = await tx.select({ parts: aiMessages.parts }).from(aiMessages).where(reply);
    if (!stored) {
      await tx
        .update(aiConversations)
        .set({
          pendingStops: [
            ...withoutStop(pendingStops(conversation.pendingStops), messageId),
            { messageId, text: shown.text, tools: shown.tools },
          ].slice(-MAX_PENDING_STOPS),
        })
        .where(eq(aiConversations.id, conversationId));
      return;
    }
    await tx
      .update(aiMessages)
      .set({ parts: cutReply(stored.parts, shown), status: "stopped", errorKey: null })
      .where(reply);
  });
}
