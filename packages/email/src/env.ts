import { z } from "zod";

import type { EnvSource } from "@teamkit/db/env";
import {
  baseEnvVariables,
  isProductionEnv,
  localServicesEnabled,
  optionalText,
  parseEnv,
} from "@teamkit/db/env";
import { APP_TITLE } from "@teamkit/i18n";

/** `.local` can never be a real domain. */
export const DEFAULT_EMAIL_FROM = `${APP_TITLE} <noreply@teamkit.local>`;

const EXAMPLE_FROM = `${APP_TITLE} <noreply@example.com>`;

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
  EMAIL_REPLY_TO: optionalText.refine((value) => value === undefined || isSender(value), {
    message: `EMAIL_REPLY_TO must be an address or "Name <address>" that reads replies, e.g. EMAIL_REPLY_TO="${APP_TITLE} Support <support@example.com>". Leave it unset if nobody reads replies.`,
  }),
};

export interface EmailEnv {
  resendApiKey?: string;
  from: string;
  /** Where replies go; unset, the mails say that replies are not read. */
  replyTo?: string;
  localServices: boolean;
  isProduction: boolean;
}

export class EmailConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "EmailConfigError";
  }
}

/**
 * Resend is required in production with local services off, so no deployment silently stores its
 * mails in a public mailbox or drops them.
 */
export function readEmailEnv(source: EnvSource = process.env): EmailEnv {
  const { RESEND_API_KEY, EMAIL_FROM, EMAIL_REPLY_TO, TEAMKIT_LOCAL_SERVICES, NODE_ENV } = parseEnv(
    "email",
    emailVariables,
    source,
    (message) => new EmailConfigError(message),
  );
  const isProduction = isProductionEnv(NODE_ENV);
  const localServices = localServicesEnabled({ TEAMKIT_LOCAL_SERVICES, NODE_ENV });

  if (isProduction && !localServices && (!RESEND_API_KEY || !EMAIL_FROM)) {
    const missing = [!RESEND_API_KEY && "RESEND_API_KEY", !EMAIL_FROM && "EMAIL_FROM"]
      .filter(Boolean)
      .join(" and ");
    throw new EmailConfigError(
      `Email is not configured for production: ${missing} ${missing.includes(" and ") ? "are" : "is"} missing. ` +
        `Set RESEND_API_KEY (an API key from resend.com) and EMAIL_FROM (a sender on a domain verified in Resend, ` +
        `e.g. EMAIL_FROM="${EXAMPLE_FROM}").`,
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
    replyTo: EMAIL_REPLY_TO,
    localServices,
    isProduction,
  };
}

export function assertEmailConfig(source: EnvSource = process.env): void {
  readEmailEnv(source);
}
