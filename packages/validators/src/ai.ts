import { z } from "zod";

import { multiLineText } from "./schemas";
import { idSchema, TeamIdInput } from "./teams";

export const AI_MESSAGE_MAX_LENGTH = 4_000;

/** Only the new message: the server loads the history itself and never trusts a client's. */
export const AssistantChatInput = TeamIdInput.extend({
  conversationId: idSchema.nullable(),
  message: z.object({
    id: idSchema,
    role: z.literal("user"),
    parts: z
      .array(
        z.object({
          type: z.literal("text"),
          text: multiLineText().trim().min(1).max(AI_MESSAGE_MAX_LENGTH),
        }),
      )
      .length(1),
  }),
});
export type AssistantChatInput = z.infer<typeof AssistantChatInput>;

export const ConversationIdInput = TeamIdInput.extend({ id: idSchema });

/** How much of a reply a client showed: its text's length (all text parts) and its tool calls. */
export const ReplyShown = z.object({
  text: z.number().int().min(0),
  tools: z.number().int().min(0),
});
export type ReplyShown = z.infer<typeof ReplyShown>;

export const StopReplyInput = ConversationIdInput.extend({
  messageId: idSchema,
  shown: ReplyShown,
});
export type StopReplyInput = z.infer<typeof StopReplyInput>;

export function isToolPartType(type: string): boolean {
  return type.startsWith("tool-") || type === "dynamic-tool";
}

/** What a client shows of a reply with these parts, counted as the server cuts (`cutReply`). */
export function replyShown(parts: readonly { type: string; text?: unknown }[]): ReplyShown {
  let text = 0;
  let tools = 0;
  for (const part of parts) {
    if (part.type === "text" && typeof part.text === "string") text += part.text.length;
    else if (isToolPartType(part.type)) tools += 1;
  }
  return { text, tools };
}

export interface AiUsage {
  used: number;
  limit: number;
  /** The Free plan's count, one per user across all their Free teams (a refusal leaves it out). */
  shared?: boolean;
}

export function isAiUsage(value: unknown): value is AiUsage {
  const usage = value as AiUsage | null;
  return typeof usage?.used === "number" && typeof usage.limit === "number";
}

/** Why `POST /api/ai/chat` refused a message: what the web app and the phone show and wait on. */
export interface ChatRefusal {
  status: number;
  message: string;
  messageKey: string | null;
  retryAfter: number | null;
  quota: AiUsage | null;
}

/** `body` is null when the refusal was no JSON (a proxy's error page): no reason to show. */
export function chatRefusal(status: number, body: unknown): ChatRefusal {
  const refusal = (body as { error?: Record<string, unknown> } | null)?.error ?? {};
  const quota = (body as { quota?: unknown } | null)?.quota ?? refusal.quota;
  return {
    status,
    message: typeof refusal.message === "string" ? refusal.message : "",
    messageKey: typeof refusal.messageKey === "string" ? refusal.messageKey : null,
    retryAfter:
      typeof refusal.retryAfter === "number" && refusal.retryAfter > 0
        ? Math.ceil(refusal.retryAfter)
        : null,
    quota: isAiUsage(quota) ? quota : null,
  };
}

/** Why a stored answer failed (a reopened conversation says so); null for one that did not. */
export function answerFailureKey(
  metadata: { status?: string; errorKey?: string } | undefined,
): string | null {
  return metadata?.status === "error" ? (metadata.errorKey ?? "ai.page.errorFallback") : null;
}
