import type { NextConfig } from "next";
import { existsSync } from "node:fs";
import path from "node:path";

import createNextIntlPlugin from "next-intl/plugin";

// One .env for the whole repository (README): Next itself only reads apps/web/.env*. Variables
// already set in the environment win.
const rootEnv = path.resolve(process.cwd(), "../../.env");
if (existsSync(rootEnv)) process.loadEnvFile(rootEnv);

const withNextIntl = createNextIntlPlugin("./src/i18n/request.ts");

const config: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  transpilePackages: [
    "@teamkit/api",
    "@teamkit/auth",
    "@teamkit/billing",
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
