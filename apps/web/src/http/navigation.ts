/**
 * A top-level GET navigation, the only request that may act on a followed link (`/t/{slug}`).
 * Fetch Metadata says so where the browser sends it; a request without it (older browsers, plain
 * HTTP clients) counts as one, so shared links keep working there. Prefetches never do.
 */
export function isTopLevelNavigation(request: Request): boolean {
  if (request.method !== "GET") return false;
  const headers = request.headers;
  const mode = headers.get("sec-fetch-mode");
  const dest = headers.get("sec-fetch-dest");
  if (mode !== null && mode !== "navigate") return false;
  if (dest !== null && dest !== "document") return false;
  const purpose = headers.get("sec-purpose") ?? headers.get("purpose");
  if (purpose?.includes("prefetch")) return false;
  return !headers.has("rsc") && !headers.has("next-router-prefetch");
}
