import type { NextRequest } from "next/server";
import { createHash, randomBytes } from "node:crypto";

import createMiddleware from "next-intl/middleware";
import { NextResponse } from "next/server";

import type { Locale } from "@teamkit/i18n";
import { appUrl, localServicesEnabled } from "@teamkit/api/base-env";
import { DEFAULT_LOCALE, isLocale } from "@teamkit/i18n";
import { colorModeScript } from "@teamkit/ui/color-mode-script";

import { notFoundKind } from "./content/route-check";
import { contentSecurityPolicy, NONCE_PAGES } from "./http/csp";
import {
  NOT_FOUND_REWRITE_HEADER,
  PAGE_PATH_HEADER,
  ROUTE_NOT_FOUND_HEADER,
} from "./http/request-headers";
import { isSameOrigin } from "./http/same-origin";
import { isUndecodableAction } from "./http/server-action-body";
import { routing } from "./i18n/routing";

const intl = createMiddleware(routing);

/** next-intl's request header for the locale (what `getLocale()` reads without params). */
const INTL_LOCALE_HEADER = "X-NEXT-INTL-LOCALE";

/** The root layout's inline color-mode script: the same text in every document, allowed by hash. */
const COLOR_MODE_SCRIPT_HASH = `'sha256-${createHash("sha256").update(colorModeScript()).digest("base64")}'`;
const IS_DEV = process.env.NODE_ENV === "development";
const APP_URL = appUrl();
const IS_HTTPS = APP_URL.startsWith("https://");

function splitLocale(pathname: string): { locale: Locale; rest: string } {
  const [, first = "", ...rest] = pathname.split("/");
  if (isLocale(first) && first !== DEFAULT_LOCALE)
    return { locale: first, rest: `/${rest.join("/")}` };
  return { locale: DEFAULT_LOCALE, rest: pathname };
}

/** The address bar's path and query: without the marker Next adds to a client navigation's fetch. */
function pagePath(request: NextRequest): string {
  const params = new URLSearchParams(request.nextUrl.search);
  params.delete("_rsc");
  const query = params.toString();
  return `${request.nextUrl.pathname}${query ? `?${query}` : ""}`;
}

/**
 * Decides locale, 404 and nonce and passes them on as request headers; it never rewrites, since
 * Next builds the proxy's URL on `localhost` and a rewrite bound to 127.0.0.1 loops. Unknown
 * content paths map to an unmatched path: a page's `notFound()` would answer with an empty shell
 * (vercel/next.js#62228).
 */
export default async function proxy(request: NextRequest) {
  if (request.method === "POST" && request.headers.has("next-action")) {
    // Next refuses an action posted from another origin too, but as a server error (500).
    if (!isSameOrigin(request.headers, APP_URL)) return new NextResponse(null, { status: 403 });
    // Next answers a server-action post it cannot decode with 500; it is the client's mistake.
    if (await isUndecodableAction(request)) return new NextResponse(null, { status: 400 });
  }

  request.headers.delete(ROUTE_NOT_FOUND_HEADER);
  request.headers.delete(NOT_FOUND_REWRITE_HEADER);
  request.headers.delete(PAGE_PATH_HEADER);
  const decided = intl(request);
  if (decided.headers.has("location")) return decided; // next-intl redirects to the locale's URL

  const { locale, rest } = splitLocale(request.nextUrl.pathname);
  const headers = new Headers(request.headers);
  headers.set(INTL_LOCALE_HEADER, locale);
  const kind = notFoundKind(locale, rest, { localServices: localServicesEnabled });
  if (kind !== null) headers.set(NOT_FOUND_REWRITE_HEADER, kind);
  if (kind === "route") headers.set(ROUTE_NOT_FOUND_HEADER, "1");
  if (rest === "/app" || rest.startsWith("/app/")) headers.set(PAGE_PATH_HEADER, pagePath(request));

  // Next reads the nonce from the request's policy and puts it on every script it renders.
  let policy: string | undefined;
  if (NONCE_PAGES.test(rest)) {
    const nonce = randomBytes(16).toString("base64");
    policy = contentSecurityPolicy({
      nonce,
      scriptHashes: [COLOR_MODE_SCRIPT_HASH],
      isDev: IS_DEV,
      isHttps: IS_HTTPS,
    });
    headers.set("content-security-policy", policy);
  }

  const response = NextResponse.next({ request: { headers } });
  if (policy) response.headers.set("content-security-policy", policy);
  // Keep what next-intl decided for the response itself (the locale cookie).
  for (const cookie of decided.headers.getSetCookie())
    response.headers.append("set-cookie", cookie);
  return response;
}

/**
 * Plain English pages skip the proxy (a third of the server's time, no Set-Cookie). Read at build
 * time, so names are spelled out (proxy-matcher.test.ts keeps them in step).
 */
export const config = {
  matcher: [
    "/(en|de)",
    "/(en|de)/((?!.*\\..*).*)",
    "/(blog|docs|legal)/((?!.*\\..*).+)",
    "/(app|auth|onboarding|team|dev|newsletter)",
    "/(app|auth|onboarding|team|dev|newsletter)/((?!.*\\..*).*)",
    {
      source: "/((?!api|_next|_vercel|.*\\..*).*)",
      has: [{ type: "header", key: "x-teamkit-route-not-found" }],
    },
    {
      source: "/((?!api|_next|_vercel|.*\\..*).*)",
      has: [{ type: "header", key: "x-teamkit-not-found" }],
    },
    {
      source: "/((?!api|_next|_vercel|.*\\..*).*)",
      has: [{ type: "header", key: "x-teamkit-page" }],
    },
    {
      source: "/((?!api|_next|_vercel|.*\\..*).*)",
      has: [{ type: "header", key: "next-action" }],
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
