import type { TRPCRouterRecord } from "@trpc/server";

import { getEntitlements } from "@teamkit/billing";
import { exportAuditLog, listAuditActors, listAuditLog } from "@teamkit/teams";
import { AppError, ExportAuditLogInput, ListAuditLogInput } from "@teamkit/validators";

import { toTRPCError } from "../../errors";
import { teamOwnerProcedure } from "../../trpc";

/**
 * An owner of a team whose plan includes the audit log (as `getEntitlements` reads the
 * subscription): FORBIDDEN with the upgrade message for every other plan or status, so neither
 * the page nor a direct call reads the log without it.
 */
const auditProcedure = teamOwnerProcedure.use(async ({ ctx, next }) => {
  const entitlements = await getEntitlements(ctx.db, ctx.team.id);
  if (!entitlements.features.auditLog) {
    throw toTRPCError(new AppError("FORBIDDEN", { messageKey: "teamAudit.errors.upgrade" }));
  }
  return next();
});

/**
 * `team.audit.*`: the team's activity log for owners of a plan with the audit log. Reading it is
 * allowed while an admin impersonates the owner (queries are by default): support sees what the
 * owner sees, and every entry the admin causes names them.
 */
export const auditRouter = {
  /** One page of the filtered log, newest first. */
  list: auditProcedure
    .input(ListAuditLogInput)
    .query(({ ctx, input }) => listAuditLog(ctx.db, ctx.team.id, input)),

  /** Everyone who appears as an actor in the log, for the actor filter. */
  actors: auditProcedure.query(({ ctx }) => listAuditActors(ctx.db, ctx.team.id)),

  /** The filtered log as CSV (UTF-8 with BOM), at most 10,000 entries, newest first. */
  export: auditProcedure
    .input(ExportAuditLogInput)
    .query(({ ctx, input }) => exportAuditLog(ctx.db, ctx.team.id, input)),
} satisfies TRPCRouterRecord;
