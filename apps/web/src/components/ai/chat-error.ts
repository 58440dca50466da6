import { chatRefusal } from "@teamkit/validators";

import type { ChatRequestError } from "./types";

/**
 * The refusal of `POST /api/ai/chat` (`{ error: { message, messageKey, retryAfter? }, quota? }`);
 * null for a stream error (already translated) or a request that never arrived.
 */
export function chatRequestError(error: unknown): ChatRequestError | null {
  if (typeof error !== "object" || error === null) return null;
  const { statusCode, responseBody } = error as { statusCode?: unknown; responseBody?: unknown };
  if (typeof statusCode !== "number") return null;
  let body: unknown = null;
  try {
    body = typeof responseBody === "string" ? JSON.parse(responseBody) : null;
  } catch {
    // A proxy's HTML error page, say: no translated reason to show.
  }
  return chatRefusal(statusCode, body);
}
