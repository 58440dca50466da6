import { TRPCClientError } from "@trpc/client";

import { errorKey } from "./api";
import { useI18n } from "./i18n";
import { OfflineError } from "./network";

/** True for a change the app refused to send because the device is offline. */
export function isOfflineRefusal(error: unknown): boolean {
  return (
    error instanceof OfflineError ||
    (error instanceof TRPCClientError && error.cause instanceof OfflineError)
  );
}

/**
 * The text of a failed call: the server's own message (translated in the app's language, the
 * web's wording), the offline refusal, or the network text when the server was not reached.
 */
export function useErrorText(): (error: unknown) => string {
  const { t } = useI18n();
  return (error) => {
    if (error instanceof TRPCClientError && error.data) return error.message;
    return isOfflineRefusal(error) ? t("mobile.offline.refused") : t("errors.network");
  };
}

/** The server's message for one field of a failed form, if it named that field. */
export function fieldError(error: unknown, field: string): string | undefined {
  if (!(error instanceof TRPCClientError)) return undefined;
  const fields = (error.data as { fieldErrors?: { path: string; message: string }[] } | undefined)
    ?.fieldErrors;
  return fields?.find((entry) => entry.path === field)?.message;
}

/** The server was not reached (offline, or the request failed on the way): no answer at all. */
export function isOfflineFailure(error: unknown): boolean {
  return isOfflineRefusal(error) || (error instanceof TRPCClientError && !error.data);
}

/**
 * A refusal the user can act on is shown as the server says it, a server out of reach as such
 * (offline); anything else as `failed`.
 */
export function useFailure() {
  const errorText = useErrorText();
  return (error: unknown, failed: string) => {
    if (isOfflineFailure(error)) return errorText(error);
    const key = errorKey(error);
    return key && key !== "errors.internal" ? errorText(error) : failed;
  };
}
