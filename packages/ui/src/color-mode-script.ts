export const COLOR_MODES = ["light", "dark", "system"] as const;
export type ColorMode = (typeof COLOR_MODES)[number];
export type ResolvedColorMode = "light" | "dark";

export const COLOR_MODE_STORAGE_KEY = "teamkit-color-mode";
export const COLOR_MODE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/**
 * Applies the stored mode before the first paint so a dark page never flashes light, and keeps
 * following other tabs and the system scheme, with or without React on the page.
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
