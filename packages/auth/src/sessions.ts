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

/** The phone a mobile sign-in is for: its session is marked mobile and carries this name. */
export interface MobileDevice {
  name: string;
}

async function insertSession(
  db: Database,
  values: {
    userId: string;
    expires: Date;
    now: Date;
    impersonatorId?: string;
    device?: MobileDevice;
  },
): Promise<StartedSession> {
  const token = createToken();
  await db.insert(sessions).values({
    sessionToken: sessionKey(token),
    userId: values.userId,
    impersonatorId: values.impersonatorId,
    kind: values.device ? "mobile" : "web",
    deviceName: values.device?.name,
    expires: values.expires,
    createdAt: values.now,
    lastActiveAt: values.now,
  });
  return { token, expires: values.expires };
}

/**
 * Starts a new session (web, or mobile for a `device`) with a new token, so a token from before
 * sign-in can never become a signed-in one.
 */
export function startSession(
  db: Database,
  userId: string,
  now = new Date(),
  device?: MobileDevice,
): Promise<StartedSession> {
  const expires = new Date(now.getTime() + SESSION_MAX_AGE_MS);
  return insertSession(db, { userId, expires, now, device });
}

/**
 * Starts a session of `userId` on behalf of the platform admin `impersonatorId`, ending at
 * `expires` (short: an impersonation ends by itself). The API refuses most mutations in it.
 */
export function startImpersonatedSession(
  db: Database,
  values: { userId: string; impersonatorId: string; expires: Date; now?: Date },
): Promise<StartedSession> {
  return insertSession(db, { ...values, now: values.now ?? new Date() });
}

/** Ends one session by its stored key (`Session.id`). */
export async function endSessionByKey(db: Database, key: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.sessionToken, key));
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
