/**
 * Set by the proxy when a content route's own validation failed (an unknown blog, docs or legal
 * path): the 404 page then reads "Page Not Found" instead of an unmatched path's "Page not found".
 * Any value a client sends is removed first.
 */
export const ROUTE_NOT_FOUND_HEADER = "x-teamkit-route-not-found";

/**
 * Set by the proxy on a request whose page must not render (see `notFoundKind`): next.config's
 * rewrites then map it onto an unmatched path, so Next renders the global 404. Any value a client
 * sends is removed first.
 */
export const NOT_FOUND_REWRITE_HEADER = "x-teamkit-not-found";
