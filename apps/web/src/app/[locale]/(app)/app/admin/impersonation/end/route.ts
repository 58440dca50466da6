import { createCaller, createContext } from "@teamkit/api";
import { DEFAULT_LOCALE, isLocale, localizedPath } from "@teamkit/i18n";

import { isTopLevelNavigation } from "~/http/navigation";
import { redirectTo, UNMATCHED_PATH } from "~/http/route-redirect";

export const dynamic = "force-dynamic";

/**
 * Where an app page sends a browser whose impersonation ran out (the hour took its session; the
 * impersonator cookie still holds the admin's own): the end is recorded and the admin is back on
 * the user list as they left it, or on sign-in when their own session is gone too. It acts only
 * with no live session, so a link elsewhere can never end an impersonation in progress, and only
 * on a top-level navigation; a client-side navigation gets no page here, so the browser loads it.
 */
export async function GET(
  request: Request,
  { params }: { params: Promise<{ locale: string }> },
): Promise<Response> {
  const { locale: requested } = await params;
  const locale = isLocale(requested) ? requested : DEFAULT_LOCALE;
  if (!isTopLevelNavigation(request)) {
    return new Response(null, { status: 204, headers: { "cache-control": "private, no-store" } });
  }
  const resHeaders = new Headers();
  const ctx = await createContext({ headers: request.headers, resHeaders });
  // Signed in, this is no page, as anywhere else in the admin area (an impersonation in progress
  // ends through its banner, a POST); signed out without the cookie, nothing is left to end.
  if (ctx.session) return redirectTo(localizedPath(locale, UNMATCHED_PATH), resHeaders);
  if (!ctx.impersonator.token) return redirectTo(localizedPath(locale, "/auth/login"), resHeaders);
  const { redirectTo: next } = await createCaller({ ...ctx, locale }).admin.impersonation.stop();
  return redirectTo(localizedPath(locale, next), resHeaders);
}
