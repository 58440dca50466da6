import { assistantChatRefusal, handleAssistantChat } from "@teamkit/api";
import { authEnv } from "@teamkit/auth/env";

import { AI_CHAT_MAX_BODY_BYTES } from "~/http/api-limits";
import { readCappedBody } from "~/http/capped-body";
import { requestId } from "~/http/request-id";
import { refuseApiPost } from "~/http/same-origin";

/** The rules of a POST to /api/trpc (JSON, same origin with a cookie, capped body), then streaming. */
export async function POST(req: Request): Promise<Response> {
  const id = requestId(req.headers);
  const refused = refuseApiPost(req.headers, authEnv().APP_URL);
  const response = await (async () => {
    if (refused)
      return assistantChatRefusal(
        req,
        refused.status,
        refused.code === "FORBIDDEN" ? "errors.crossOrigin" : "errors.unsupportedMediaType",
      );
    const read = await readCappedBody(req, AI_CHAT_MAX_BODY_BYTES);
    if (!read.ok)
      return assistantChatRefusal(
        req,
        read.status,
        read.status === 408 ? "errors.requestTimeout" : "errors.payloadTooLarge",
      );
    return handleAssistantChat(
      new Request(req.url, {
        method: "POST",
        headers: req.headers,
        body: read.body,
        signal: req.signal,
      }),
    );
  })();
  response.headers.set("x-request-id", id);
  return response;
}

export const dynamic = "force-dynamic";
