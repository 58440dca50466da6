import { z } from "zod";

import { newsletterEmailSchema } from "./schemas";

/**
 * The newsletter sign-up: the address, and the locale its confirmation mail is written in (the
 * page's when omitted). The locales are passed in because validators imports no workspace package;
 * callers hand it `LOCALES` from `@teamkit/i18n`.
 */
export function newsletterSubscribeInput<const L extends readonly [string, ...string[]]>(
  locales: L,
) {
  return z.object({ email: newsletterEmailSchema, locale: z.enum(locales).optional() });
}
