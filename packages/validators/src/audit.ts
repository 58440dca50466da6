import { z } from "zod";

import { calendarDateSchema, timeZoneSchema } from "./tasks";
import { idSchema, TeamIdInput } from "./teams";

export const AUDIT_ACTION_GROUPS = ["team", "members", "invitations", "tasks", "billing"] as const;
export type AuditActionGroup = (typeof AUDIT_ACTION_GROUPS)[number];

export const AUDIT_PAGE_SIZE = 25;
/** The most rows one CSV export holds; the newest are kept, and the export says it was cut. */
export const AUDIT_EXPORT_MAX_ROWS = 10_000;

/** A date range of calendar days (both ends included) on the viewer's calendar (`timeZone`). */
export const AuditLogFilters = z.object({
  group: z.enum(AUDIT_ACTION_GROUPS).optional(),
  actorId: idSchema.optional(),
  from: calendarDateSchema.optional(),
  to: calendarDateSchema.optional(),
  timeZone: timeZoneSchema.default("UTC"),
});
export type AuditLogFilters = z.infer<typeof AuditLogFilters>;

export const ListAuditLogInput = TeamIdInput.extend({
  ...AuditLogFilters.shape,
  page: z.number().int().min(1).max(10_000).default(1),
});
export type ListAuditLogInput = z.infer<typeof ListAuditLogInput>;

export const ExportAuditLogInput = TeamIdInput.extend(AuditLogFilters.shape);
export type ExportAuditLogInput = z.infer<typeof ExportAuditLogInput>;
