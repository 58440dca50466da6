/** Set by the proxy for an unknown content path ("Page Not Found"); a client's value is removed. */
export const ROUTE_NOT_FOUND_HEADER = "x-teamkit-route-not-found";

/** Set by the proxy so next.config maps the request onto an unmatched path; a client's value is removed. */
export const NOT_FOUND_REWRITE_HEADER = "x-teamkit-not-found";

/**
 * Set by the proxy to the page's own path and query, so a signed-out visit can come back to it
 * after sign-in; a client's value is removed.
 */
export const PAGE_PATH_HEADER = "x-teamkit-page";
