import type { Instrumentation } from "next";

import { isBot } from "~/http/bots";
import { requestId } from "~/http/request-id";

/**
 * Runs once when a server instance starts: validates the environment and prepares the embedded
 * database, or exits with what to set (`server/prepare-or-exit.ts`).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { prepareOrExit } = await import("./server/prepare-or-exit");
    await prepareOrExit();
  }
}

/** One JSON line per server error, never its message: a failed query's quotes its parameters. */
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  const userAgent = request.headers["user-agent"];
  const id = request.headers["x-request-id"];
  const digest =
    error && typeof error === "object" && "digest" in error ? String(error.digest) : undefined;
  console.error(
    JSON.stringify({
      level: "error",
      msg: "request failed",
      requestId: requestId(new Headers(typeof id === "string" ? { "x-request-id": id } : {})),
      method: request.method,
      path: request.path,
      route: context.routePath,
      routeType: context.routeType,
      digest,
      bot: isBot(Array.isArray(userAgent) ? userAgent[0] : userAgent),
      ...(await summarize(error)),
    }),
  );
};

/** Class and codes of the error (see `errorSummary`); in the edge runtime, its class alone. */
async function summarize(error: unknown): Promise<Record<string, unknown>> {
  // Next replaces NEXT_RUNTIME at build time, so the edge bundle never includes the API (and its
  // native modules). `register` loaded it already in Node.
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { errorSummary } = await import("@teamkit/api");
    return { ...errorSummary(error) };
  }
  return { error: error instanceof Error ? error.constructor.name : typeof error };
}
