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
