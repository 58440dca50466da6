import type { NextConfig } from "next";

// Same server-side choices as apps/web where they change what is measured (no X-Powered-By header).
const config: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
};

export default config;
