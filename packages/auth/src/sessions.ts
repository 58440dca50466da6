import type { Database } from "@teamkit/db";
import { and, eq, ne, sessions } from "@teamkit/db";

import { createAuthAdapter } from "./adapter";
import { SESSION_MAX_AGE_MS, sessionKey } from "./session";
import { createToken } from "./tokens";

export interface StartedSession {
  /** The raw token: goes into the session cookie (web) or the Bearer header (mobile), never stored. */
  token: string;
  expires: Date;
}

/**
 * Starts a new session through Auth.js's adapter (a new token on every sign-in, so a token from
 * before sign-in can never become a signed-in one).
 */
export async function startSession(
  db: Database,
  userId: string,
  now = new Date(),
): Promise<StartedSession> {
  const token = createToken();
  const expires = new Date(now.getTime() + SESSION_MAX_AGE_MS);
  await createAuthAdapter(db).createSession?.({ sessionToken: token, userId, expires });
  return { token, expires };
}

/** Ends one session (logout). Unknown tokens are ignored. */
export async function endSession(db: Database, token: string): Promise<void> {
  await createAuthAdapter(db).deleteSession?.(token);
}

/** Ends every session of a user except the one given (password change). */
export async function endOtherSessions(
  db: Database,
  userId: string,
  keepToken: string | undefined,
): Promise<void> {
  await db
    .delete(sessions)
    .where(
      keepToken
        ? and(eq(sessions.userId, userId), ne(sessions.sessionToken, sessionKey(keepToken)))
        : eq(sessions.userId, userId),
    );
}

/** Ends every session of a user (password reset, account deletion). */
export async function endAllSessions(db: Database, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}
