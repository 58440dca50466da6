import type { APIRequestContext } from "@playwright/test";

import { expect } from "@playwright/test";

import { trpcQuery } from "./trpc";

/** The mail templates tests read: the auth flows', invitations, billing's and sign-in notices. */
export type AuthTemplate =
  | "NewUser"
  | "MagicLink"
  | "ForgotPassword"
  | "NewsletterSignup"
  | "EmailChange"
  | "TeamInvitation"
  | "SubscriptionOwnerChange"
  | "NewSignIn"
  | "TwoFactorReset";

/** One mail in the local mailbox, as `dev.mailbox.list` lists it. */
export interface MailSummary {
  id: string;
  to: string;
  subject: string;
  template: string;
  locale: string;
}

/** One mail with its bodies, as `dev.mailbox.get` returns it. */
export interface Mail extends MailSummary {
  html: string;
  text: string;
}

/** The mails sent to an address, newest first, optionally of one template. */
export async function mailsTo(
  request: APIRequestContext,
  to: string,
  template?: AuthTemplate,
): Promise<MailSummary[]> {
  const mails = await trpcQuery<MailSummary[]>(request, "dev.mailbox.list", { to });
  return template ? mails.filter((mail) => mail.template === template) : mails;
}

/**
 * The newest mail of a template to an address, once at least `count` of them have arrived
 * (polled: the UI may confirm before a test gets here, or not yet).
 */
export async function latestMail(
  request: APIRequestContext,
  to: string,
  template: AuthTemplate,
  { count = 1 }: { count?: number } = {},
): Promise<Mail> {
  await expect
    .poll(async () => (await mailsTo(request, to, template)).length, {
      message: `${count} ${template} mail(s) to ${to}`,
    })
    .toBeGreaterThanOrEqual(count);
  const [newest] = await mailsTo(request, to, template);
  if (!newest) throw new Error(`No ${template} mail to ${to}`);
  return trpcQuery<Mail>(request, "dev.mailbox.get", { id: newest.id });
}

/** The link to `path` (e.g. "/auth/verify") in a mail's text part, as the path a page can open. */
export function linkIn(mail: Mail, path: string): string {
  const escaped = path.replace(/[/.]/g, "\\$&");
  const match = new RegExp(`https?://[^\\s\\[\\]<>()"]*${escaped}\\?token=[^\\s\\[\\]<>()"]+`).exec(
    mail.text,
  );
  if (!match) throw new Error(`No ${path} link in the mail "${mail.subject}":\n${mail.text}`);
  const url = new URL(match[0]);
  return `${url.pathname}${url.search}`;
}

/** The 6-digit code in a MagicLink or NewUser mail's text part. */
export function codeIn(mail: Mail): string {
  const match = /(?<!\d)(\d{6})(?!\d)/.exec(mail.text.replace(/https?:\/\/\S+/g, ""));
  if (!match?.[1]) throw new Error(`No code in the mail "${mail.subject}":\n${mail.text}`);
  return match[1];
}
