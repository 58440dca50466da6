"use server";

import { getLocale } from "next-intl/server";

import { signOut } from "@teamkit/auth/next";

import { getPathname } from "~/i18n/navigation";
import { safeCallbackUrl } from "~/lib/safe-callback-url";

/**
 * Ends the session on the server through Auth.js (the row is deleted, the cookie cleared), then
 * opens sign-in, or `returnTo` when it is a path on this site (the invitation page, so the right
 * account can take the invitation up).
 */
export async function signOutAction(returnTo?: unknown): Promise<void> {
  const locale = await getLocale();
  // Bound arguments come back from the browser, in any shape: only a path on this site is followed.
  const target = (typeof returnTo === "string" && safeCallbackUrl(returnTo)) || "/auth/login";
  await signOut({ redirectTo: getPathname({ href: target, locale }) });
}
