import { LOCALES } from "@teamkit/i18n";

// Any origin works as the base: only a relative path resolves to it.
const BASE = "http://callback.invalid";

/**
 * The `callbackUrl` to follow after sign-in, or null. Only a path on this site is accepted
 * ("/app/tasks?view=board"); absolute URLs, protocol-relative "//host" and backslash tricks
 * ("/\host", which browsers read as "//host") would send the user elsewhere (an open redirect).
 * Auth screens are refused too, so a sign-in never lands back on a sign-in page.
 */
export function safeCallbackUrl(value: string | null | undefined): string | null {
  if (!value?.startsWith("/") || value.startsWith("//")) return null;
  // Backslashes and control characters are normalised away by URL parsers in ways that differ.
  if (value.includes("\\") || hasControlCharacter(value)) return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  const path = withoutLocalePrefix(url.pathname);
  if (path === "/auth" || path.startsWith("/auth/")) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** True when the path already starts with a locale prefix ("/de", "/de/app"). */
export function hasLocalePrefix(path: string): boolean {
  return LOCALES.some((locale) => path === `/${locale}` || path.startsWith(`/${locale}/`));
}

function hasControlCharacter(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

function withoutLocalePrefix(path: string): string {
  const locale = LOCALES.find((l) => path === `/${l}` || path.startsWith(`/${l}/`));
  return locale ? path.slice(locale.length + 1) || "/" : path;
}
