import { localServicesEnabled, readDbEnv } from "@teamkit/db";

import { apiEnv } from "./env";
import { isLocalRequest } from "./local-request";

/** Local services in a production build: said loudly in the log, the admin overview and dev pages. */
export function localServicesInProduction(env = readDbEnv()): boolean {
  return env.NODE_ENV === "production" && localServicesEnabled(env);
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
