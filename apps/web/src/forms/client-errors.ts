import { errorData, errorStatus } from "@teamkit/api/client";

type Translate = (key: string) => string;

/**
 * The text to show for a failed API call. The server already answers in the page's language
 * (message and field errors); a call that never reached it (offline, proxy error page) has no
 * error data, so the client says so in its own words.
 */
export function clientErrorMessage(error: unknown, t: Translate): string {
  const data = errorData(error);
  if (data?.messageKey && error instanceof Error && error.message) return error.message;
  if (data?.messageKey) return t(data.messageKey);
  return t("errors.network");
}

/**
 * Whether a failed API call is worth a line in the browser's console (the development logger):
 * a refusal the client is built to show (4xx: wrong password, unverified address, spent token,
 * rate limit) is an ordinary answer, not an error, and logging it made Next's development overlay
 * report it as an issue. Server failures (5xx) and calls that never got an answer stay logged.
 */
export function isLoggableClientError(error: unknown): boolean {
  const status = errorStatus(error);
  return status === undefined || status >= 500;
}
