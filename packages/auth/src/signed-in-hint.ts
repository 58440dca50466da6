/**
 * The name of a cookie, readable by the page's scripts, that says this browser holds a session
 * (`1`). It is set and cleared with the session cookie, which is HttpOnly, so prerendered public
 * pages can offer the way back to the app instead of sign-in without the server reading the
 * request (that would render them per request). It proves nothing: a stale hint leads to sign-in.
 * A module of its own, without imports, so browser code can read the name.
 */
export const SIGNED_IN_HINT_COOKIE = "teamkit.signed-in";
