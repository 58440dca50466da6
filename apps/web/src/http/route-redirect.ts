/** Unmatched, so Next renders the global 404 on the server (`notFound()` in a route would not). */
export const UNMATCHED_PATH = "/not-found";

/**
 * A route handler's temporary redirect, never cached. A relative Location: the browser resolves
 * it against the address it asked for, whatever host or port the server itself is bound to.
 */
export function redirectTo(location: string, resHeaders: Headers): Response {
  resHeaders.set("location", location);
  resHeaders.set("cache-control", "private, no-store");
  return new Response(null, { status: 307, headers: resHeaders });
}
