import { TRPCError } from "@trpc/server";

import { createCaller, createContext } from "@teamkit/api";
import { DEFAULT_LOCALE, isLocale } from "@teamkit/i18n";

import {
  SWITCHED_PARAM,
  TEAM_URL_PAGE_PARAM,
  TEAM_URL_PAGES,
  teamPath,
  teamUrlPage,
} from "~/components/teams/team-url";
import { isTopLevelNavigation } from "~/http/navigation";
import { redirectTo, UNMATCHED_PATH } from "~/http/route-redirect";
import { getPathname } from "~/i18n/navigation";

export const dynamic = "force-dynamic";

/**
 * `/t/{slug}` opens the app in that team, on its dashboard or on the page `?to=` names
 * (`TEAM_URL_PAGES`); a non-member gets the 404, so urls reveal nothing. Only a
 * top-level navigation switches: an image, a frame, a fetch or a prefetch of the url goes to the
 * dashboard as it is, so no page can change someone's active team behind their back.
 */
export async function GET(
  request: Request,
  { params }: { params: Promise<{ locale: string; slug: string }> },
): Promise<Response> {
  const { locale: requested, slug } = await params;
  const locale = isLocale(requested) ? requested : DEFAULT_LOCALE;
  const resHeaders = new Headers();
  const ctx = await createContext({ headers: request.headers, resHeaders });
  const api = createCaller({ ...ctx, locale });
  const page = teamUrlPage(new URL(request.url).searchParams.get(TEAM_URL_PAGE_PARAM));

  if (!ctx.session) {
    const pathname = teamPath(encodeURIComponent(slug));
    const callbackUrl = getPathname({
      href: page ? { pathname, query: { [TEAM_URL_PAGE_PARAM]: page } } : pathname,
      locale,
    });
    return redirectTo(
      getPathname({ href: { pathname: "/auth/login", query: { callbackUrl } }, locale }),
      resHeaders,
    );
  }

  const dashboard = getPathname({ href: "/app/dashboard", locale });
  if (!isTopLevelNavigation(request)) return redirectTo(dashboard, resHeaders);

  try {
    const team = await api.team.bySlug({ slug });
    await api.team.switch({ teamId: team.id });
  } catch (error) {
    // Not a member, no such team, or not a team url at all: all read as "no such page".
    if (error instanceof TRPCError && ["NOT_FOUND", "BAD_REQUEST"].includes(error.code)) {
      return redirectTo(getPathname({ href: UNMATCHED_PATH, locale }), resHeaders);
    }
    throw error;
  }
  if (page) return redirectTo(getPathname({ href: TEAM_URL_PAGES[page], locale }), resHeaders);
  return redirectTo(`${dashboard}?${SWITCHED_PARAM}=1`, resHeaders);
}
