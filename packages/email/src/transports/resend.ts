import "server-only";

import type { CreateEmailOptions, CreateEmailResponse } from "resend";

import { Resend } from "resend";

import type { EmailTransport } from "./types";

export interface ResendClient {
  emails: {
    send: (
      payload: CreateEmailOptions,
      options?: { signal?: AbortSignal },
    ) => Promise<CreateEmailResponse>;
  };
}

/**
 * The SDK's fetch has no timeout of its own: a stalled call would hold a sign-in for minutes, and
 * an outbox attempt past its lease, when another sender may send the mail again.
 */
export const RESEND_TIMEOUT_MS = 10_000;

export function createResendTransport(
  options: { apiKey: string } | { client: ResendClient },
): EmailTransport {
  const client: ResendClient = "client" in options ? options.client : new Resend(options.apiKey);
  return {
    name: "resend",
    async send(email) {
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), RESEND_TIMEOUT_MS);
      // The SDK reports refusals (bad sender, quota, invalid key) as a value, not a throw.
      const { data, error } = await client.emails
        .send(
          {
            from: email.from,
            to: email.to,
            subject: email.subject,
            html: email.html,
            text: email.text,
            ...(email.replyTo ? { replyTo: email.replyTo } : {}),
            ...(email.headers && Object.keys(email.headers).length > 0
              ? { headers: email.headers }
              : {}),
            tags: [
              { name: "template", value: email.template },
              { name: "locale", value: email.locale },
            ],
          },
          { signal: controller.signal },
        )
        .finally(() => clearTimeout(timer));
      if (controller.signal.aborted) {
        throw new Error(`Resend did not answer within ${RESEND_TIMEOUT_MS / 1000} s`);
      }
      if (error) {
        throw new Error(
          `Resend refused the mail (${error.name}${error.statusCode ? `, HTTP ${error.statusCode}` : ""}): ${error.message}`,
        );
      }
      return { id: data.id };
    },
  };
}
