import type { Database, Transaction } from "@teamkit/db";
import { auditLogs, desc, sql } from "@teamkit/db";

/** Every action the admin audit log records; the overview names each (`admin.overview.auditAction`). */
export const AUDIT_ACTIONS = [
  "impersonation.started",
  "impersonation.stopped",
  "impersonation.expired",
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
    /** Null for what the scheduler records. */
    ip: string | null;
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

/** How many admin actions the overview shows, and each "Show older" adds. */
export const AUDIT_PAGE_SIZE = 10;

export interface AuditPage {
  entries: AuditEntry[];
  /** The last entry's id when older ones exist: where the next page starts. */
  nextCursor: string | null;
}

/**
 * The admin actions, newest first, a page at a time. The cursor is an entry's id and its own time
 * is read in the query: a time passed through JavaScript would lose the database's microseconds.
 */
export async function listAudit(
  db: Database,
  { cursor = null, limit = AUDIT_PAGE_SIZE }: { cursor?: string | null; limit?: number } = {},
): Promise<AuditPage> {
  const rows = await db
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
    .where(
      cursor
        ? sql`(${auditLogs.createdAt}, ${auditLogs.id}) < (select c.created_at, c.id from ${auditLogs} c where c.id = ${cursor})`
        : undefined,
    )
    .orderBy(desc(auditLogs.createdAt), desc(auditLogs.id))
    .limit(limit + 1);
  const entries = rows.slice(0, limit);
  return { entries, nextCursor: rows.length > limit ? (entries.at(-1)?.id ?? null) : null };
}
