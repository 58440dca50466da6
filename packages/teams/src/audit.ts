import { TZDate } from "@date-fns/tz";
import { alias } from "drizzle-orm/pg-core";

import type { BillingActivityAction } from "@teamkit/billing";
import type { Database, SQL } from "@teamkit/db";
import type { AuditActionGroup, AuditLogFilters } from "@teamkit/validators";
import {
  and,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  lt,
  teamActivities,
  users,
} from "@teamkit/db";
import { AUDIT_EXPORT_MAX_ROWS, AUDIT_PAGE_SIZE } from "@teamkit/validators";

import type { TeamActivityAction } from "./activity";
import { toCsv } from "./csv";

/**
 * Listed rather than matched by prefix, so the filter is an `IN` on the indexed column whatever the
 * collation.
 */
export const AUDIT_ACTIONS = {
  team: ["team.created", "team.renamed", "team.twoFactorRequired", "team.twoFactorOptional"],
  members: ["member.joined", "member.roleChanged", "member.removed", "member.left"],
  invitations: [
    "invitation.created",
    "invitation.renewed",
    "invitation.revoked",
    "invitation.declined",
  ],
  tasks: ["task.created", "task.completed", "task.assigned", "task.deleted"],
  billing: [
    "billing.checkoutStarted",
    "billing.subscriptionChanged",
    "billing.planSwitched",
    "billing.cancelRequested",
    "billing.resumeRequested",
    "billing.pauseRequested",
    "billing.canceledOnOwnerChange",
  ],
} as const satisfies Record<
  AuditActionGroup,
  readonly (TeamActivityAction | BillingActivityAction)[]
>;

type AssertNever<T extends never> = T;
/** Compiles only while every action the log records belongs to a group of the filter. */
export type EveryActionGrouped = AssertNever<
  Exclude<
    TeamActivityAction | BillingActivityAction,
    (typeof AUDIT_ACTIONS)[AuditActionGroup][number]
  >
>;

export interface AuditEntry {
  id: string;
  action: string;
  actorId: string | null;
  actorName: string | null;
  impersonated: boolean;
  impersonatorName: string | null;
  targetType: string | null;
  targetLabel: string | null;
  details: Record<string, string | number | boolean | null> | null;
  createdAt: Date;
}

export interface AuditPage {
  entries: AuditEntry[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
}

export interface AuditActor {
  id: string;
  name: string | null;
}

const impersonator = alias(users, "impersonator");

const ENTRY_COLUMNS = {
  id: teamActivities.id,
  action: teamActivities.action,
  actorId: teamActivities.actorId,
  actorName: teamActivities.actorName,
  impersonatorId: teamActivities.impersonatorId,
  impersonatorName: impersonator.name,
  targetType: teamActivities.targetType,
  targetLabel: teamActivities.targetLabel,
  details: teamActivities.details,
  createdAt: teamActivities.createdAt,
};

/** Local midnight of `day` (plus `addDays`) in `timeZone`, daylight saving switches included. */
export function startOfDay(day: string, timeZone: string, addDays = 0): Date {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return new Date(new TZDate(year, month - 1, date + addDays, timeZone).getTime());
}

function auditWhere(teamId: string, filters: AuditLogFilters): SQL | undefined {
  const conditions: SQL[] = [eq(teamActivities.teamId, teamId)];
  if (filters.group)
    conditions.push(inArray(teamActivities.action, [...AUDIT_ACTIONS[filters.group]]));
  if (filters.actorId) conditions.push(eq(teamActivities.actorId, filters.actorId));
  if (filters.from)
    conditions.push(gte(teamActivities.createdAt, startOfDay(filters.from, filters.timeZone)));
  // The range includes its last day: everything before the next day begins.
  if (filters.to)
    conditions.push(lt(teamActivities.createdAt, startOfDay(filters.to, filters.timeZone, 1)));
  return and(...conditions);
}

async function selectEntries(
  db: Database,
  teamId: string,
  filters: AuditLogFilters,
  limit: number,
  offset: number,
): Promise<AuditEntry[]> {
  const rows = await db
    .select(ENTRY_COLUMNS)
    .from(teamActivities)
    .leftJoin(impersonator, eq(impersonator.id, teamActivities.impersonatorId))
    .where(auditWhere(teamId, filters))
    .orderBy(desc(teamActivities.createdAt), desc(teamActivities.id))
    .limit(limit)
    .offset(offset);
  return rows.map(({ impersonatorId, ...row }) => ({ ...row, impersonated: !!impersonatorId }));
}

export async function listAuditLog(
  db: Database,
  teamId: string,
  filters: AuditLogFilters & { page: number },
): Promise<AuditPage> {
  const [counted] = await db
    .select({ total: count() })
    .from(teamActivities)
    .where(auditWhere(teamId, filters));
  const total = counted?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE));
  const page = Math.min(filters.page, pageCount);
  const entries =
    total === 0
      ? []
      : await selectEntries(db, teamId, filters, AUDIT_PAGE_SIZE, (page - 1) * AUDIT_PAGE_SIZE);
  return { entries, total, page, pageSize: AUDIT_PAGE_SIZE, pageCount };
}

export async function listAuditActors(db: Database, teamId: string): Promise<AuditActor[]> {
  const rows = await db
    .selectDistinctOn([teamActivities.actorId], {
      id: teamActivities.actorId,
      name: teamActivities.actorName,
    })
    .from(teamActivities)
    .where(and(eq(teamActivities.teamId, teamId), isNotNull(teamActivities.actorId)))
    .orderBy(teamActivities.actorId, desc(teamActivities.createdAt));
  return rows
    .filter((row): row is AuditActor => row.id !== null)
    .sort((a, b) => (a.name ?? "").localeCompare(b.name ?? ""));
}

export const AUDIT_CSV_COLUMNS = [
  "time",
  "action",
  "actor_id",
  "actor",
  "impersonated_by",
  "target_type",
  "target",
  "details",
] as const;

export interface AuditExport {
  csv: string;
  rowCount: number;
  truncated: boolean;
}

export async function exportAuditLog(
  db: Database,
  teamId: string,
  filters: AuditLogFilters,
  maxRows: number = AUDIT_EXPORT_MAX_ROWS,
): Promise<AuditExport> {
  const entries = await selectEntries(db, teamId, filters, maxRows + 1, 0);
  const truncated = entries.length > maxRows;
  const kept = truncated ? entries.slice(0, maxRows) : entries;
  const csv = toCsv([
    AUDIT_CSV_COLUMNS,
    ...kept.map((entry) => [
      entry.createdAt.toISOString(),
      entry.action,
      entry.actorId,
      entry.actorName,
      entry.impersonated ? (entry.impersonatorName ?? "admin") : null,
      entry.targetType,
      entry.targetLabel,
      entry.details ? JSON.stringify(entry.details) : null,
    ]),
  ]);
  return { csv, rowCount: kept.length, truncated };
}
