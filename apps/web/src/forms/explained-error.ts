import { errorData } from "@teamkit/api/client";

/** The server's message when it names a reason; null otherwise, as the screen's own text says more. */
export function explainedError(error: unknown): string | null {
  const key = errorData(error)?.messageKey;
  if (!key || key === "errors.internal") return null;
  return error instanceof Error && error.message ? error.message : null;
}
