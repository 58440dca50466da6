import type { Instrumentation } from "next";

import { isBot } from "~/lib/bots";

/**
 * Runs once when a server instance starts: validates the environment (the app refuses to start
 * misconfigured) and prepares the embedded database.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { prepareServer } = await import("@teamkit/api");
  await prepareServer();
}

/**
 * Every error a request hits on the server, as one JSON line: where, which route, the digest the
 * browser sees, and whether a bot asked (bots get this log and no error page; spec section 8).
 * Next prints the stack itself.
 */
export const onRequestError: Instrumentation.onRequestError = (error, request, context) => {
  const userAgent = request.headers["user-agent"];
  const digest =
    error && typeof error === "object" && "digest" in error ? String(error.digest) : undefined;
  console.error(
    JSON.stringify({
      level: "error",
      msg: "request failed",
      method: request.method,
      path: request.path,
      route: context.routePath,
      routeType: context.routeType,
      digest,
      bot: isBot(Array.isArray(userAgent) ? userAgent[0] : userAgent),
      error: error instanceof Error ? error.message : String(error),
    }),
  );
};
