import type { sendEmail } from "@teamkit/email";
import type { Locale } from "@teamkit/i18n";
import { localizedPath } from "@teamkit/i18n";

import type { MobileDevice } from "../sessions";

/**
 * What the sign-in flows need besides the database. Injected rather than imported so that tests
 * can make mail sending fail and control the clock.
 */
export interface FlowDeps {
  /** Sends a mail: `sendEmail` from @teamkit/email outside tests. */
  sendEmail: typeof sendEmail;
  /** The app's public URL without a trailing slash (APP_URL); mailed links start with it. */
  appUrl: string;
  /** The current time; defaults to the system clock. */
  now?: () => Date;
}

/** The flows that send no mail only need the clock. */
export type ClockDeps = Pick<FlowDeps, "now">;

/** A sign-in flow's clock and, when the mobile app signs in, the device its session is for. */
export type SignInDeps = ClockDeps & { device?: MobileDevice };

/** The current time of a flow (the injected clock, else the system clock). */
export function flowNow(deps: ClockDeps): Date {
  return deps.now?.() ?? new Date();
}

/**
 * Addresses are stored trimmed and lower-cased (the unique index is on `users.email`), so every
 * lookup normalises the same way, even when the caller already did.
 */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * A mailed link in the recipient's locale: English is unprefixed, German lives under `/de`
 * (next-intl's `as-needed` prefix), so the page opens in the language of the mail.
 */
export function mailLink(appUrl: string, locale: Locale, path: string, token: string): string {
  return `${appUrl}${localizedPath(locale, path)}?token=${encodeURIComponent(token)}`;
}
