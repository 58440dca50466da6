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

/**
 * When the proxy runs. Most requests for an unprefixed (English) page have nothing for it to do:
 * next.config's rewrites map them onto `[locale]` as `en`, which is what next-intl would decide
 * for a request that stores no other language and whose browser does not ask for German. Skipping
 * it there saves a third or more of the server's time per page and leaves those responses without
 * a Set-Cookie, so a shared cache may keep them. It runs for:
 * - locale-prefixed paths (`/en/…` redirects to the unprefixed URL, `/de/…` keeps the cookie
 *   current and tells server actions the locale);
 * - content routes with a parameter and the dev pages, whose 404s are decided here;
 * - a request that carries the 404 header, to strip it;
 * - any page when the locale cookie holds something other than `en`, or when the browser's
 *   Accept-Language names German (`de`, `de-AT`, … anywhere in the list) and no `en` cookie
 *   overrides it: next-intl then negotiates and may redirect to `/de`.
 * The header, cookie and Accept-Language conditions apply to every page path (not API routes,
 * Next internals or files with an extension). The cookie is `LOCALE_COOKIE` and the header
 * `ROUTE_NOT_FOUND_HEADER`: Next reads this object at build time, so both are spelled out
 * (proxy-matcher.test.ts keeps them in step).
 */
export const config = {
  matcher: [
    "/(en|de)",
    "/(en|de)/((?!.*\\..*).*)",
    "/(blog|docs|legal)/((?!.*\\..*).+)",
    "/dev",
    "/dev/((?!.*\\..*).*)",
    {
      source: "/((?!api|_next|_vercel|.*\\..*).*)",
      has: [{ type: "header", key: "x-teamkit-route-not-found" }],
    },
    {
      source: "/((?!api|_next|_vercel|.*\\..*).*)",
      has: [{ type: "cookie", key: "NEXT_LOCALE", value: "(?!en$).*" }],
    },
    {
      source: "/((?!api|_next|_vercel|.*\\..*).*)",
      has: [
        { type: "header", key: "accept-language", value: "(?:.*,)?\\s*[dD][eE](?:[-_;,\\s].*)?" },
      ],
      missing: [{ type: "cookie", key: "NEXT_LOCALE", value: "en" }],
    },
  ],
};
