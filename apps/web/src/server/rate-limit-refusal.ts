import "server-only";

import { TRPCError } from "@trpc/server";
import { getLocale } from "next-intl/server";

import { describeError } from "@teamkit/api";

/**
 * The translated message of a rate-limit refusal that a page's server-side call met (saying how
 * long to wait), or null for any other error. A page that reads a mailed token shows it instead of
 * failing with the error page.
 */
export async function rateLimitRefusal(error: unknown): Promise<string | null> {
  if (!(error instanceof TRPCError) || error.code !== "TOO_MANY_REQUESTS") return null;
  return describeError(error, await getLocale()).message;
}
