import path from "node:path";

import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  schema: "./src/schema/index.ts",
  out: "./migrations",
  casing: "snake_case",
  ...(process.env.DATABASE_URL
    ? { dbCredentials: { url: process.env.DATABASE_URL } }
    : {
        driver: "pglite",
        // The same data directory the app uses (stop the app first: one process per PGlite directory).
        dbCredentials: { url: path.join(process.env.TEAMKIT_DATA_DIR ?? "../../.data", "pglite") },
      }),
});
