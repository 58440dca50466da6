import type { Database } from "@teamkit/db";
import { and, eq, ne, sessions } from "@teamkit/db";

import { createAuthAdapter } from "./adapter";
import { SESSION_MAX_AGE_MS, sessionKey } from "./session";
import { createToken } from "./tokens";

export interface StartedSession {
  token: string;
  expires: Date;
}

/** A new token on every sign-in, so a token from before sign-in never becomes a signed-in one. */
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

export async function startImpersonatedSession(
  db: Database,
  values: { userId: string; impersonatorId: string; expires: Date; now?: Date },
): Promise<StartedSession> {
  const token = createToken();
  await db.insert(sessions).values({
    sessionToken: sessionKey(token),
    userId: values.userId,
    impersonatorId: values.impersonatorId,
    expires: values.expires,
    createdAt: values.now ?? new Date(),
    lastActiveAt: values.now ?? new Date(),
  });
  return { token, expires: values.expires };
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
}

export async function endAllSessions(db: Database, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}
