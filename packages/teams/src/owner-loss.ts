import type { Database } from "@teamkit/db";
import { and, count, eq, memberships } from "@teamkit/db";

/**
 * The member's role and the team's owner count, read without a lock: the forecast by which a flow
 * knows whether a change ends the ownership of someone who may pay for the team.
 */
export async function peekMember(db: Database, teamId: string, userId: string) {
  const [member] = await db
    .select({ role: memberships.role })
    .from(memberships)
    .where(and(eq(memberships.teamId, teamId), eq(memberships.userId, userId)));
  if (!member) return null;
  const [owners] = await db
    .select({ n: count() })
    .from(memberships)
    .where(and(eq(memberships.teamId, teamId), eq(memberships.role, "owner")));
  return { role: member.role, owners: owners?.n ?? 0 };
}
