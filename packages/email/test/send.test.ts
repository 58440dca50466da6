import { beforeEach, describe, expect, it, vi } from "vitest";

import { testDriver, useTestDatabase } from "@teamkit/db/testing";

import type { ResendClient } from "../src/transports/resend";
import type { EmailTransport } from "../src/transports/types";
import { EmailConfigError, readEmailEnv } from "../src/env";
import { EmailSendError } from "../src/errors";
import { clearMailbox, listMails } from "../src/mailbox";
import { selectTransport, sendEmail } from "../src/send";
import { createResendTransport, RESEND_TIMEOUT_MS } from "../src/transports/resend";

type SendPayload = Parameters<ResendClient["emails"]["send"]>[0];

/** A Resend client that records what it was asked to send and never touches the network. */
function fakeResend(
  answer: Awaited<ReturnType<ResendClient["emails"]["send"]>> = {
    data: { id: "re_mail_1" },
    error: null,
    headers: null,
  },
) {
  const sent: SendPayload[] = [];
  const client: ResendClient = {
    emails: {
      send: (payload) => {
        sent.push(payload);
        return Promise.resolve(answer);
      },
    },
  };
  return { client, sent };
}

const resendEnv = readEmailEnv({
  NODE_ENV: "production",
  RESEND_API_KEY: "re_test_key",
  EMAIL_FROM: "Teamkit <hello@example.com>",
});
const mailboxEnv = readEmailEnv({ NODE_ENV: "development" });
const noTransportEnv = readEmailEnv({ NODE_ENV: "development", TEAMKIT_LOCAL_SERVICES: "0" });

const invitation = {
  to: "grace@example.com",
  template: "TeamInvitation" as const,
  props: {
    url: "https://app.test/invitations/abc",
    inviterName: "Ada",
    teamName: "Acme",
    role: "member" as const,
  },
  locale: "de" as const,
};

