import "server-only";

import type { Database } from "@teamkit/db";
import type { Locale } from "@teamkit/i18n";
import { getDb } from "@teamkit/db";

import type { EmailEnv } from "./env";
import type { TemplateName, TemplateProps } from "./templates";
import type { ResendClient } from "./transports/resend";
import type { EmailTransport } from "./transports/types";
import { EmailConfigError, readEmailEnv } from "./env";
import { EmailSendError } from "./errors";
import { renderEmail } from "./render";
import { createMailboxTransport } from "./transports/mailbox";
import { createResendTransport } from "./transports/resend";

export interface SelectTransportOptions {
  /** Defaults to `readEmailEnv()` (process.env). */
  env?: EmailEnv;
  /** The mailbox's database; defaults to the process's client, opened at the first send. */
  db?: Database;
  /** A Resend client to use instead of the SDK's (tests: a fake, so no network). */
  resendClient?: ResendClient;
}

/**
 * Picks the transport: Resend when `RESEND_API_KEY` is set, otherwise the local mailbox when local
 * services are on. Throws an `EmailConfigError` when neither applies, rather than dropping mails.
 */
export function selectTransport(options: SelectTransportOptions = {}): EmailTransport {
  const env = options.env ?? readEmailEnv();
  if (env.resendApiKey) {
    return createResendTransport(
      options.resendClient ? { client: options.resendClient } : { apiKey: env.resendApiKey },
    );
  }
  if (env.localServices) return createMailboxTransport(options.db ?? getDb);
  throw new EmailConfigError(
    "No email transport is configured: RESEND_API_KEY is unset and local services are off. Set RESEND_API_KEY " +
      "and EMAIL_FROM to send through Resend, or TEAMKIT_LOCAL_SERVICES=1 to store mails in the local mailbox.",
  );
}

export type SendEmailInput<N extends TemplateName> = {
  to: string;
  template: N;
  props: TemplateProps<N>;
  /** The recipient's locale; the whole mail renders in it. */
  locale: Locale;
  /** Transport override (tests, scripts); chosen by `selectTransport` otherwise. */
  transport?: EmailTransport;
  /** Defaults to `readEmailEnv()`; gives the sender and the transport choice. */
  env?: EmailEnv;
} & Pick<SelectTransportOptions, "db" | "resendClient">;

export interface SentEmail {
  /** The transport's id: Resend's email id, or the mailbox row id. */
  id: string;
  transport: string;
  subject: string;
}

/**
 * Renders a template in the recipient's locale and sends it. Any failure (configuration, rendering,
 * provider) becomes one `EmailSendError` with the original error as `cause`, so callers map a
 * single error to "Link not sent".
 */
export async function sendEmail<N extends TemplateName>(
  input: SendEmailInput<N>,
): Promise<SentEmail> {
  let transport: EmailTransport | undefined = input.transport;
  try {
    const env = input.env ?? readEmailEnv();
    transport ??= selectTransport({ env, db: input.db, resendClient: input.resendClient });
    const rendered = await renderEmail(input.template, input.props, input.locale);
    const { id } = await transport.send({
      to: input.to,
      from: env.from,
      subject: rendered.subject,
      html: rendered.html,
      text: rendered.text,
      template: input.template,
      locale: input.locale,
    });
    return { id, transport: transport.name, subject: rendered.subject };
  } catch (error) {
    throw new EmailSendError({
      template: input.template,
      transport: transport?.name,
      cause: error,
    });
  }
}
