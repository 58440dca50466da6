// Throughput and tail latency under autocannon on loopback.
// @ts-expect-error -- autocannon ships no type declarations (@types/autocannon is for 7.x); what
// the bench reads of its result is typed below.
import autocannon from "autocannon";

/**
 * @typedef {object} LoadResult
 * @property {number} rps       mean requests per second
 * @property {number} p50       latency, ms
 * @property {number} p99       latency, ms
 * @property {number} requests  total requests answered
 * @property {number} non2xx
 * @property {number} errors    connection errors and timeouts
 */

/**
 * The part of autocannon's result the bench reads.
 * @typedef {object} AutocannonResult
 * @property {{ average: number, total: number }} requests  per second (mean), and in all
 * @property {{ p50: number, p99: number }} latency          ms
 * @property {number} non2xx
 * @property {number} errors
 * @property {number} timeouts
 */

/** Headers a browser would send: the server compresses, as it does for real visitors. */
const HEADERS = { "accept-encoding": "gzip, deflate, br", accept: "text/html" };

/**
 * @param {string} url
 * @param {{ connections: number, seconds: number }} options
 * @returns {Promise<LoadResult>}
 */
export async function load(url, { connections, seconds }) {
  /** @type {AutocannonResult} */
  const result = await autocannon({ url, connections, duration: seconds, headers: HEADERS });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/**
 * The mean of several runs of the same target (each target runs once per interleaved round).
 * @param {LoadResult[]} runs
 * @returns {LoadResult}
 */
export function meanOf(runs) {
  const mean = (/** @type {(r: LoadResult) => number} */ pick) =>
    runs.reduce((sum, run) => sum + pick(run), 0) / runs.length;
  const total = (/** @type {(r: LoadResult) => number} */ pick) =>
    runs.reduce((sum, run) => sum + pick(run), 0);
  return {
    rps: mean((r) => r.rps),
    p50: mean((r) => r.p50),
    p99: mean((r) => r.p99),
    requests: total((r) => r.requests),
    non2xx: total((r) => r.non2xx),
    errors: total((r) => r.errors),
  };
}
