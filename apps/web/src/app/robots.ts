import type { MetadataRoute } from "next";

import { appUrl } from "~/content/site";

/** robots.txt: crawl the public site, not the app, the API, dev tools or the auth screens. */
export default function robots(): MetadataRoute.Robots {
  const privatePaths = ["/app", "/api", "/dev", "/auth"];
  return {
    rules: {
      userAgent: "*",
      allow: "/",
      // The German versions live under /de.
      disallow: [...privatePaths, ...privatePaths.map((p) => `/de${p}`)],
    },
    sitemap: `${appUrl()}/sitemap.xml`,
  };
}
