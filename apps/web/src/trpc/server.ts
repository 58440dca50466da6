import "server-only";

import { TRPCError } from "@trpc/server";
import { getLocale } from "next-intl/server";
import { headers } from "next/headers";
import { cache } from "react";

import { createCaller, createContext } from "@teamkit/api";

/** The request's API context, built once per request (React cache), in the page's locale. */
const context = cache(async () => {
  const ctx = await createContext({ headers: new Headers(await headers()) });
  return { ...ctx, locale: await getLocale() };
});

/** The server-side caller for server components: `await (await serverApi()).user.me()`. */
export const serverApi = cache(async () => createCaller(await context()));

/** True for a tRPC NOT_FOUND (pages turn it into `notFound()`). */
export function isNotFound(error: unknown): boolean {
  return error instanceof TRPCError && error.code === "NOT_FOUND";
}

export function isBadRequest(error: unknown): boolean {
  return error instanceof TRPCError && error.code === "BAD_REQUEST";
}
