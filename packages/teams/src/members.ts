import type { Database, Transaction } from "@teamkit/db";
import type { TeamRole } from "@teamkit/validators";
import {
  and,
  asc,
  count,
  eq,
  inArray,
  isNotNull,
  memberships,
  RUNNING_SUBSCRIPTION_STATUSES,
  subscriptions,
  users,
} from "@teamkit/db";
import { AppError } from "@teamkit/validators";

import type { Actor, Db } from "./actor";
import { recordActivity } from "./activity";
import { lockTeam } from "./teams";

export interface TeamMember {
  userId: string;
  name: string | null;
  email: string;
  image: string | null;
  role: TeamRole;
  joinedAt: Date;
  /** Subscribed to the team's running plan: it is canceled once they stop being an owner. */
  paysForTeam: boolean;
}

function memberNotFound(): AppError {
  return new AppError("NOT_FOUND", { messageKey: "teams.errors.memberNotFound" });
}

function lastOwner(): AppError {
  return new AppError("CONFLICT", { messageKey: "teams.errors.lastOwner" });
}

export async function listMembers(db: Database, teamId: string): Promise<TeamMember[]> {
  return db
    .select({
      userId: users.id,
      name: users.name,
      email: users.email,
      image: users.image,
      role: memberships.role,
      joinedAt: memberships.createdAt,
      paysForTeam: isNotNull(subscriptions.id).mapWith(Boolean),
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .leftJoin(
      subscriptions,
      and(
        eq(subscriptions.teamId, memberships.teamId),
        eq(subscriptions.subscribedById, memberships.userId),
        inArray(subscriptions.status, RUNNING_SUBSCRIPTION_STATUSES),
      ),
    )
    .where(eq(memberships.teamId, teamId))
    .orderBy(asc(memberships.role), asc(memberships.createdAt));
}

async function lockedMember(tx: Db, teamId: string, userId: string) {
  const [member] = await tx
    .select({ role: memberships.role, name: users.name, email: users.email })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.teamId, teamId), eq(memberships.userId, userId)))
    .limit(1);
  if (!member) throw memberNotFound();
  return member;
}

async function ownerCount(tx: Db, teamId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(memberships)
    .where(and(eq(memberships.teamId, teamId), eq(memberships.role, "owner")));
  return row?.n ?? 0;
}

/**
 * Both requests take the team's lock, so two owners demoting each other at once still leave one.
 */
export async function updateMembership(
  db: Database,
  actor: Actor,
  teamId: string,
  input: { userId: string; role: TeamRole },
): Promise<{ userId: string; role: TeamRole }> {
  return db.transaction(async (tx) => {
    await lockTeam(tx, teamId);
    const member = await lockedMember(tx, teamId, input.userId);
    if (member.role === input.role) return { userId: input.userId, role: input.role };
    if (member.role === "owner" && (await ownerCount(tx, teamId)) <= 1) throw lastOwner();
    await tx
      .update(memberships)
      .set({ role: input.role })
      .where(and(eq(memberships.teamId, teamId), eq(memberships.userId, input.userId)));
    await recordActivity(tx, {
      teamId,
      actor,
      action: "member.roleChanged",
      target: { type: "user", id: input.userId, label: member.name ?? member.email },
      details: { from: member.role, to: input.role },
    });
    return { userId: input.userId, role: input.role };
  });
}

export async function removeMember(
  tx: Transaction,
  actor: Actor,
  teamId: string,
  userId: string,
): Promise<void> {
  await lockTeam(tx, teamId);
  const member = await lockedMember(tx, teamId, userId);
  if (member.role === "owner" && (await ownerCount(tx, teamId)) <= 1) throw lastOwner();
  await tx
    .delete(memberships)
    .where(and(eq(memberships.teamId, teamId), eq(memberships.userId, userId)));
  const isLeaving = userId === actor.userId;
  await recordActivity(tx, {
    teamId,
    actor,
    action: isLeaving ? "member.left" : "member.removed",
    target: { type: "user", id: userId, label: member.name ?? member.email },
  });
}
