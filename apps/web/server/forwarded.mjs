// The forwarding headers a request reaches Next with, decided from the socket it arrived on.

/** Most proxies in front of the app the entry accepts (the API validates the same range). */
export const MAX_PROXY_HOPS = 10;

/**
 * `TEAMKIT_PROXY_HOPS`, trusted proxies appending to X-Forwarded-For; unset is 0.
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
 * Next keeps a client-sent X-Forwarded-For, so anyone could name any address: the socket's address
 * always goes rightmost, replacing the header without trusted proxies, appended behind them.
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
 * Marks a request the server received on a loopback socket with no forwarding header: only those
 * reach the local mailbox, the billing simulator and the dev procedures in production. The API
 * compares the value with `TEAMKIT_LOCAL_REQUEST_TOKEN`, which this process sets at start.
 */
export const LOCAL_REQUEST_HEADER = "x-teamkit-local-request";

const FORWARDING_HEADERS = ["x-forwarded-for", "forwarded", "x-real-ip"];

/**
 * @param {string | undefined} address
 * @returns {boolean}
 */
export function isLoopbackAddress(address) {
  if (!address) return false;
  const v4 = address.startsWith("::ffff:") ? address.slice(7) : address;
  return address === "::1" || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

/**
 * In place, before Next: the local-request mark (a client-sent one always removed),
 * X-Forwarded-For, no client-sent X-Real-IP (only a forger sets it), the id.
 * @param {import("node:http").IncomingHttpHeaders} headers
 * @param {{ socketAddress: string | undefined, proxyHops: number, requestId: string, localRequestToken?: string }} request
 */
export function prepareHeaders(
  headers,
  { socketAddress, proxyHops, requestId, localRequestToken },
) {
  // Next renders a server action's redirect by a request to itself that copies the original's
  // headers, forwarding ones included: the secret mark it carries on from a local request counts.
  const isOwnMark = !!localRequestToken && headers[LOCAL_REQUEST_HEADER] === localRequestToken;
  const isLocal =
    isLoopbackAddress(socketAddress) &&
    (isOwnMark || FORWARDING_HEADERS.every((name) => !(name in headers)));
  delete headers[LOCAL_REQUEST_HEADER];
  if (isLocal && localRequestToken) headers[LOCAL_REQUEST_HEADER] = localRequestToken;
  const chain = forwardedFor(headers["x-forwarded-for"], socketAddress, proxyHops);
  if (chain === undefined) delete headers["x-forwarded-for"];
  else headers["x-forwarded-for"] = chain;
  delete headers["x-real-ip"];
  headers["x-request-id"] = requestId;
}
