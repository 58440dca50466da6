import { errorData } from "@teamkit/api/client";

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
