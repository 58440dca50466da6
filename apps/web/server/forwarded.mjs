// The forwarding headers a request reaches Next with, decided from the socket it arrived on.

/** Most proxies in front of the app the entry accepts (the API validates the same range). */
export const MAX_PROXY_HOPS = 10;

/**
 * `TEAMKIT_PROXY_HOPS`: how many trusted proxies append to X-Forwarded-For in front of the app.
 * Unset or empty is 0: no proxy is trusted.
 * @param {string | undefined} value
 * @returns {number}
 */
export function parseProxyHops(value) {
  if (value === undefined || value.trim() === "") return 0;
  const hops = Number(value);
  if (!Number.isInteger(hops) || hops < 0 || hops > MAX_PROXY_HOPS)
    throw new Error(
      `TEAMKIT_PROXY_HOPS must be a whole number from 0 (no proxy) to ${MAX_PROXY_HOPS}: the proxies in front of the app that append to X-Forwarded-For.`,
    );
  return hops;
}

/**
 * The X-Forwarded-For Next and the API see. Next keeps a header the client sent and only fills it
 * from the socket when it is missing, so a client could name any address. Here the socket's
 * address is always the rightmost entry, the one no client can forge: with no trusted proxy it
 * replaces the header; behind `proxyHops` proxies it is appended, as a proxy would, so the
 * client's address is `proxyHops` entries left of it.
 * @param {string | string[] | undefined} sent   the header as it arrived
 * @param {string | undefined} socketAddress     the peer of the TCP connection
 * @param {number} proxyHops
 * @returns {string | undefined}                 undefined: send no header
 */
export function forwardedFor(sent, socketAddress, proxyHops) {
  if (!socketAddress) return undefined;
  const chain = proxyHops > 0 ? [sent].flat().filter(Boolean).join(", ") : "";
  return chain ? `${chain}, ${socketAddress}` : socketAddress;
}

/**
 * Rewrites a request's headers in place before Next handles it: X-Forwarded-For as above, no
 * client-sent X-Real-IP (nothing sets it here, so it could only be forged), and the request id.
 * @param {import("node:http").IncomingHttpHeaders} headers
 * @param {{ socketAddress: string | undefined, proxyHops: number, requestId: string }} request
 */
export function prepareHeaders(headers, { socketAddress, proxyHops, requestId }) {
  const chain = forwardedFor(headers["x-forwarded-for"], socketAddress, proxyHops);
  if (chain === undefined) delete headers["x-forwarded-for"];
  else headers["x-forwarded-for"] = chain;
  delete headers["x-real-ip"];
  headers["x-request-id"] = requestId;
}
