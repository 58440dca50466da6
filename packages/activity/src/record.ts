import type { Database, Transaction } from "@teamkit/db";
import { teamActivities } from "@teamkit/db";

/** Who acted in a team (null: the system, such as the payment provider through a webhook). */
export interface ActivityActor {
  userId: string;
  name: string | null;
  impersonatorId: string | null;
}

export interface ActivityEntry<Action extends string = string> {
  teamId: string;
  actor: ActivityActor | null;
  action: Action;
  target?: {
    type: "user" | "invitation" | "team" | "task" | "subscription";
    id: string | null;
    label: string | null;
  };
  details?: Record<string, string | number | boolean | null>;
}

// The log is append-only and has no foreign keys, so deleting a user or a team erases no history.
export async function recordActivity(
  db: Database | Transaction,
  entry: ActivityEntry,
): Promise<void> {
  await db.insert(teamActivities).values({
    teamId: entry.teamId,
    actorId: entry.actor?.userId ?? null,
    actorName: entry.actor?.name ?? null,
    impersonatorId: entry.actor?.impersonatorId ?? null,
    action: entry.action,
    targetType: entry.target?.type ?? null,
    targetId: entry.target?.id ?? null,
    targetLabel: entry.target?.label ?? null,
    details: entry.details ?? null,
  });
}
