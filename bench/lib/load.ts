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
  const mean = (pick: (r: LoadResult) => number) =>
    runs.reduce((sum, run) => sum + pick(run), 0) / runs.length;
  const total = (pick: (r: LoadResult) => number) => runs.reduce((sum, run) => sum + pick(run), 0);
  return {
    rps: mean((r) => r.rps),
    p50: mean((r) => r.p50),
    p99: mean((r) => r.p99),
    requests: total((r) => r.requests),
    non2xx: total((r) => r.non2xx),
    errors: total((r) => r.errors),
  };
}
