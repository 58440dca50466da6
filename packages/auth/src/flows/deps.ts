import type { sendEmail } from "@teamkit/email";
import type { Locale } from "@teamkit/i18n";
import { localizedPath } from "@teamkit/i18n";

import type { MobileDevice } from "../sessions";

/** Injected so that tests can make sending fail and control the clock. */
export interface FlowDeps {
  sendEmail: typeof sendEmail;
  appUrl: string;
  now?: () => Date;
}

export type ClockDeps = Pick<FlowDeps, "now">;

/** Who is signing in from where: the request's browser, or the mobile app's device. */
export interface SignInClient {
  /** When the mobile app signs in: the device its session is for. */
  device?: MobileDevice;
  userAgent?: string;
  /** The token of the "trust this browser" cookie, which skips the second factor. */
  trustedBrowser?: string;
}

export type SignInDeps = ClockDeps & SignInClient;

export function signInClient(deps: SignInClient): SignInClient {
  return { device: deps.device, userAgent: deps.userAgent, trustedBrowser: deps.trustedBrowser };
}

export function flowNow(deps: ClockDeps): Date {
  return deps.now?.() ?? new Date();
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function mailLink(appUrl: string, locale: Locale, path: string, token: string): string {
  return `${appUrl}${localizedPath(locale, path)}?token=${encodeURIComponent(token)}`;
}
