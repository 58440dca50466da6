import path from "node:path";

import { teamkitTestConfig } from "@teamkit/vitest-config";

const config = teamkitTestConfig({ test: { include: ["src/**/*.test.{ts,tsx}"] } });
export default {
  ...config,
  resolve: { alias: { ...config.resolve?.alias, "~": path.resolve(import.meta.dirname, "src") } },
};
