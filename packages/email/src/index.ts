import "server-only";

export type { EmailEnv } from "./env";
export { assertEmailConfig, DEFAULT_EMAIL_FROM, EmailConfigError, readEmailEnv } from "./env";
export { EMAIL_NOT_SENT_MESSAGE_KEY, EmailSendError, isEmailSendError } from "./errors";
export type { Mail, MailSummary } from "./mailbox";
export { clearMailbox, getMail, latestMailTo, listMails, pruneMailbox } from "./mailbox";
export type {
  DeliveryOptions,
  DeliveryOutcome,
  QueuedEmail,
  QueueEmail,
  UndeliveredMail,
} from "./outbox";
export {
  deliverOutbox,
  deliverQueuedEmail,
  enqueueEmail,
  listUndeliveredMails,
  MAX_OUTBOX_ATTEMPTS,
  OUTBOX_RETRY_BASE_MS,
  pruneSentMail,
  queueEmail,
  retryQueuedEmail,
} from "./outbox";
export type { RenderedEmail } from "./render";
export { renderEmail } from "./render";
export type { SelectTransportOptions, SendEmailInput, SentEmail } from "./send";
export { selectTransport, sendEmail } from "./send";
export type { TemplateName, TemplateProps, TemplatePropsMap } from "./templates";
export { isTemplateName, TEMPLATE_NAMES, templates } from "./templates";
export { createMailboxTransport } from "./transports/mailbox";
export type { ResendClient } from "./transports/resend";
export { createResendTransport } from "./transports/resend";
export type { EmailTransport, OutgoingEmail } from "./transports/types";
