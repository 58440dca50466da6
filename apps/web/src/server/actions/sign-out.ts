"use server";

import { getLocale } from "next-intl/server";
import { cookies } from "next/headers";

import { signOut } from "@teamkit/auth/next";
import { SIGNED_IN_HINT_COOKIE } from "@teamkit/auth/signed-in-hint";

import { safeCallbackUrl } from "~/http/safe-callback-url";
import { getPathname } from "~/i18n/navigation";

/** Then opens sign-in, or `returnTo` when it is a path here (the invitation, for the right account). */
export async function signOutAction(returnTo?: unknown): Promise<void> {
  const locale = await getLocale();
  // Bound arguments come back from the browser, in any shape: only a path on this site is followed.
  const target = (typeof returnTo === "string" && safeCallbackUrl(returnTo)) || "/auth/login";
  // Auth.js clears its own cookie; the public pages' signed-in hint goes with it.
  (await cookies()).delete(SIGNED_IN_HINT_COOKIE);
  await signOut({ redirectTo: getPathname({ href: target, locale }) });
}
