import { AppError } from "@teamkit/validators";

/** The i18n key callers show when a mail could not be sent ("Link not sent"). */
export const EMAIL_NOT_SENT_MESSAGE_KEY = "emails.errors.notSent";

/**
 * A mail could not be sent (no transport configured, rendering failed, or the provider refused).
 * An `AppError` (INTERNAL, "Link not sent"), so the API maps it like any domain error; the
 * original failure is kept as `cause` for the logs.
 */
export class EmailSendError extends AppError {
  readonly template: string;
  /** Which transport failed, when one had been chosen. */
  readonly transport?: string;

  constructor(options: { template: string; transport?: string; cause: unknown }) {
    super("INTERNAL", { messageKey: EMAIL_NOT_SENT_MESSAGE_KEY, cause: options.cause });
    const reason = options.cause instanceof Error ? options.cause.message : String(options.cause);
    // The log line; clients only ever see the translated "Link not sent".
    this.message = `Could not send the ${options.template} mail${options.transport ? ` via ${options.transport}` : ""}: ${reason}`;
    this.name = "EmailSendError";
    this.template = options.template;
    this.transport = options.transport;
  }
}

export function isEmailSendError(error: unknown): error is EmailSendError {
  return error instanceof EmailSendError;
}
