import type { Database, Transaction } from "@teamkit/db";
import { auditLogs, desc } from "@teamkit/db";

/** Every action the admin audit log records; the overview names each (`admin.overview.auditAction`). */
export const AUDIT_ACTIONS = [
  "impersonation.started",
  "impersonation.stopped",
  "user.deleted",
  "user.verificationResent",
  "user.twoFactorReset",
  "mail.retried",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** The row keeps these even after the account is gone. */
export interface AuditPerson {
  id: string;
  email: string;
  name: string | null;
}

export interface AuditEntry {
  id: string;
  action: string;
  actorId: string | null;
  actorEmail: string | null;
  actorName: string | null;
  targetId: string | null;
  targetEmail: string | null;
  targetName: string | null;
  ip: string | null;
  details: Record<string, unknown> | null;
  createdAt: Date;
}

export async function recordAudit(
  db: Database | Transaction,
  entry: {
    actor: AuditPerson;
    action: AuditAction;
    target: AuditPerson;
    ip: string;
    details?: Record<string, string | number | boolean | null | string[]>;
  },
): Promise<void> {
  await db.insert(auditLogs).values({
    actorId: entry.actor.id,
    actorEmail: entry.actor.email,
    actorName: entry.actor.name,
    action: entry.action,
    targetType: "user",
    targetId: entry.target.id,
    targetEmail: entry.target.email,
    targetName: entry.target.name,
    ip: entry.ip,
    metadata: entry.details ?? null,
  });
}

export async function listAudit(db: Database, limit = 10): Promise<AuditEntry[]> {
  return db
    .select({
      id: auditLogs.id,
      action: auditLogs.action,
      actorId: auditLogs.actorId,
      actorEmail: auditLogs.actorEmail,
      actorName: auditLogs.actorName,
      targetId: auditLogs.targetId,
      targetEmail: auditLogs.targetEmail,
      targetName: auditLogs.targetName,
      ip: auditLogs.ip,
      details: auditLogs.metadata,
      createdAt: auditLogs.createdAt,
    })
    .from(auditLogs)
    .orderBy(desc(auditLogs.createdAt), desc(auditLogs.id))
    .limit(limit);
}
