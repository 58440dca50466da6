/**
 * Readable by scripts, set and cleared with the HttpOnly session cookie, so prerendered pages can
 * link back to the app. It proves nothing. No imports, so browser code can read the name.
 */
export const SIGNED_IN_HINT_COOKIE = "teamkit.signed-in";
