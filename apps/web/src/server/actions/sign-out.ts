"use server";

import { getLocale } from "next-intl/server";
import { cookies } from "next/headers";

import { IMPERSONATOR_COOKIE } from "@teamkit/auth";
import { signOut } from "@teamkit/auth/next";
import { SIGNED_IN_HINT_COOKIE } from "@teamkit/auth/signed-in-hint";

import { safeCallbackUrl } from "~/http/safe-callback-url";
import { getPathname } from "~/i18n/navigation";
import { serverApi } from "~/trpc/server";

/** Bound arguments come back from the browser, in any shape: only a path on this site is followed. */
function pathHere(value: unknown): string | null {
  return typeof value === "string" ? safeCallbackUrl(value) : null;
}

async function signOutTo(target: string): Promise<void> {
  const locale = await getLocale();
  // The API's sign-out: an impersonation ends (audited) together with the admin's own session.
  await (await serverApi()).auth.signOut();
  // Auth.js clears its own cookie; the public pages' signed-in hint goes with it.
  const jar = await cookies();
  jar.delete(SIGNED_IN_HINT_COOKIE);
  jar.delete(IMPERSONATOR_COOKIE);
  await signOut({ redirectTo: getPathname({ href: target, locale }) });
}

/** Then opens sign-in, or `returnTo` when it is a path here (the invitation, for the right account). */
export async function signOutAction(returnTo?: unknown): Promise<void> {
  await signOutTo(pathHere(returnTo) ?? "/auth/login");
}

/** Signs out to sign in afresh, which then leads back to `callbackUrl` when it is a path here. */
export async function signInAgainAction(callbackUrl: unknown): Promise<void> {
  const back = pathHere(callbackUrl);
  await signOutTo(back ? `/auth/login?callbackUrl=${encodeURIComponent(back)}` : "/auth/login");
}
