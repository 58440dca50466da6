import type { TRPC_ERROR_CODE_KEY } from "@trpc/server";

import { TRPCError } from "@trpc/server";
import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import { TRPC_ERROR_CODES_BY_KEY } from "@trpc/server/rpc";
import superjson from "superjson";

import { appRouter, createContext, describeError, errorSummary, resolveLocale } from "@teamkit/api";
import { authEnv } from "@teamkit/auth/env";
import { AppError } from "@teamkit/validators";

import { API_MAX_BATCH_SIZE, API_MAX_BODY_BYTES } from "~/http/api-limits";
import { readCappedBody } from "~/http/capped-body";
import { requestId } from "~/http/request-id";
import { refuseApiPost } from "~/http/same-origin";

/** Message keys of the refusals this handler answers before tRPC reads the request. */
const MESSAGE_KEYS: Partial<Record<TRPC_ERROR_CODE_KEY, string>> = {
  PAYLOAD_TOO_LARGE: "errors.payloadTooLarge",
  TIMEOUT: "errors.requestTimeout",
  UNSUPPORTED_MEDIA_TYPE: "errors.unsupportedMediaType",
  FORBIDDEN: "errors.crossOrigin",
};

/** Every answer is one caller's (a query's GET too): no shared cache may keep it. */
const NO_STORE = "private, no-store";

/** Shaped like tRPC's own errors (superjson, `describeError`), so clients read it the same way. */
function refusal(req: Request, id: string, code: TRPC_ERROR_CODE_KEY, status: number): Response {
  const messageKey = MESSAGE_KEYS[code];
  const error = new TRPCError({
    code,
    cause: messageKey ? new AppError("BAD_REQUEST", { messageKey }) : undefined,
  });
  const { message, data } = describeError(error, resolveLocale(req.headers));
  const shape = {
    message,
    code: TRPC_ERROR_CODES_BY_KEY[code],
    data: { ...data, code, httpStatus: status },
  };
  return Response.json(
    { error: superjson.serialize(shape) },
    {
      status,
      headers: { "x-request-id": id, vary: "trpc-accept, accept", "cache-control": NO_STORE },
    },
  );
}

async function handler(req: Request) {
  const id = requestId(req.headers);
  let request = req;
  if (req.method === "POST") {
    const refused = refuseApiPost(req.headers, authEnv().APP_URL);
    if (refused) return refusal(req, id, refused.code, refused.status);
    // The fetch adapter reads any body whole; read it here, up to the cap, instead.
    const read = await readCappedBody(req, API_MAX_BODY_BYTES);
    if (!read.ok)
      return refusal(req, id, read.status === 408 ? "TIMEOUT" : "PAYLOAD_TOO_LARGE", read.status);
    request = new Request(req.url, {
      method: "POST",
      headers: req.headers,
      body: read.body,
      signal: req.signal,
    });
  }
  const response = await fetchRequestHandler({
    endpoint: "/api/trpc",
    router: appRouter,
    req: request,
    maxBatchSize: API_MAX_BATCH_SIZE,
    createContext: ({ resHeaders }) => {
      resHeaders.set("x-request-id", id);
      return createContext({ headers: req.headers, resHeaders });
    },
    onError({ error, path }) {
      // Class and code only: the cause of a failed query quotes its SQL and parameters.
      if (error.code === "INTERNAL_SERVER_ERROR")
        console.error(
          JSON.stringify({
            level: "error",
            msg: "tRPC call failed",
            requestId: id,
            path: path ?? null,
            ...errorSummary(error.cause ?? error),
          }),
        );
    },
  });
  response.headers.set("cache-control", NO_STORE);
  return response;
}

export const dynamic = "force-dynamic";
export { handler as GET, handler as POST };
