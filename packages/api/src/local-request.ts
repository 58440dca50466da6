import { timingSafeEqual } from "node:crypto";

import { isProductionEnv } from "@teamkit/db";

/** Set by `apps/web/server.mjs` on a request it received on a loopback socket, never forwarded. */
export const LOCAL_REQUEST_HEADER = "x-teamkit-local-request";

/**
 * Whether a request may reach the local mailbox, the billing simulator and the dev procedures:
 * always outside production; in production only with the mark whose value the server process
 * chose at start (`TEAMKIT_LOCAL_REQUEST_TOKEN`), so a client can neither forge nor replay it.
 */
export function isLocalRequest(
  headers: Headers,
  env: { NODE_ENV?: string; TEAMKIT_LOCAL_REQUEST_TOKEN?: string },
): boolean {
  if (!isProductionEnv(env.NODE_ENV)) return true;
  const token = env.TEAMKIT_LOCAL_REQUEST_TOKEN;
  const sent = headers.get(LOCAL_REQUEST_HEADER);
  if (!token || !sent) return false;
  const a = Buffer.from(sent);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}
