import type { Database } from "@teamkit/db";
import { endSessionByKey, getSession, startImpersonatedSession } from "@teamkit/auth";

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
  const adminSession = await getSession(db, input.adminToken, now);
  const restorable =
    adminSession &&
    input.adminToken &&
    adminSession.user.id === impersonatorId &&
    adminSession.user.role === "admin" &&
    !adminSession.impersonatorId
      ? { token: input.adminToken, expires: adminSession.expires }
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
