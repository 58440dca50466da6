import type { Database } from "@teamkit/db";
import { lt, oneTimeTokens, or, sessions, verificationTokens } from "@teamkit/db";

import { SESSION_IDLE_MS } from "./session";

/** Sessions past their absolute or idle limit, and spent or unspent tokens past their expiry. */
export async function deleteExpiredAuthRows(
  db: Database,
  now = new Date(),
): Promise<{ sessions: number; tokens: number }> {
  const idleSince = new Date(now.getTime() - SESSION_IDLE_MS);
  const [ended, tokens, adapterTokens] = await Promise.all([
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
  ]);
  return { sessions: ended.length, tokens: tokens.length + adapterTokens.length };
}
