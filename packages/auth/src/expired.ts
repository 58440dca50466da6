import type { Database } from "@teamkit/db";
import { knownDevices, lt, oneTimeTokens, or, sessions, verificationTokens } from "@teamkit/db";

import { DEVICE_MAX_AGE_S } from "./devices";
import { SESSION_IDLE_MS } from "./session";

export async function deleteExpiredAuthRows(
  db: Database,
  now = new Date(),
): Promise<{ sessions: number; tokens: number; devices: number }> {
  const idleSince = new Date(now.getTime() - SESSION_IDLE_MS);
  // A browser's device cookie lives a year: a device unseen for longer is as good as new.
  const devicesUnseenSince = new Date(now.getTime() - DEVICE_MAX_AGE_S * 1000);
  const [ended, tokens, adapterTokens, devices] = await Promise.all([
    db
      .delete(sessions)
      .where(or(lt(sessions.expires, now), lt(sessions.lastActiveAt, idleSince)))
      .returning({ id: sessions.sessionToken }),
    db
      .delete(oneTimeTokens)
      .where(lt(oneTimeTokens.expiresAt, now))
      .returning({ id: oneTimeTokens.id }),
    db
      .delete(verificationTokens)
      .where(lt(verificationTokens.expires, now))
      .returning({ id: verificationTokens.token }),
    db
      .delete(knownDevices)
      .where(lt(knownDevices.lastSeenAt, devicesUnseenSince))
      .returning({ id: knownDevices.deviceHash }),
  ]);
  return {
    sessions: ended.length,
    tokens: tokens.length + adapterTokens.length,
    devices: devices.length,
  };
}
