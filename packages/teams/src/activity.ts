import type { ActivityEntry } from "@teamkit/activity";
import type { Database } from "@teamkit/db";
import { recordActivity as appendActivity } from "@teamkit/activity";
import { and, desc, eq, teamActivities } from "@teamkit/db";

import type { Actor, Db } from "./actor";

export type TeamActivityAction =
  | "team.created"
  | "team.renamed"
  | "team.twoFactorRequired"
  | "team.twoFactorOptional"
  | "member.joined"
  | "member.roleChanged"
  | "member.removed"
  | "member.left"
  | "invitation.created"
  | "invitation.renewed"
  | "invitation.revoked"
  | "invitation.declined"
  | "task.created"
  | "task.completed"
  | "task.assigned"
  | "task.deleted";

export interface TeamActivity {
  id: string;
  action: string;
  actorId: string | null;
  actorName: string | null;
  impersonated: boolean;
  targetType: string | null;
  targetLabel: string | null;
  details: Record<string, string | number | boolean | null> | null;
  createdAt: Date;
}

export function recordActivity(
  db: Db,
  entry: ActivityEntry<TeamActivityAction> & { actor: Actor | null },
): Promise<void> {
  return appendActivity(db, entry);
}

export async function listActivity(
  db: Database,
  teamId: string,
  options: { limit?: number; action?: string } = {},
): Promise<TeamActivity[]> {
  const rows = await db
    .select({
      id: teamActivities.id,
      action: teamActivities.action,
      actorId: teamActivities.actorId,
      actorName: teamActivities.actorName,
      impersonatorId: teamActivities.impersonatorId,
      targetType: teamActivities.targetType,
      targetLabel: teamActivities.targetLabel,
      details: teamActivities.details,
      createdAt: teamActivities.createdAt,
    })
    .from(teamActivities)
    .where(
      options.action
        ? and(eq(teamActivities.teamId, teamId), eq(teamActivities.action, options.action))
        : eq(teamActivities.teamId, teamId),
    )
    .orderBy(desc(teamActivities.createdAt), desc(teamActivities.id))
    .limit(options.limit ?? 20);
  return rows.map(({ impersonatorId, ...row }) => ({ ...row, impersonated: !!impersonatorId }));
}
