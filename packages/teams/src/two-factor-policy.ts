import type { Database } from "@teamkit/db";
import { getEntitlements } from "@teamkit/billing";
import { and, eq, memberships, sql, teams, users } from "@teamkit/db";
import { AppError } from "@teamkit/validators";

import type { Actor, Db } from "./actor";
import type { TeamWithRole } from "./teams";
import { recordActivity } from "./activity";
import { lockTeam } from "./teams";

export function twoFactorRequiredError(team: { name: string }): AppError {
  return new AppError("FORBIDDEN", {
    messageKey: "teams.errors.twoFactorRequired",
    values: { team: team.name },
  });
}

/** Whether the team's policy shuts this user out until they turn on two-factor sign-in. */
export function isShutOutByTwoFactor(
  team: Pick<TeamWithRole, "requireTwoFactor">,
  user: { twoFactor: boolean },
): boolean {
  return team.requireTwoFactor && !user.twoFactor;
}

/**
 * Turning the requirement on takes a plan that includes it and an owner who has the factor;
 * turning it off is always allowed, so a team that left the Business plan is never stuck with it.
 */
export async function setTwoFactorPolicy(
  db: Database,
  actor: Actor,
  teamId: string,
  required: boolean,
): Promise<{ requireTwoFactor: boolean }> {
  if (required && !(await getEntitlements(db, teamId)).features.twoFactorPolicy) {
    throw new AppError("FORBIDDEN", { messageKey: "teamSettings.twoFactor.errors.upgrade" });
  }
  return db.transaction(async (tx) => {
    const team = await lockTeam(tx, teamId);
    if (team.requireTwoFactor === required) return { requireTwoFactor: required };
    if (required) {
      // Shared lock on the owner's row: turning their factor off takes it for update, so the
      // two cannot pass each other.
      const [owner] = await tx
        .select({ enabledAt: users.twoFactorEnabledAt })
        .from(users)
        .where(eq(users.id, actor.userId))
        .for("share");
      if (!owner?.enabledAt) {
        throw new AppError("FORBIDDEN", { messageKey: "teamSettings.twoFactor.errors.ownerFirst" });
      }
    }
    await tx.update(teams).set({ requireTwoFactor: required }).where(eq(teams.id, teamId));
    await recordActivity(tx, {
      teamId,
      actor,
      action: required ? "team.twoFactorRequired" : "team.twoFactorOptional",
      target: { type: "team", id: teamId, label: team.name },
    });
    return { requireTwoFactor: required };
  });
}

/** Names of the teams this user owns that require two-factor sign-in. */
export async function teamsRequiringTwoFactorOf(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ name: teams.name })
    .from(memberships)
    .innerJoin(teams, eq(teams.id, memberships.teamId))
    .where(
      and(
        eq(memberships.userId, userId),
        eq(memberships.role, "owner"),
        eq(teams.requireTwoFactor, true),
      ),
    )
    .orderBy(teams.name);
  return rows.map((row) => row.name);
}

/** An owner of a team that requires the factor keeps it until the requirement is lifted. */
export async function assertMayDropTwoFactor(db: Db, userId: string): Promise<void> {
  const [team] = await teamsRequiringTwoFactorOf(db, userId);
  if (team !== undefined) {
    throw new AppError("FORBIDDEN", {
      messageKey: "account.twoFactor.errors.requiredByTeam",
      values: { team },
    });
  }
}

/** How many members of the team have not turned on two-factor sign-in. */
export async function countMembersWithoutTwoFactor(db: Db, teamId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.teamId, teamId), sql`${users.twoFactorEnabledAt} is null`));
  return row?.count ?? 0;
}
