/** The user's choice: a fixed scheme or following the system. */
export const COLOR_MODES = ["light", "dark", "system"] as const;
/** One of `COLOR_MODES`. */
export type ColorMode = (typeof COLOR_MODES)[number];
/** The scheme actually shown. */
export type ResolvedColorMode = "light" | "dark";

/** Where the choice is kept: a localStorage key and a cookie of the same name. */
export const COLOR_MODE_STORAGE_KEY = "teamkit-color-mode";
/** The cookie lives a year (like the locale cookie), in seconds. */
export const COLOR_MODE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/**
 * The source of an inline script for `<head>` that applies the stored color mode before the first
 * paint, so a dark page never flashes light: it reads localStorage (else the cookie, for browsers
 * that block storage), falls back to `prefers-color-scheme`, then sets the `dark` class and
 * `color-scheme` on `<html>`. It keeps doing so for the page's lifetime when another tab changes
 * the choice or the system scheme changes, with or without React on the page.
 *
 * Usage (root layout): `<html suppressHydrationWarning>` and
 * `<head><script dangerouslySetInnerHTML={{ __html: colorModeScript() }} /></head>`.
 */
export function colorModeScript(storageKey: string = COLOR_MODE_STORAGE_KEY): string {
  // JSON is a JS string literal; escaping "<" keeps a key from closing the <script> element.
  const key = JSON.stringify(storageKey).replace(/</g, "\\u003c");
  // Plain ES5 with no dependencies: it runs before any bundle, and must never throw. Every
  // statement ends in ";" or "}", so the line breaks and indentation can go: the script is in
  // every page's HTML and again in its React payload.
  const source = `(function (k) {
  var d = document, r = d.documentElement, q = "(prefers-color-scheme: dark)";
  function valid(m) { return m === "light" || m === "dark" || m === "system" ? m : null; }
  function read() {
    var m = null;
    try { m = valid(localStorage.getItem(k)); } catch (e) {}
    if (!m) {
      var c = d.cookie ? d.cookie.split("; ") : [], name = encodeURIComponent(k) + "=";
      for (var i = 0; i < c.length; i++) if (c[i].indexOf(name) === 0) m = valid(c[i].slice(name.length));
    }
    return m || "system";
  }
  function apply() {
    try {
      var m = read(), dark = m === "dark" || (m === "system" && window.matchMedia(q).matches);
      r.classList.toggle("dark", dark);
      r.style.colorScheme = dark ? "dark" : "light";
    } catch (e) {}
  }
  apply();
  try {
    window.addEventListener("storage", function (e) { if (e.key === k || e.key === null) apply(); });
    window.matchMedia(q).addEventListener("change", apply);
  } catch (e) {}
})(${key});`;
  return source.replace(/\n\s*/g, "");
}
