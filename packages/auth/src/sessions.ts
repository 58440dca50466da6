import type { Database } from "@teamkit/db";
import { and, eq, isNotNull, lte, ne, sessions, sql } from "@teamkit/db";

import { createAuthAdapter } from "./adapter";
import { discardPendingEmailChange } from "./flows/one-time-tokens";
import { SESSION_MAX_AGE_MS, sessionKey } from "./session";
import { createToken } from "./tokens";

export interface StartedSession {
  token: string;
  expires: Date;
}

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
    impersonatorSession?: string;
    device?: MobileDevice;
    userAgent?: string;
  },
): Promise<StartedSession> {
  const token = createToken();
  await db.insert(sessions).values({
    sessionToken: sessionKey(token),
    userId: values.userId,
    impersonatorId: values.impersonatorId,
    impersonatorSession: values.impersonatorSession,
    kind: values.device ? "mobile" : "web",
    deviceName: values.device?.name,
    // Enough to name the browser in the sessions list; a header of any length is not stored.
    userAgent: values.userAgent?.slice(0, 512),
    expires: values.expires,
    createdAt: values.now,
    lastActiveAt: values.now,
  });
  return { token, expires: values.expires };
}

/** A new token on every sign-in, so a token from before sign-in never becomes a signed-in one. */
export function startSession(
  db: Database,
  userId: string,
  now = new Date(),
  client: { device?: MobileDevice; userAgent?: string } = {},
): Promise<StartedSession> {
  const expires = new Date(now.getTime() + SESSION_MAX_AGE_MS);
  return insertSession(db, { userId, expires, now, ...client });
}

/** Ends with the admin's own session, `impersonatorSession` (its key), however that one ends. */
export function startImpersonatedSession(
  db: Database,
  values: {
    userId: string;
    impersonatorId: string;
    impersonatorSession: string;
    expires: Date;
    now?: Date;
  },
): Promise<StartedSession> {
  return insertSession(db, { ...values, now: values.now ?? new Date() });
}

export interface EndedImpersonation {
  userId: string;
  impersonatorId: string;
  expires: Date;
}

const endedImpersonation = {
  userId: sessions.userId,
  impersonatorId: sql<string>`${sessions.impersonatorId}`,
  expires: sessions.expires,
};

/** Ends the impersonations started from the admin session `adminSessionKey`, expired ones too. */
export function endImpersonationsFrom(
  db: Database,
  adminSessionKey: string,
): Promise<EndedImpersonation[]> {
  return db
    .delete(sessions)
    .where(eq(sessions.impersonatorSession, adminSessionKey))
    .returning(endedImpersonation);
}

/** Ends every impersonation whose hour had run out by `now`. */
export function endExpiredImpersonations(db: Database, now: Date): Promise<EndedImpersonation[]> {
  return db
    .delete(sessions)
    .where(and(isNotNull(sessions.impersonatorId), lte(sessions.expires, now)))
    .returning(endedImpersonation);
}

export async function endSessionByKey(db: Database, key: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.sessionToken, key));
}

export async function endSession(db: Database, token: string): Promise<void> {
  await createAuthAdapter(db).deleteSession?.(token);
}

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
  await discardPendingEmailChange(db, userId);
}

export async function endAllSessions(db: Database, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
  await discardPendingEmailChange(db, userId);
}
