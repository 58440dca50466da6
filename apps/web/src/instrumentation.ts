import type { Instrumentation } from "next";

import { errorSummary } from "@teamkit/api/log";

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
export const onRequestError: Instrumentation.onRequestError = (error, request, context) => {
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
      ...errorSummary(error),
    }),
  );
};
