/**
 * Search engines, crawlers, link previewers and monitors, by user agent, for the server's error
 * log (instrumentation.ts): bots get the log and no error page (Next itself skips
 * error boundaries in a bot's browser). Headless browsers (our browser tests, Lighthouse) are not
 * bots.
 */
const BOT =
  /(?:^|[^a-z])(?:[a-z-]*bot|[a-z-]*crawler|[a-z-]*spider)(?:[^a-z_]|$)|crawling|slurp|facebookexternalhit|mediapartners-google|embedly|preview|validator|archiver|^(?:curl|wget|python-requests|go-http-client)\//i;

export function isBot(userAgent: string | null | undefined): boolean {
  return !!userAgent && BOT.test(userAgent);
}
