import type { Database, Transaction } from "@teamkit/db";
import type { Actor, Db } from "@teamkit/teams";
import type { TeamRole } from "@teamkit/validators";
import { and, eq, inArray, memberships, tags } from "@teamkit/db";
import { findMembership, teamNotFound } from "@teamkit/teams";
import { AppError } from "@teamkit/validators";

/** NOT_FOUND for non-members, so the ids of other teams reveal nothing, whoever calls. */
export async function requireMember(db: Db, teamId: string, actor: Actor): Promise<TeamRole> {
  const membership = actor.membershipOf
    ? await actor.membershipOf(teamId)
    : await findMembership(db, teamId, actor.userId);
  if (!membership) throw teamNotFound();
  return membership.role;
}

/** A change to the team's work: one transaction that checks the membership first. */
export function asMember<T>(
  db: Database,
  teamId: string,
  actor: Actor,
  work: (tx: Transaction) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await requireMember(tx, teamId, actor);
    return work(tx);
  });
}

export function taskNotFound(): AppError {
  return new AppError("NOT_FOUND", { messageKey: "tasks.errors.notFound" });
}

export function tagNotFound(): AppError {
  return new AppError("NOT_FOUND", { messageKey: "tasks.errors.tagNotFound" });
}

export async function checkAssignee(db: Db, teamId: string, userId: string): Promise<void> {
  const [row] = await db
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(and(eq(memberships.teamId, teamId), eq(memberships.userId, userId)))
    .limit(1);
  if (!row) {
    throw new AppError("BAD_REQUEST", {
      messageKey: "tasks.errors.assigneeNotMember",
      field: "assigneeId",
    });
  }
}

export async function checkTags(db: Db, teamId: string, tagIds: string[]): Promise<string[]> {
  const unique = [...new Set(tagIds)];
  if (!unique.length) return unique;
  const rows = await db
    .select({ id: tags.id })
    .from(tags)
    .where(and(eq(tags.teamId, teamId), inArray(tags.id, unique)));
  if (rows.length !== unique.length) {
    throw new AppError("BAD_REQUEST", { messageKey: "tasks.errors.tagNotFound", field: "tagIds" });
  }
  return unique;
}