describe(`sendEmail on ${testDriver()}`, () => {
  const database = useTestDatabase();
  beforeEach(async () => {
    await clearMailbox(database.db);
  });

  it("sends through Resend when an API key is set, rendered in the recipient's locale", async () => {
    const resend = fakeResend();
    const sent = await sendEmail({
      ...invitation,
      env: resendEnv,
      db: database.db,
      resendClient: resend.client,
    });

    expect(sent).toEqual({
      id: "re_mail_1",
      transport: "resend",
      subject: "Ada hat dich zum Team Acme bei Teamkit eingeladen",
    });
    expect(resend.sent).toHaveLength(1);
    const payload = resend.sent[0];
    expect(payload).toMatchObject({
      from: "Teamkit <hello@example.com>",
      to: "grace@example.com",
      subject: "Ada hat dich zum Team Acme bei Teamkit eingeladen",
      tags: [
        { name: "template", value: "TeamInvitation" },
        { name: "locale", value: "de" },
      ],
    });
    expect(payload?.html).toContain('href="https://app.test/invitations/abc"');
    expect(payload?.text).toContain("https://app.test/invitations/abc");
    expect(await listMails(database.db)).toEqual([]);
  });

  it("gives Resend the reply address, and the footer invites replies only then", async () => {
    const resend = fakeResend();
    const replyEnv = readEmailEnv({
      NODE_ENV: "production",
      RESEND_API_KEY: "re_test_key",
      EMAIL_FROM: "Teamkit <hello@example.com>",
      EMAIL_REPLY_TO: "Teamkit Support <support@example.com>",
    });
    await sendEmail({ ...invitation, env: replyEnv, resendClient: resend.client });
    await sendEmail({ ...invitation, env: resendEnv, resendClient: resend.client });
    const [withReplies, without] = resend.sent;

    expect(withReplies?.replyTo).toBe("Teamkit Support <support@example.com>");
    expect(withReplies?.text).toContain("Fragen? Antworte einfach auf diese E-Mail.");
    expect(without?.replyTo).toBeUndefined();
    expect(without?.text).toContain("Antworten an diese Adresse werden nicht gelesen.");
  });

  it("gives only the newsletter mail unsubscribe headers, and every mail a reference of its own", async () => {
    const resend = fakeResend();
    const unsubscribe = "https://app.test/api/newsletter/unsubscribe?token=u-1&locale=de";
    await sendEmail({
      to: "reader@example.com",
      template: "NewsletterSignup",
      props: {
        url: "https://app.test/newsletter/confirm?token=c-1",
        oneClickUnsubscribeUrl: unsubscribe,
      },
      locale: "de",
      env: resendEnv,
      resendClient: resend.client,
    });
    await sendEmail({ ...invitation, env: resendEnv, resendClient: resend.client });
    await sendEmail({ ...invitation, env: resendEnv, resendClient: resend.client });
    const [newsletter, first, second] = resend.sent;

    expect(newsletter?.headers).toMatchObject({
      "List-Unsubscribe": `<${unsubscribe}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
    for (const transactional of [first, second]) {
      expect(Object.keys(transactional?.headers ?? {})).toEqual(["X-Entity-Ref-ID"]);
    }
    const references = resend.sent.map((payload) => payload.headers?.["X-Entity-Ref-ID"]);
    expect(new Set(references).size).toBe(3);
  });

  it("prefers Resend over the mailbox when both are available", () => {
    const env = readEmailEnv({
      NODE_ENV: "development",
      RESEND_API_KEY: "re_dev_key",
      EMAIL_FROM: "dev@example.com",
    });
    expect(env.localServices).toBe(true);
    expect(selectTransport({ env, db: database.db }).name).toBe("resend");
  });

  it("stores the mail in the local mailbox when local services are on and Resend is not configured", async () => {
    const sent = await sendEmail({ ...invitation, env: mailboxEnv, db: database.db });

    expect(sent.transport).toBe("mailbox");
    const [stored] = await listMails(database.db, { to: "grace@example.com" });
    expect(stored).toMatchObject({
      id: sent.id,
      from: "Teamkit <noreply@teamkit.local>",
      template: "TeamInvitation",
      locale: "de",
    });
  });

  it("refuses to send when neither Resend nor local services are available", async () => {
    expect(() => selectTransport({ env: noTransportEnv, db: database.db })).toThrow(
      EmailConfigError,
    );

    const attempt = sendEmail({ ...invitation, env: noTransportEnv, db: database.db });
    await expect(attempt).rejects.toBeInstanceOf(EmailSendError);
    const error = (await attempt.catch((e: unknown) => e)) as EmailSendError;
    expect(error.code).toBe("INTERNAL");
    expect(error.messageKey).toBe("emails.errors.notSent");
    expect(error.cause).toBeInstanceOf(EmailConfigError);
    expect((error.cause as Error).message).toMatch(/Set RESEND_API_KEY .* and EMAIL_FROM/);
    expect((error.cause as Error).message).not.toContain("TEAMKIT_LOCAL_SERVICES");
    expect(await listMails(database.db)).toEqual([]);
  });

  it("turns a refusal by Resend into an EmailSendError that keeps the reason", async () => {
    const resend = fakeResend({
      data: null,
      error: {
        name: "validation_error",
        message: "The example.com domain is not verified.",
        statusCode: 403,
      },
      headers: null,
    });
    const error = (await sendEmail({
      ...invitation,
      env: resendEnv,
      resendClient: resend.client,
    }).catch((e: unknown) => e)) as EmailSendError;

    expect(error).toBeInstanceOf(EmailSendError);
    expect(error.transport).toBe("resend");
    expect(error.template).toBe("TeamInvitation");
    expect((error.cause as Error).message).toContain("validation_error, HTTP 403");
    expect((error.cause as Error).message).toContain("domain is not verified");
  });

  it("gives up on a Resend call that gets no answer", async () => {
    // The SDK answers an aborted fetch with an error value, as it answers any failed fetch.
    const client: ResendClient = {
      emails: {
        send: (_payload, options) =>
          new Promise((resolve) => {
            options?.signal?.addEventListener("abort", () =>
              resolve({
                data: null,
                error: {
                  name: "application_error",
                  message: "Unable to fetch data.",
                  statusCode: null,
                },
                headers: null,
              }),
            );
          }),
      },
    };
    vi.useFakeTimers();
    try {
      const sending = createResendTransport({ client })
        .send({ ...invitation, from: "hello@example.com", subject: "s", html: "h", text: "t" })
        .catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(RESEND_TIMEOUT_MS);
      expect(((await sending) as Error).message).toMatch(/^Resend did not answer within 10 s$/);
    } finally {
      vi.useRealTimers();
    }
  });

  it("uses an injected transport and keeps its original error as the cause", async () => {
    const failure = new Error("connection reset");
    const calls: string[] = [];
    const transport: EmailTransport = {
      name: "flaky",
      send: (email) => {
        calls.push(email.to);
        return Promise.reject(failure);
      },
    };
    const error = (await sendEmail({ ...invitation, env: mailboxEnv, transport }).catch(
      (e: unknown) => e,
    )) as EmailSendError;

    expect(calls).toEqual(["grace@example.com"]);
    expect(error).toBeInstanceOf(EmailSendError);
    expect(error.transport).toBe("flaky");
    expect(error.cause).toBe(failure);
    expect(error.message).toContain("connection reset");
  });
});
