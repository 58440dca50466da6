"use server";

import { getLocale } from "next-intl/server";

import { signOut } from "@teamkit/auth/next";

import { getPathname } from "~/i18n/navigation";

/** Ends the session on the server through Auth.js (the row is deleted, the cookie cleared). */
export async function signOutAction(): Promise<void> {
  const locale = await getLocale();
  await signOut({ redirectTo: getPathname({ href: "/auth/login", locale }) });
}
