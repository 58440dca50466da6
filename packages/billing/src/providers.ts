import type { Database } from "@teamkit/db";

import type { BillingEnv } from "./env";
import type { BillingProvider } from "./provider";
import { BillingConfigError, billingEnv } from "./env";
import { LemonSqueezyProvider } from "./lemonsqueezy";
import { BillingSimulator, httpTransport } from "./simulator";

/** The path of the webhook endpoint, relative to the app's URL. */
export const WEBHOOK_PATH = "/api/webhooks/lemonsqueezy";

let lemonSqueezy: LemonSqueezyProvider | undefined;

/**
 * The provider of this process: Lemon Squeezy when configured; otherwise, only while local
 * services are on, the simulator, which posts its webhooks to the app's own endpoint.
 */
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

/** The simulator of this process, or null when it is not the provider (Lemon Squeezy, or local services off). */
export function billingSimulator(
  db: Database,
  env: BillingEnv = billingEnv(),
): BillingSimulator | null {
  const provider = env.lemonSqueezy || !env.localServices ? null : billingProvider(db, env);
  return provider instanceof BillingSimulator ? provider : null;
}
