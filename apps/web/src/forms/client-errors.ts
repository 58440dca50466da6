import { errorData, errorStatus } from "@teamkit/api/client";

type Translate = (key: string) => string;

/** A call that never reached the server has no translated message: the client says so itself. */
export function clientErrorMessage(error: unknown, t: Translate): string {
  const data = errorData(error);
  if (data?.messageKey && error instanceof Error && error.message) return error.message;
  if (data?.messageKey) return t(data.messageKey);
  return t("errors.network");
}

/** 4xx refusals are answers, not errors: logging them made Next's dev overlay report an issue. */
export function isLoggableClientError(error: unknown): boolean {
  const status = errorStatus(error);
  return status === undefined || status >= 500;
}

/** A refusal that asking again cannot change (gone, not allowed, invalid): not a wait or an outage. */
export function isFinalRefusal(error: unknown): boolean {
  const status = errorStatus(error);
  return status !== undefined && status >= 400 && status < 500 && status !== 408 && status !== 429;
}
