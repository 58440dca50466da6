import type { MetadataRoute } from "next";

import { appUrl } from "~/content/site";

/** The Open Graph cards every public page names (`og/cards.ts`), under the otherwise closed API. */
const OG_CARDS = "/api/og/";

/**
 * robots.txt: crawl the public site, not the app, the API, dev tools or the auth screens. The share
 * cards stay open: link previewers that honour robots.txt (X, LinkedIn, Slack) drop an og:image
 * they may not fetch, and the longer `Allow` wins over `Disallow: /api`.
 */
export default function robots(): MetadataRoute.Robots {
  const privatePaths = ["/app", "/api", "/dev", "/auth"];
  return {
    rules: {
      userAgent: "*",
      allow: ["/", OG_CARDS],
      // The German versions live under /de.
      disallow: [...privatePaths, ...privatePaths.map((p) => `/de${p}`)],
    },
    sitemap: `${appUrl()}/sitemap.xml`,
  };
}
