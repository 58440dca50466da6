import "server-only";

import { TRPCError } from "@trpc/server";
import { getLocale } from "next-intl/server";

import { describeError } from "@teamkit/api";

/** A page reading a mailed token shows a rate limit's message instead of the error page. */
export async function rateLimitRefusal(error: unknown): Promise<string | null> {
  if (!(error instanceof TRPCError) || error.code !== "TOO_MANY_REQUESTS") return null;
  return describeError(error, await getLocale()).message;
}
