import type { TRPCRouterRecord } from "@trpc/server";

import { getEntitlements } from "@teamkit/billing";
import { exportAuditLog, listAuditActors, listAuditLog } from "@teamkit/teams";
import { AppError, ExportAuditLogInput, ListAuditLogInput } from "@teamkit/validators";

import { toTRPCError } from "../../errors";
import { teamOwnerProcedure } from "../../trpc";

/** Neither the page nor a direct call reads the log without a plan that includes it. */
const auditProcedure = teamOwnerProcedure.use(async ({ ctx, next }) => {
  const entitlements = await getEntitlements(ctx.db, ctx.team.id);
  if (!entitlements.features.auditLog) {
    throw toTRPCError(new AppError("FORBIDDEN", { messageKey: "teamAudit.errors.upgrade" }));
  }
  return next();
});

export const auditRouter = {
  list: auditProcedure
    .input(ListAuditLogInput)
    .query(({ ctx, input }) => listAuditLog(ctx.db, ctx.team.id, input)),

  actors: auditProcedure.query(({ ctx }) => listAuditActors(ctx.db, ctx.team.id)),

  export: auditProcedure
    .input(ExportAuditLogInput)
    .query(({ ctx, input }) => exportAuditLog(ctx.db, ctx.team.id, input)),
} satisfies TRPCRouterRecord;
