import { z } from "zod";

import { EMAIL_MAX_LENGTH, emailSchema, singleLineText } from "./schemas";

/** The local mailbox's list (local services only): optionally one recipient, newest first. */
export const MailboxListInput = z
  .object({
    to: singleLineText().max(EMAIL_MAX_LENGTH).optional(),
    limit: z.number().int().min(1).max(200).default(100),
  })
  .optional();

/** One mail of the local mailbox by its id. */
export const MailboxMailInput = z.object({ id: singleLineText().min(1).max(64) });

/**
 * Sending a template's preview to an address. The template names and locales are passed in
 * (`TEMPLATE_NAMES` from `@teamkit/email`, `LOCALES` from `@teamkit/i18n`) because validators
 * imports no workspace package.
 */
export function mailPreviewInput<
  const T extends readonly [string, ...string[]],
  const L extends readonly [string, ...string[]],
>(templates: T, locales: L) {
  return z.object({ template: z.enum(templates), locale: z.enum(locales), to: emailSchema });
}
