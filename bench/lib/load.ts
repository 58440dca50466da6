// @ts-expect-error -- autocannon ships no type declarations (@types/autocannon is for 7.x); what
import autocannon from "autocannon";

export interface LoadResult {
  rps: number; // mean requests per second
  p50: number; // latency, ms
  p99: number; // latency, ms
  requests: number; // total requests answered
  non2xx: number;
  errors: number; // connection errors and timeouts
}

export interface AutocannonResult {
  requests: { average: number; total: number }; // per second (mean), and in all
  latency: { p50: number; p99: number }; // ms
  non2xx: number;
  errors: number;
  timeouts: number;
}

/** The server compresses, as it does for real visitors. */
const HEADERS = { "accept-encoding": "gzip, deflate, br", accept: "text/html" };

export async function load(
  url: string,
  {
    connections,
    seconds,
    headers = {},
  }: { connections: number; seconds: number; headers?: Record<string, string> },
): Promise<LoadResult> {
  const result: AutocannonResult = await autocannon({
    url,
    connections,
    duration: seconds,
    headers: { ...HEADERS, ...headers },
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

export function meanOf(runs: LoadResult[]): LoadResult {
  const total = (key: keyof LoadResult) => runs.reduce((sum, run) => sum + run[key], 0);
  return {
    rps: total("rps") / runs.length,
    p50: total("p50") / runs.length,
    p99: total("p99") / runs.length,
    requests: total("requests"),
    non2xx: total("non2xx"),
    errors: total("errors"),
  };
}
