import type { NextConfig } from "next";

import createNextIntlPlugin from "next-intl/plugin";

const withNextIntl = createNextIntlPlugin("./src/i18n/request.ts");

const config: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  transpilePackages: [
    "@teamkit/api",
    "@teamkit/auth",
    "@teamkit/db",
    "@teamkit/email",
    "@teamkit/i18n",
    "@teamkit/ui",
    "@teamkit/validators",
  ],
  // Native or WASM packages that must be loaded by Node at run time, not bundled.
  serverExternalPackages: ["@electric-sql/pglite", "@node-rs/argon2", "pg", "ioredis"],
  typedRoutes: false,
  experimental: {
    optimizePackageImports: ["@teamkit/ui"],
  },
};

export default withNextIntl(config);
