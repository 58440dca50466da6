import { errorData } from "@teamkit/api/client";

/**
 * The server's translated message when it names the reason for a failure (a team rule such as the
 * last owner or the member limit, a rate limit, a missing right), or null when it does not (an
 * internal error, a call that never reached the server): then the screen's own failure text says
 * more than "Something went wrong".
 */
export function explainedError(error: unknown): string | null {
  const key = errorData(error)?.messageKey;
  if (!key || key === "errors.internal") return null;
  return error instanceof Error && error.message ? error.message : null;
}
