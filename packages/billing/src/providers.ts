import type { Database } from "@teamkit/db";

import type { BillingEnv } from "./env";
import type { BillingProvider } from "./provider";
import { BillingConfigError, billingEnv } from "./env";
import { LemonSqueezyProvider } from "./lemonsqueezy";
import { BillingSimulator, httpTransport } from "./simulator";

export const WEBHOOK_PATH = "/api/webhooks/lemonsqueezy";

let lemonSqueezy: LemonSqueezyProvider | undefined;

/** Lemon Squeezy when configured; else, only with local services on, the simulator. */
export function billingProvider(db: Database, env: BillingEnv = billingEnv()): BillingProvider {
  if (env.lemonSqueezy) {
    lemonSqueezy ??= new LemonSqueezyProvider(env.lemonSqueezy);
    return lemonSqueezy;
  }
  if (!env.localServices) {
    throw new BillingConfigError("Billing is not configured: set the LEMONSQUEEZY_* variables.");
  }
  return new BillingSimulator(
    db,
    env.simulatorSecret,
    httpTransport(`${env.appUrl}${WEBHOOK_PATH}`),
  );
}

export function billingSimulator(
  db: Database,
  env: BillingEnv = billingEnv(),
): BillingSimulator | null {
  const provider = env.lemonSqueezy || !env.localServices ? null : billingProvider(db, env);
  return provider instanceof BillingSimulator ? provider : null;
}
