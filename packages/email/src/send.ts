import "server-only";

import { randomUUID } from "node:crypto";

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
  env?: EmailEnv;
  db?: Database;
  resendClient?: ResendClient;
}

/** Throws rather than dropping mails when neither transport applies. */
export function selectTransport(options: SelectTransportOptions = {}): EmailTransport {
  const env = options.env ?? readEmailEnv();
  if (env.resendApiKey) {
    return createResendTransport(
      options.resendClient ? { client: options.resendClient } : { apiKey: env.resendApiKey },
    );
  }
  if (env.localServices) return createMailboxTransport(options.db ?? getDb);
  throw new EmailConfigError(
    "No email transport is configured: RESEND_API_KEY is unset. Set RESEND_API_KEY (an API key from " +
      "resend.com) and EMAIL_FROM (a sender on a domain verified in Resend) to send mails.",
  );
}

export type SendEmailInput<N extends TemplateName> = {
  to: string;
  template: N;
  props: TemplateProps<N>;
  locale: Locale;
  transport?: EmailTransport;
  env?: EmailEnv;
} & Pick<SelectTransportOptions, "db" | "resendClient">;

export interface SentEmail {
  id: string;
  transport: string;
  subject: string;
}

export async function sendEmail<N extends TemplateName>(
  input: SendEmailInput<N>,
): Promise<SentEmail> {
  let transport: EmailTransport | undefined = input.transport;
  try {
    const env = input.env ?? readEmailEnv();
    transport ??= selectTransport({ env, db: input.db, resendClient: input.resendClient });
    const rendered = await renderEmail(input.template, input.props, input.locale, {
      replyTo: env.replyTo,
    });
    const { id } = await transport.send({
      to: input.to,
      from: env.from,
      replyTo: env.replyTo,
      subject: rendered.subject,
      html: rendered.html,
      text: rendered.text,
      template: input.template,
      locale: input.locale,
      headers: {
        ...rendered.headers,
        // Gmail threads mails of one subject and sender, folding the older sign-in links and
        // codes into the newest; a reference of its own keeps each mail apart.
        "X-Entity-Ref-ID": randomUUID(),
      },
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
