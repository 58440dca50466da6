import type { EndedImpersonation } from "@teamkit/auth";
import type { Database, Transaction } from "@teamkit/db";
import {
  endExpiredImpersonations,
  endImpersonationsFrom,
  endSessionByKey,
  getSession,
  startImpersonatedSession,
} from "@teamkit/auth";

import type { AuditPerson } from "./audit";
import { recordAudit } from "./audit";
import { loadPerson, loadTarget } from "./targets";

export const IMPERSONATION_TTL_MS = 60 * 60 * 1000;

export async function startImpersonation(
  db: Database,
  input: {
    adminId: string;
    /** The key of the admin's session (`Session.id`): the impersonation ends with it. */
    adminSessionId: string;
    userId: string;
    reason: string;
    ip: string;
    now?: Date;
  },
): Promise<{ token: string; expires: Date; user: AuditPerson }> {
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    const admin = await loadPerson(tx, input.adminId);
    const target = await loadTarget(tx, input.adminId, input.userId);
    const session = await startImpersonatedSession(tx, {
      userId: target.id,
      impersonatorId: admin.id,
      impersonatorSession: input.adminSessionId,
      expires: new Date(now.getTime() + IMPERSONATION_TTL_MS),
      now,
    });
    await recordAudit(tx, {
      actor: admin,
      action: "impersonation.started",
      target,
      ip: input.ip,
      details: { reason: input.reason, expiresAt: session.expires.toISOString() },
    });
    return { ...session, user: { id: target.id, email: target.email, name: target.name } };
  });
}

/** The admin's own session behind `adminToken`, while it is live and acts as that admin. */
async function restorableAdminSession(
  db: Database,
  adminToken: string | undefined,
  impersonatorId: string | null,
  now: Date,
) {
  const adminSession = await getSession(db, adminToken, now);
  if (
    !adminToken ||
    adminSession?.user.role !== "admin" ||
    adminSession.impersonatorId ||
    (impersonatorId !== null && adminSession.user.id !== impersonatorId)
  )
    return null;
  return {
    id: adminSession.id,
    adminId: adminSession.user.id,
    token: adminToken,
    expires: adminSession.expires,
  };
}

/**
 * The browser's impersonation ran out (its cookie went with the hour) and it still holds the admin's
 * own session: what is left of the impersonations started from that session is ended and recorded
 * (`impersonation.expired` once the hour had passed), and the admin's session is handed back.
 * Null when `adminToken` is no live session of an admin acting as themselves.
 */
export async function returnFromImpersonation(
  db: Database,
  input: { adminToken: string | undefined; ip: string; now?: Date },
): Promise<{ token: string; expires: Date } | null> {
  const now = input.now ?? new Date();
  const adminSession = await restorableAdminSession(db, input.adminToken, null, now);
  if (!adminSession) return null;
  await db.transaction(async (tx) =>
    recordEnded(tx, await endImpersonationsFrom(tx, adminSession.id), input.ip, now),
  );
  return { token: adminSession.token, expires: adminSession.expires };
}

/**
 * The scheduler's, before it deletes expired sessions: every impersonation whose hour has run out
 * is ended and recorded (`impersonation.expired`), also when its admin never comes back for it.
 */
export async function recordExpiredImpersonations(db: Database, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const ended = await endExpiredImpersonations(tx, now);
    await recordEnded(tx, ended, null, now);
    return ended.length;
  });
}

async function recordEnded(
  tx: Transaction,
  ended: EndedImpersonation[],
  ip: string | null,
  now: Date,
): Promise<void> {
  for (const { userId, impersonatorId, expires } of ended) {
    const hasExpired = expires <= now;
    await recordAudit(tx, {
      actor: await loadPerson(tx, impersonatorId),
      action: hasExpired ? "impersonation.expired" : "impersonation.stopped",
      target: await loadPerson(tx, userId),
      ip,
      details: hasExpired ? { expiredAt: expires.toISOString() } : undefined,
    });
  }
}

export async function stopImpersonation(
  db: Database,
  input: {
    session: { id: string; user: AuditPerson; impersonatorId: string };
    adminToken: string | undefined;
    ip: string;
    now?: Date;
  },
): Promise<{ token: string; expires: Date } | null> {
  const now = input.now ?? new Date();
  const { impersonatorId } = input.session;
  const user = {
    id: input.session.user.id,
    email: input.session.user.email,
    name: input.session.user.name,
  };
  const adminSession = await restorableAdminSession(db, input.adminToken, impersonatorId, now);
  const restorable = adminSession
    ? { token: adminSession.token, expires: adminSession.expires }
    : null;
  await db.transaction(async (tx) => {
    await endSessionByKey(tx, input.session.id);
    // The session cascades from its admin, so the admin exists while it does.
    await recordAudit(tx, {
      actor: await loadPerson(tx, impersonatorId),
      action: "impersonation.stopped",
      target: user,
      ip: input.ip,
    });
  });
  return restorable;
}
