import type { NextConfig } from "next";
import { existsSync } from "node:fs";
import path from "node:path";

import createMDX from "@next/mdx";
import createNextIntlPlugin from "next-intl/plugin";
import { PHASE_PRODUCTION_BUILD } from "next/constants";

import { routeRedirects } from "./src/config/redirects";
import { securityHeaders } from "./src/http/csp";
import { NOT_FOUND_REWRITE_HEADER } from "./src/http/request-headers";

// One .env for the repository (Next only reads apps/web/.env*); the environment wins.
const rootEnv = path.resolve(process.cwd(), "../../.env");
if (existsSync(rootEnv)) process.loadEnvFile(rootEnv);

// Precompiled messages spare every page intl-messageformat (~12 kB gzip); `t.raw` is unavailable.
const withNextIntl = createNextIntlPlugin({
  requestConfig: "./src/i18n/request.ts",
  experimental: {
    messages: {
      path: "../../packages/i18n/messages",
      format: "json",
      locales: "infer",
      sourceLocale: "en",
      precompile: true,
    },
  },
});

// MDX content (content/**.mdx, imported by src/content/mdx.ts; app routes stay .ts/.tsx).
// Turbopack passes loader options to a worker as JSON: plugins must be named, not imported.
// remark-frontmatter keeps the YAML frontmatter out of the page; src/content/loader.ts reads it.
const withMDX = createMDX({
  options: {
    remarkPlugins: ["remark-frontmatter", "remark-gfm"],
    rehypePlugins: ["rehype-slug"],
  },
});

const config: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // No ETag: hashing every document costs ~8% of the server's time to spare ~8 kB.
  generateEtags: false,
  transpilePackages: [
    "@teamkit/activity",
    "@teamkit/admin",
    "@teamkit/ai",
    "@teamkit/api",
    "@teamkit/auth",
    "@teamkit/billing",
    "@teamkit/db",
    "@teamkit/email",
    "@teamkit/flows",
    "@teamkit/i18n",
    "@teamkit/newsletter",
    "@teamkit/tasks",
    "@teamkit/teams",
    "@teamkit/ui",
    "@teamkit/validators",
  ],
  // Native or WASM packages that must be loaded by Node at run time, not bundled. The content
  // loader's parsers too: bundled, their modules lengthened every module id in the browser's chunks.
  serverExternalPackages: [
    "@electric-sql/pglite",
    "@node-rs/argon2",
    "pg",
    "ioredis",
    "sharp",
    "feed",
    "mdast-util-to-string",
    "remark-frontmatter",
    "remark-gfm",
    "remark-mdx",
    "remark-parse",
    "unified",
    "yaml",
  ],
  typedRoutes: false,
  // `pnpm test` type-checks the whole repository before it builds; its build skips the same check.
  typescript: { ignoreBuildErrors: process.env.TEAMKIT_BUILD_TYPECHECKED === "1" },
  experimental: {
    // A CI build never reads the cache it would write.
    turbopackFileSystemCacheForBuild: !process.env.CI,
    optimizePackageImports: ["@teamkit/ui"],
    // app/global-not-found.tsx renders unmatched paths as their own document (see there).
    globalNotFound: true,
  },
  // Route rules (src/config/redirects.ts): applied before the locale proxy runs.
  redirects() {
    return Promise.resolve(routeRedirects({ TEAMKIT_SOURCE_URL: process.env.TEAMKIT_SOURCE_URL }));
  },
  // Fixed at build time; the proxy swaps in a nonced CSP on per-request pages (src/http/csp.ts).
  headers() {
    return Promise.resolve([
      {
        source: "/:path*",
        headers: securityHeaders({
          isDev: process.env.NODE_ENV === "development",
          isHttps: (process.env.APP_URL ?? "").startsWith("https://"),
        }),
      },
    ]);
  },
  // Unprefixed pages onto [locale] as `en`, and the proxy's marked 404s onto an unmatched path;
  // the proxy cannot rewrite itself (src/proxy.ts). Of the paths with a dot only feed and search
  // index are pages.
  rewrites() {
    const pagePath = "/:path((?!api|_next|_vercel|.*\\..*).*)";
    return Promise.resolve({
      beforeFiles: [
        {
          source: pagePath,
          has: [
            { type: "header", key: NOT_FOUND_REWRITE_HEADER },
            { type: "header", key: "x-next-intl-locale", value: "(?<locale>en|de)" },
          ],
          destination: "/:locale/_route-not-found",
        },
        { source: "/blog/feed.xml", destination: "/en/blog/feed.xml" },
        { source: "/docs/search-index.json", destination: "/en/docs/search-index.json" },
        { source: "/", destination: "/en" },
        {
          source: "/:path((?!api|_next|_vercel|en(?:/|$)|de(?:/|$)|.*\\..*).*)",
          destination: "/en/:path",
        },
      ],
    });
  },
};

const nextConfig = withNextIntl(withMDX(config));

export default function teamkitConfig(phase: string): NextConfig {
  // The server refuses to start without APP_URL, but the static pages are made here, at build time.
  if (phase === PHASE_PRODUCTION_BUILD && !process.env.APP_URL) {
    console.warn(
      "\u26a0 APP_URL is not set: the prerendered marketing pages' canonical links, hreflang alternates, Open Graph images and sitemap will point at http://localhost:3000, and the Strict-Transport-Security header is left out. Set APP_URL to the public URL (e.g. APP_URL=https://app.example.com) before `pnpm build`.",
    );
  }
  return nextConfig;
}
