import { AppError } from "@teamkit/validators";

export const EMAIL_NOT_SENT_MESSAGE_KEY = "emails.errors.notSent";

export class EmailSendError extends AppError {
  readonly template: string;
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
