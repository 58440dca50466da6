import { LOCALES, localizedPath } from "@teamkit/i18n";

/** One entry of Next's `redirects()` (`next.config.ts`). */
export interface RouteRedirect {
  source: string;
  destination: string;
  permanent: boolean;
}

/**
 * Route rules: short or familiar paths that redirect to the page that serves them. Each works
 * in every language: `/de/login` leads to `/de/auth/login`.
 */
export const ROUTE_ALIASES: Readonly<Record<string, string>> = {
  "/login": "/auth/login",
  "/signin": "/auth/login",
  "/signup": "/auth/signup",
  "/register": "/auth/signup",
  "/dashboard": "/app/dashboard",
};

/** The path of the absolute redirect to the deployment's source code (`TEAMKIT_SOURCE_URL`). */
export const SOURCE_PATH = "/source";

/** An absolute http(s) URL, or undefined for anything else (unset, relative, another scheme). */
export function httpUrl(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** `/source` exists only when `TEAMKIT_SOURCE_URL` is set at build time. */
export function routeRedirects(env: { TEAMKIT_SOURCE_URL?: string | undefined }): RouteRedirect[] {
  const sourceUrl = httpUrl(env.TEAMKIT_SOURCE_URL);
  return LOCALES.flatMap((locale) => [
    ...Object.entries(ROUTE_ALIASES).map(([source, destination]) => ({
      source: localizedPath(locale, source),
      destination: localizedPath(locale, destination),
      permanent: true,
    })),
    ...(sourceUrl
      ? [{ source: localizedPath(locale, SOURCE_PATH), destination: sourceUrl, permanent: false }]
      : []),
  ]);
}
