import { and, asc, eq } from "drizzle-orm";

import type { Database } from "../client";
import { teamActivities } from "../schema";

/** A team's activity log, oldest first; with `action`, only the entries of that action. */
export function teamLog(db: Database, teamId: string, action?: string) {
  return db
    .select()
    .from(teamActivities)
    .where(
      and(
        eq(teamActivities.teamId, teamId),
        action === undefined ? undefined : eq(teamActivities.action, action),
      ),
    )
    .orderBy(asc(teamActivities.createdAt));
}
