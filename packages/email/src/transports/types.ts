import type { Locale } from "@teamkit/i18n";

/** A rendered mail, ready for a transport. */
export interface OutgoingEmail {
  to: string;
  from: string;
  subject: string;
  html: string;
  text: string;
  /** The template's registry name, kept by the mailbox and sent to Resend as a tag. */
  template: string;
  locale: Locale;
}

/** Delivers rendered mails. Resend in production, the local mailbox otherwise, a fake in tests. */
export interface EmailTransport {
  readonly name: string;
  /** Resolves with the provider's id for the mail; rejects when it was not accepted. */
  send: (email: OutgoingEmail) => Promise<{ id: string }>;
}
