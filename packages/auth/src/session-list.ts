import type { Database } from "@teamkit/db";
import { and, asc, desc, eq, gt, isNull, ne, sessions, sql, trustedBrowsers } from "@teamkit/db";
import { AppError } from "@teamkit/validators";

import type { SessionKind } from "./session";
import type { BrowserLabel } from "./user-agent";
import { discardPendingEmailChange } from "./flows/one-time-tokens";
import { describeUserAgent } from "./user-agent";

/**
 * A session's id in the list: a hash of its key, so the page never holds the key itself. The same
 * expression finds the row again when one is ended.
 */
const publicSessionId = sql<string>`left(encode(sha256(convert_to(${sessions.sessionToken}, 'UTF8')), 'hex'), 32)`;

export interface ListedSession extends BrowserLabel {
  id: string;
  kind: SessionKind;
  deviceName: string | null;
  isCurrent: boolean;
  createdAt: Date;
  lastActiveAt: Date;
}

export interface ListedTrustedBrowser extends BrowserLabel {
  id: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  expiresAt: Date;
}

export interface SessionList {
  sessions: ListedSession[];
  trustedBrowsers: ListedTrustedBrowser[];
}

/**
 * Sessions an admin opened to act as the user are left out: they are the admin's (audited in the
 * admin log), end on their own within the hour, and listing them would name the admin's browser.
 */
const ownSessions = (userId: string) =>
  and(eq(sessions.userId, userId), isNull(sessions.impersonatorId));

export async function listSessions(
  db: Database,
  { userId, currentKey, now = new Date() }: { userId: string; currentKey: string; now?: Date },
): Promise<SessionList> {
  const [sessionRows, browserRows] = await Promise.all([
    db
      .select({
        id: publicSessionId,
        key: sessions.sessionToken,
        kind: sessions.kind,
        deviceName: sessions.deviceName,
        userAgent: sessions.userAgent,
        createdAt: sessions.createdAt,
        lastActiveAt: sessions.lastActiveAt,
      })
      .from(sessions)
      .where(and(ownSessions(userId), gt(sessions.expires, now)))
      .orderBy(desc(sessions.lastActiveAt), desc(sessions.createdAt)),
    db
      .select({
        id: trustedBrowsers.id,
        userAgent: trustedBrowsers.userAgent,
        createdAt: trustedBrowsers.createdAt,
        lastUsedAt: trustedBrowsers.lastUsedAt,
        expiresAt: trustedBrowsers.expiresAt,
      })
      .from(trustedBrowsers)
      .where(and(eq(trustedBrowsers.userId, userId), gt(trustedBrowsers.expiresAt, now)))
      .orderBy(asc(trustedBrowsers.createdAt)),
  ]);
  const listed = sessionRows.map(({ key, userAgent, ...row }) => ({
    ...row,
    ...(row.kind === "web" ? describeUserAgent(userAgent) : { browser: null, os: null }),
    isCurrent: key === currentKey,
  }));
  return {
    sessions: [...listed.filter((s) => s.isCurrent), ...listed.filter((s) => !s.isCurrent)],
    trustedBrowsers: browserRows.map(({ userAgent, ...row }) => ({
      ...row,
      ...describeUserAgent(userAgent),
    })),
  };
}

/**
 * Ends one of the user's other sessions; its device is signed out at its next request. The
 * current session is ended by signing out, never here.
 */
export async function endListedSession(
  db: Database,
  { userId, currentKey, id }: { userId: string; currentKey: string; id: string },
): Promise<void> {
  const ended = await db
    .delete(sessions)
    .where(and(ownSessions(userId), ne(sessions.sessionToken, currentKey), eq(publicSessionId, id)))
    .returning({ userId: sessions.userId });
  if (ended.length > 0) return discardPendingEmailChange(db, userId);
  const [current] = await db
    .select({ id: publicSessionId })
    .from(sessions)
    .where(eq(sessions.sessionToken, currentKey));
  if (current?.id === id) {
    throw new AppError("BAD_REQUEST", { messageKey: "account.sessions.errors.current" });
  }
  throw new AppError("NOT_FOUND", { messageKey: "account.sessions.errors.notFound" });
}

/** Ends every session of the user but the current one (and an admin's, see `ownSessions`). */
export async function endOtherListedSessions(
  db: Database,
  { userId, currentKey }: { userId: string; currentKey: string },
): Promise<{ ended: number }> {
  const ended = await db
    .delete(sessions)
    .where(and(ownSessions(userId), ne(sessions.sessionToken, currentKey)))
    .returning({ userId: sessions.userId });
  await discardPendingEmailChange(db, userId);
  return { ended: ended.length };
}

/** The browser must pass the second factor again at its next sign-in. */
export async function forgetTrustedBrowser(
  db: Database,
  { userId, id }: { userId: string; id: string },
): Promise<void> {
  const forgotten = await db
    .delete(trustedBrowsers)
    .where(and(eq(trustedBrowsers.userId, userId), eq(trustedBrowsers.id, id)))
    .returning({ id: trustedBrowsers.id });
  if (forgotten.length === 0) {
    throw new AppError("NOT_FOUND", { messageKey: "account.sessions.errors.browserNotFound" });
  }
}
