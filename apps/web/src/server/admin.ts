import "server-only";

import { getLocale } from "next-intl/server";
import { cache } from "react";

import { redirect } from "~/i18n/navigation";

import { requireSession } from "./session";

/**
 * A path no route matches: Next renders the global 404 there, on the server (a page calling
 * `notFound()` would not give the visitor that page).
 */
const UNMATCHED_PATH = "/not-found";

/**
 * The signed-in platform admin of this request, acting as themselves. Anyone else (an
 * impersonated session included) is sent to the 404 page: the admin area does not exist for them.
 */
export const requireAdmin = cache(async () => {
  const session = await requireSession();
  if (session.impersonating || session.user.role !== "admin") {
    return redirect({ href: UNMATCHED_PATH, locale: await getLocale() });
  }
  return session;
});
