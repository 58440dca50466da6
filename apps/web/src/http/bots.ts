/** Bots get the error log and no error page; headless browsers (our tests, Lighthouse) are not bots. */
const BOT =
  /(?:^|[^a-z])(?:[a-z-]*bot|[a-z-]*crawler|[a-z-]*spider)(?:[^a-z_]|$)|crawling|slurp|facebookexternalhit|mediapartners-google|embedly|preview|validator|archiver|^(?:curl|wget|python-requests|go-http-client)\//i;

export function isBot(userAgent: string | null | undefined): boolean {
  return !!userAgent && BOT.test(userAgent);
}
