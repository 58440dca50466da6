import type { Database } from "@teamkit/db";
import { and, count, eq, memberships } from "@teamkit/db";

/**
 * Read without a lock: a forecast of whether a change ends the ownership of someone who may pay.
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
