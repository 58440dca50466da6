import type { Database } from "@teamkit/db";
import { and, count, eq, memberships } from "@teamkit/db";

/** A member whose ownership (or membership) of a team that goes on ends. */
export interface OwnerLoss {
  teamId: string;
  userId: string;
  reason: "demoted" | "left" | "removed" | "accountDeleted";
}

/**
 * Work around a change that ends someone's ownership of a team that goes on (billing cancels the
 * subscription that person pays for, then tells the other owners). `before` runs outside the
 * change's transaction, since it may call a payment provider whose webhook locks the team's row;
 * if it throws, nothing changes. `after` runs once the change committed.
 */
export interface OwnerLossHooks {
  before(loss: OwnerLoss): Promise<void>;
  after(loss: OwnerLoss): Promise<void>;
}

/** The member's role and the team's owner count, read without a lock (a forecast only). */
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
