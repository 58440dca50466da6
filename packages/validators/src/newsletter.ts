import { z } from "zod";

import { newsletterEmailSchema } from "./schemas";

/** Locales are passed in because validators imports no workspace package. */
export function newsletterSubscribeInput<const L extends readonly [string, ...string[]]>(
  locales: L,
) {
  return z.object({ email: newsletterEmailSchema, locale: z.enum(locales).optional() });
}
