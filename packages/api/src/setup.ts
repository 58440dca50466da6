import type { DbClient } from "@teamkit/db";
import { authEnv, hashPassword, twoFactorKeys } from "@teamkit/auth";
import { assertBillingConfig } from "@teamkit/billing";
import { getClient, localServicesEnabled, logLine, migrate, readDbEnv } from "@teamkit/db";
import { seedDemoData } from "@teamkit/db/seed";
import { assertEmailConfig } from "@teamkit/email";

import { apiEnv } from "./env";
import { startAppScheduler } from "./jobs";
import { localServicesInProduction } from "./local-services";
import { assistantConfig } from "./routers/ai";

/** A real Postgres is migrated by `pnpm db:migrate` as a deploy step, never implicitly. */
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

/** Every problem at once, not one per start. */
export function assertServerEnv(): void {
  const checks = [
    () => readDbEnv(),
    () => authEnv(),
    () => twoFactorKeys(),
    () => apiEnv(),
    () => assertEmailConfig(),
    () => assertBillingConfig(),
    // A malformed AI_* variable stops the start-up instead of failing the first assistant message
    // (the variables are checked alike whichever model the local-services switch picks).
    () => assistantConfig(false),
  ];
  const problems = checks.flatMap((check) => {
    try {
      check();
      return [];
    } catch (error) {
      return [error instanceof Error ? error.message : String(error)];
    }
  });
  if (problems.length) throw new Error([...new Set(problems)].join("\n\n"));
}

export async function prepareServer() {
  assertServerEnv();
  if (localServicesInProduction())
    console.warn(
      logLine(
        "warn",
        "LOCAL SERVICES ARE ON IN PRODUCTION (TEAMKIT_LOCAL_SERVICES=1): mails go to the local mailbox and billing to the simulator, reachable only from this machine. Set RESEND_API_KEY, EMAIL_FROM and the LEMONSQUEEZY_* settings and unset TEAMKIT_LOCAL_SERVICES for a real deployment.",
      ),
    );
  await prepareDatabase();
  // Its first pass also retries webhook events whose application failed before a restart.
  await startAppScheduler();
}
