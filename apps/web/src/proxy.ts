import type { NextRequest } from "next/server";

import createMiddleware from "next-intl/middleware";
import { NextResponse } from "next/server";

import type { Locale } from "@teamkit/i18n";
import { localServicesEnabled } from "@teamkit/api/local-services";
import { DEFAULT_LOCALE, isLocale } from "@teamkit/i18n";

import { routing } from "./i18n/routing";
import { notFoundKind } from "./lib/content/route-check";
import { ROUTE_NOT_FOUND_HEADER } from "./lib/request-headers";

const intl = createMiddleware(routing);

/** next-intl's request header for the locale (what `getLocale()` reads without params). */
const INTL_LOCALE_HEADER = "X-NEXT-INTL-LOCALE";

function splitLocale(pathname: string): { locale: Locale; rest: string } {
  const [, first = "", ...rest] = pathname.split("/");
  if (isLocale(first) && first !== DEFAULT_LOCALE)
    return { locale: first, rest: `/${rest.join("/")}` };
  return { locale: DEFAULT_LOCALE, rest: pathname };
}

/**
 * Locale routing (Next 16 calls middleware "proxy"), and the 404 of content routes. Session checks
 * happen in every procedure, not here.
 *
 * An unknown blog, docs or legal path, and a dev page while local services are off, is rewritten
 * to a path no route matches, so Next renders the root not-found on the server. Letting the page
 * call `notFound()` would answer with an empty error shell that only the browser fills in (Next
 * 16.4, vercel/next.js#62228). The dev pages keep their own check as well.
 */
export default function proxy(request: NextRequest) {
  request.headers.delete(ROUTE_NOT_FOUND_HEADER);
  const response = intl(request);
  if (response.headers.has("location")) return response; // next-intl redirects to the locale's URL
  const { locale, rest } = splitLocale(request.nextUrl.pathname);
  const kind = notFoundKind(locale, rest, { localServices: localServicesEnabled });
  if (kind === null) return response;

  const headers = new Headers(request.headers);
  headers.set(INTL_LOCALE_HEADER, locale);
  if (kind === "route") headers.set(ROUTE_NOT_FOUND_HEADER, "1");
  const notFound = NextResponse.rewrite(new URL(`/${locale}/_route-not-found`, request.url), {
    request: { headers },
  });
  // Keep what next-intl decided for the response itself (the locale cookie).
  for (const cookie of response.headers.getSetCookie())
    notFound.headers.append("set-cookie", cookie);
  return notFound;
}

export const config = {
  // Everything but API routes, Next internals and files with an extension.
  matcher: ["/((?!api|_next|_vercel|.*\\..*).*)"],
};
