import { z } from "zod";

import type { EnvSource } from "@teamkit/db/env";
import { baseEnvVariables, localServicesEnabled, optionalText, parseEnv } from "@teamkit/db/env";
import { APP_TITLE } from "@teamkit/i18n";

/** The sender outside production when EMAIL_FROM is unset; `.local` can never be a real domain. */
export const DEFAULT_EMAIL_FROM = `${APP_TITLE} <noreply@teamkit.local>`;

const EXAMPLE_FROM = `${APP_TITLE} <noreply@example.com>`;

/** `name@domain.tld`, or `Display Name <name@domain.tld>` as Resend accepts it. */
function isSender(value: string): boolean {
  const match = /^(?:[^<>]*<\s*([^<>\s]+)\s*>|([^<>\s]+))$/.exec(value);
  const address = match?.[1] ?? match?.[2];
  return address !== undefined && z.email().safeParse(address).success;
}

const emailVariables = {
  ...baseEnvVariables,
  RESEND_API_KEY: optionalText.refine((value) => value === undefined || value.startsWith("re_"), {
    message:
      "RESEND_API_KEY must be a Resend API key (it starts with re_). Leave it unset to use the local mailbox.",
  }),
  EMAIL_FROM: optionalText.refine((value) => value === undefined || isSender(value), {
    message: `EMAIL_FROM must be an address or "Name <address>", e.g. EMAIL_FROM="${EXAMPLE_FROM}".`,
  }),
};

/** The package's validated configuration. */
export interface EmailEnv {
  /** Set: mails go through Resend. */
  resendApiKey?: string;
  /** The sender of every mail. */
  from: string;
  /** Local services are on: without Resend, mails land in the local mailbox. */
  localServices: boolean;
  isProduction: boolean;
}

/** Thrown when the environment cannot send mail; the message says what to set. */
export class EmailConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "EmailConfigError";
  }
}

/**
 * Reads and validates the email configuration. In production with local services off, Resend
 * (`RESEND_API_KEY` and `EMAIL_FROM`) is required, so no deployment silently stores its mails in
 * a public mailbox or drops them. Throws an `EmailConfigError` that says how to fix it.
 */
export function readEmailEnv(source: EnvSource = process.env): EmailEnv {
  const { RESEND_API_KEY, EMAIL_FROM, TEAMKIT_LOCAL_SERVICES, NODE_ENV } = parseEnv(
    "email",
    emailVariables,
    source,
    (message) => new EmailConfigError(message),
  );
  const isProduction = NODE_ENV === "production";
  const localServices = localServicesEnabled({ TEAMKIT_LOCAL_SERVICES, NODE_ENV });

  if (isProduction && !localServices && (!RESEND_API_KEY || !EMAIL_FROM)) {
    const missing = [!RESEND_API_KEY && "RESEND_API_KEY", !EMAIL_FROM && "EMAIL_FROM"]
      .filter(Boolean)
      .join(" and ");
    throw new EmailConfigError(
      `Email is not configured for production: ${missing} ${missing.includes(" and ") ? "are" : "is"} missing. ` +
        `Set RESEND_API_KEY (an API key from resend.com) and EMAIL_FROM (a sender on a domain verified in Resend, ` +
        `e.g. EMAIL_FROM="${EXAMPLE_FROM}"), or set TEAMKIT_LOCAL_SERVICES=1 to use the local mailbox explicitly ` +
        `(mails are then stored in the database and never delivered).`,
    );
  }
  // Resend refuses senders on unverified domains, and the default's `.local` domain never verifies.
  if (RESEND_API_KEY && !EMAIL_FROM) {
    throw new EmailConfigError(
      `Email is misconfigured: RESEND_API_KEY is set but EMAIL_FROM is missing. Set EMAIL_FROM to a sender on a ` +
        `domain verified in Resend, e.g. EMAIL_FROM="${EXAMPLE_FROM}", or unset RESEND_API_KEY to use the local mailbox.`,
    );
  }

  return {
    resendApiKey: RESEND_API_KEY,
    from: EMAIL_FROM ?? DEFAULT_EMAIL_FROM,
    localServices,
    isProduction,
  };
}

/**
 * Checks the email configuration at start-up so a misconfigured deployment fails before its first
 * sign-up, not at it. Throws an `EmailConfigError` naming what is missing and how to fix it.
 */
export function assertEmailConfig(source: EnvSource = process.env): void {
  readEmailEnv(source);
}
