import { z } from "zod";

import { multiLineText } from "./schemas";
import { idSchema, TeamIdInput } from "./teams";

/** Longest message a user may send the assistant. */
export const AI_MESSAGE_MAX_LENGTH = 4_000;

/**
 * One message sent to the assistant: only the new user message. The server loads the
 * conversation's history from the database and never trusts history a client sends.
 */
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

/** One conversation of the caller in a team (read, delete). */
export const ConversationIdInput = TeamIdInput.extend({ id: idSchema });
