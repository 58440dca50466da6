import type { AiUsage, ChatRequestError } from "./types";

function isUsage(value: unknown): value is AiUsage {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as AiUsage).used === "number" &&
    typeof (value as AiUsage).limit === "number"
  );
}

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
  const refusal = (body as { error?: Record<string, unknown> } | null)?.error ?? {};
  const quota = (body as { quota?: unknown } | null)?.quota ?? refusal.quota;
  return {
    status: statusCode,
    message: typeof refusal.message === "string" ? refusal.message : "",
    messageKey: typeof refusal.messageKey === "string" ? refusal.messageKey : null,
    retryAfter:
      typeof refusal.retryAfter === "number" && refusal.retryAfter > 0
        ? Math.ceil(refusal.retryAfter)
        : null,
    quota: isUsage(quota) ? quota : null,
  };
}
