import Bowser from "bowser";

export interface BrowserLabel {
  /** The browser's name and major version, e.g. "Chrome 131"; null when unrecognised. */
  browser: string | null;
  os: string | null;
}

const MAX_USER_AGENT_LENGTH = 512;

/**
 * Parsed on the server so the browser gets two short strings, never the header itself. The OS
 * version is left out: browsers freeze it in the header (every Mac says 10.15.7).
 */
export function describeUserAgent(userAgent: string | null | undefined): BrowserLabel {
  const header = userAgent?.slice(0, MAX_USER_AGENT_LENGTH).trim();
  if (!header) return { browser: null, os: null };
  const { browser, os } = Bowser.parse(header);
  const major = browser.version?.split(".")[0];
  return {
    browser: browser.name ? [browser.name, major].filter(Boolean).join(" ") : null,
    os: os.name || null,
  };
}
