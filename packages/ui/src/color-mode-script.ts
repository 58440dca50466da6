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
  // A single-quoted JS string literal: anything but word characters and "-" is a \u escape, so a
  // key can neither end the string nor close the <script> element.
  const escape = (c: string) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`;
  const key = `'${storageKey.replace(/[^\w-]/g, escape)}'`;
  // Plain ES5 with no dependencies: it runs before any bundle, and must never throw. It is in
  // every page's HTML and again in its React payload, so it is written small: one line, short
  // names, single quotes (a double quote costs four characters in the payload's escaped string).
  //   k  the storage key        v(m)  m if it is a color mode, else 0
  //   q  the dark-scheme query  a()   read the choice and apply it to <html> (`r`)
  // The cookie is read by splitting "; " + document.cookie at "; <name>=".
  return [
    "(function(k){var d=document,r=d.documentElement,q;",
    "try{q=matchMedia('(prefers-color-scheme: dark)')}catch(e){}",
    "function v(m){return m=='light'||m=='dark'||m=='system'?m:0}",
    "function a(){try{var m;try{m=v(localStorage.getItem(k))}catch(e){}",
    "m=m||v((('; '+d.cookie).split('; '+encodeURIComponent(k)+'=')[1]||'')",
    ".split(';')[0])||'system';",
    "var x=m=='dark'||m=='system'&&!!q&&q.matches;",
    "r.classList.toggle('dark',x);r.style.colorScheme=x?'dark':'light'}catch(e){}}",
    "a();try{addEventListener('storage',function(e){if(e.key==k||e.key==null)a()});",
    `q.addEventListener('change',a)}catch(e){}})(${key});`,
  ].join("");
}
