import type { Locale } from "@teamkit/i18n";

export interface OutgoingEmail {
  to: string;
  from: string;
  subject: string;
  html: string;
  text: string;
  template: string;
  locale: Locale;
  replyTo?: string;
  headers?: Record<string, string>;
}

export interface EmailTransport {
  readonly name: string;
  send: (email: OutgoingEmail) => Promise<{ id: string }>;
}
