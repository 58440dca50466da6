import { LOCALES } from "@teamkit/i18n";

// Any origin works as the base: only a relative path resolves to it.
const BASE = "http://callback.invalid";

/**
 * Only a path on this site (no open redirect: "//host" and "/\host" are refused), and never an
 * auth screen, so a sign-in does not land on a sign-in page.
 */
export function safeCallbackUrl(value: string | null | undefined): string | null {
  if (!value?.startsWith("/") || value.startsWith("//")) return null;
  // Backslashes and control characters are normalised away by URL parsers in ways that differ,
  // also once percent-decoded (a router or a later redirect may decode them).
  if (hasUnsafeCharacter(value) || hasUnsafeCharacter(safeDecode(value))) return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  // The result is what the browser will be sent to, so judge that, not the input: dot segments
  // collapse ("/.//evil.example" and "/app/..//evil.example" both normalise to "//evil.example",
  // a protocol-relative URL), and so may encoded slashes once decoded.
  const path = url.pathname;
  if (leavesSite(path) || leavesSite(safeDecode(path))) return null;
  const withoutLocale = withoutLocalePrefix(path);
  if (withoutLocale === "/auth" || withoutLocale.startsWith("/auth/")) return null;
  return `${path}${url.search}${url.hash}`;
}

/** `value` percent-decoded, or the value itself when it is not valid percent-encoding. */
function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** True when a path is, or normalises to, a protocol-relative URL ("//host"). */
function leavesSite(path: string): boolean {
  if (path.startsWith("//")) return true;
  try {
    const url = new URL(path, BASE);
    return url.origin !== BASE || url.pathname.startsWith("//");
  } catch {
    return true;
  }
}

function hasUnsafeCharacter(value: string): boolean {
  return value.includes("\\") || hasControlCharacter(value);
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
