import type { DbClient } from "@teamkit/db";
import { authEnv, hashPassword } from "@teamkit/auth";
import { getClient, localServicesEnabled, migrate } from "@teamkit/db";
import { seedDemoData } from "@teamkit/db/seed";
import { assertEmailConfig } from "@teamkit/email";

import { apiEnv } from "./env";

/**
 * Start-up preparation of the database: the embedded PGlite database is migrated on every start
 * (a no-op when up to date) and, with local services on, seeded with the demo users. A real
 * Postgres is migrated by `pnpm db:migrate` as a deploy step, never implicitly.
 */
export async function prepareDatabase(
  options: { client?: DbClient; log?: (line: string) => void } = {},
) {
  const client = options.client ?? (await getClient());
  const log = options.log ?? ((line: string) => console.info(line));
  if (client.driver === "pglite") await migrate(client);
  if (!localServicesEnabled()) return;
  const seeded = await seedDemoData(client.db, { hashPassword });
  log(`Demo users (password "${seeded.password}"): ${seeded.users.join(", ")}`);
}

/**
 * Everything a server instance checks before it serves a request: every package's environment
 * (the app refuses to start misconfigured) and the database.
 */
export async function prepareServer() {
  authEnv();
  apiEnv();
  assertEmailConfig();
  await prepareDatabase();
}
