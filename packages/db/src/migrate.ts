import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

import type { DbClient } from "./client";
import { findRepoRoot } from "./env";

export function migrationsFolder(): string {
  const candidates = [
    typeof import.meta.url === "string" && import.meta.url.startsWith("file:")
      ? path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../migrations")
      : undefined,
    path.join(findRepoRoot(), "packages/db/migrations"),
  ].filter((dir): dir is string => !!dir);
  const found = candidates.find((dir) => existsSync(path.join(dir, "meta/_journal.json")));
  if (!found)
    throw new Error(
      `No migrations found (looked in ${candidates.join(", ")}). Run pnpm db:generate.`,
    );
  return found;
}

export async function migrate(client: DbClient): Promise<void> {
  const folder = migrationsFolder();
  if (client.driver === "pglite") {
    const { migrate: run } = await import("drizzle-orm/pglite/migrator");
    await run(client.db as never, { migrationsFolder: folder });
  } else if (client.driver === "neon") {
    const { migrate: run } = await import("drizzle-orm/neon-serverless/migrator");
    await run(client.db as never, { migrationsFolder: folder });
  } else {
    const { migrate: run } = await import("drizzle-orm/node-postgres/migrator");
    await run(client.db as never, { migrationsFolder: folder });
  }
}
