import { normaliseEmail } from "@teamkit/auth";
import { isProductionEnv, localServicesEnabled, readDbEnv } from "@teamkit/db";
import { DEMO_USERS } from "@teamkit/db/seed";
import { AppError } from "@teamkit/validators";

import { apiEnv } from "./env";
import { isLocalRequest } from "./local-request";

/** Local services in a production build: said loudly in the log, the admin overview and dev pages. */
export function localServicesInProduction(env = readDbEnv()): boolean {
  return isProductionEnv(env.NODE_ENV) && localServicesEnabled(env);
}

/** Whether this request may use the mailbox, the simulator's pages and the dev procedures. */
export function localServicesReachable(headers: Headers): boolean {
  const env = readDbEnv();
  return (
    localServicesEnabled(env) &&
    isLocalRequest(headers, {
      NODE_ENV: env.NODE_ENV,
      TEAMKIT_LOCAL_REQUEST_TOKEN: apiEnv().TEAMKIT_LOCAL_REQUEST_TOKEN,
    })
  );
}

const DEMO_ADDRESSES: ReadonlySet<string> = new Set(DEMO_USERS.map((user) => user.email));

/**
 * The demo accounts' password is published (the README, the seed's log line), and one of them is
 * a platform admin: like the mailbox, they sign in by password only from this machine.
 */
export function refuseDemoSignInFromAfar(ctx: { localRequest: boolean }, email: string): void {
  if (!ctx.localRequest && DEMO_ADDRESSES.has(normaliseEmail(email)))
    throw new AppError("FORBIDDEN", { messageKey: "auth.errors.demoAccountLocalOnly" });
}
