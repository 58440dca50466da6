import { z } from "zod";

import { EMAIL_MAX_LENGTH, emailSchema, singleLineText } from "./schemas";

export const MailboxListInput = z
  .object({
    to: singleLineText().max(EMAIL_MAX_LENGTH).optional(),
    limit: z.number().int().min(1).max(200).default(100),
  })
  .optional();

export const MailboxMailInput = z.object({ id: singleLineText().min(1).max(64) });

/** Names and locales are passed in because validators imports no workspace package. */
export function mailPreviewInput<
  const T extends readonly [string, ...string[]],
  const L extends readonly [string, ...string[]],
>(templates: T, locales: L) {
  return z.object({ template: z.enum(templates), locale: z.enum(locales), to: emailSchema });
}
