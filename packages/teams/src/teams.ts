import type { Database } from "@teamkit/db";
import type { TeamRole } from "@teamkit/validators";
import {
  and,
  asc,
  eq,
  exists,
  invitations,
  isUniqueViolation,
  memberships,
  sql,
  teams,
  users,
} from "@teamkit/db";
import { AppError } from "@teamkit/validators";

import type { Actor, Db } from "./actor";
import { recordActivity } from "./activity";
import { uniqueSlug } from "./slugs";

export interface TeamWithRole {
  id: string;
  name: string;
  slug: string;
  role: TeamRole;
  /** Members without two-factor sign-in are refused every team procedure but switch and leave. */
  requireTwoFactor: boolean;
}

export interface TeamOverview extends TeamWithRole {
  createdAt: Date;
  memberCount: number;
  ownerCount: number;
  pendingInvitationCount: number;
}

/** Ids of other teams reveal nothing. */
export function teamNotFound(): AppError {
  return new AppError("NOT_FOUND", { messageKey: "teams.errors.notFound" });
}

/** Most teams one user may own; joining a team or being made its owner is never refused. */
export const MAX_OWNED_TEAMS = 20;

function slugTaken(): AppError {
  return new AppError("CONFLICT", { messageKey: "teams.errors.slugTaken", field: "slug" });
}

/**
 * Every change to memberships and invitations takes this lock first, so counting rules ("at least
 * one owner", the member limit) hold under concurrency.
 */
export async function lockTeam(
  tx: Db,
  teamId: string,
): Promise<{ id: string; name: string; requireTwoFactor: boolean }> {
  const [team] = await tx
    .select({ id: teams.id, name: teams.name, requireTwoFactor: teams.requireTwoFactor })
    .from(teams)
    .where(eq(teams.id, teamId))
    .for("update");
  if (!team) throw teamNotFound();
  return team;
}

/** `endOnboarding`: onboarding's team step, ended in the same transaction as the team is made. */
export async function createTeam(
  db: Database,
  actor: Actor,
  input: { name: string; slug?: string },
  options: { endOnboarding?: boolean } = {},
): Promise<TeamWithRole> {
  try {
    return await db.transaction(async (tx) => {
      // The creator's row is the lock: parallel creations count one after the other.
      await tx.select({ id: users.id }).from(users).where(eq(users.id, actor.userId)).for("update");
      const [owned] = await tx
        .select({ count: sql<number>`count(*)::int` })
        .from(memberships)
        .where(and(eq(memberships.userId, actor.userId), eq(memberships.role, "owner")));
      if ((owned?.count ?? 0) >= MAX_OWNED_TEAMS)
        throw new AppError("FORBIDDEN", {
          messageKey: "teams.errors.ownedTeamLimit",
          values: { max: MAX_OWNED_TEAMS },
        });
      const slug = input.slug ?? (await uniqueSlug(tx, input.name));
      const [team] = await tx
        .insert(teams)
        .values({ name: input.name, slug })
        .returning({ id: teams.id, name: teams.name, slug: teams.slug });
      if (!team) throw new Error("insert returned no team");
      await tx.insert(memberships).values({ teamId: team.id, userId: actor.userId, role: "owner" });
      await tx
        .update(users)
        .set({
          activeTeamId: team.id,
          ...(options.endOnboarding ? { onboardingStep: "complete" as const } : {}),
        })
        .where(eq(users.id, actor.userId));
      await recordActivity(tx, {
        teamId: team.id,
        actor,
        action: "team.created",
        target: { type: "team", id: team.id, label: team.name },
      });
      return { ...team, role: "owner" as const, requireTwoFactor: false };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken();
    throw error;
  }
}

/** What a `TeamWithRole` is read from: a team joined with one membership. */
const TEAM_WITH_ROLE_COLUMNS = {
  id: teams.id,
  name: teams.name,
  slug: teams.slug,
  role: memberships.role,
  requireTwoFactor: teams.requireTwoFactor,
};

/** Teams with the role of the member in each: one row per membership. */
function selectTeamsWithRole(db: Db) {
  return db
    .select(TEAM_WITH_ROLE_COLUMNS)
    .from(memberships)
    .innerJoin(teams, eq(teams.id, memberships.teamId));
}

export async function listTeamsOfUser(db: Database, userId: string): Promise<TeamWithRole[]> {
  return (await listMyTeams(db, userId)).teams;
}

/** The user's teams with their role, oldest membership first, and which one is active. */
export interface MyTeams {
  teams: TeamWithRole[];
  activeTeamId: string | null;
}

/** One statement: the memberships and the user's stored active team. */
export async function listMyTeams(db: Db, userId: string): Promise<MyTeams> {
  const rows = await db
    .select({ ...TEAM_WITH_ROLE_COLUMNS, activeTeamId: users.activeTeamId })
    .from(memberships)
    .innerJoin(teams, eq(teams.id, memberships.teamId))
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(eq(memberships.userId, userId))
    .orderBy(asc(memberships.createdAt), asc(teams.name));
  return {
    teams: rows.map(({ activeTeamId: _active, ...team }) => team),
    activeTeamId: rows[0]?.activeTeamId ?? null,
  };
}

/** The preferred team if the user is in it, else the stored active team, else the oldest. */
export function pickActiveTeam(mine: MyTeams, preferred?: string | null): TeamWithRole | null {
  const byId = (id: string | null | undefined) => mine.teams.find((team) => team.id === id);
  return byId(preferred) ?? byId(mine.activeTeamId) ?? mine.teams[0] ?? null;
}

export async function findMembership(
  db: Db,
  teamId: string,
  userId: string,
): Promise<TeamWithRole | null> {
  const [row] = await selectTeamsWithRole(db)
    .where(and(eq(memberships.teamId, teamId), eq(memberships.userId, userId)))
    .limit(1);
  return row ?? null;
}

export async function getTeamOverview(
  db: Database,
  team: TeamWithRole,
  now = new Date(),
): Promise<TeamOverview> {
  const [row] = await db
    .select({
      createdAt: teams.createdAt,
      // Qualified by hand: in a one-table select drizzle leaves its columns unqualified.
      memberCount: sql<number>`(select count(*) from ${memberships} m where m.team_id = ${teams}.id)`,
      ownerCount: sql<number>`(select count(*) from ${memberships} m
        where m.team_id = ${teams}.id and m.role = 'owner')`,
      pendingInvitationCount: sql<number>`(select count(*) from ${invitations} i
        where i.team_id = ${teams}.id and i.expires_at > ${now.toISOString()}::timestamptz)`,
    })
    .from(teams)
    .where(eq(teams.id, team.id))
    .limit(1);
  if (!row) throw teamNotFound();
  return {
    ...team,
    createdAt: row.createdAt,
    memberCount: Number(row.memberCount),
    ownerCount: Number(row.ownerCount),
    pendingInvitationCount: Number(row.pendingInvitationCount),
  };
}

export async function updateTeam(
  db: Database,
  actor: Actor,
  teamId: string,
  input: { name: string; slug: string },
): Promise<{ id: string; name: string; slug: string }> {
  try {
    return await db.transaction(async (tx) => {
      const before = await lockTeam(tx, teamId);
      const [team] = await tx
        .update(teams)
        .set({ name: input.name, slug: input.slug })
        .where(eq(teams.id, teamId))
        .returning({ id: teams.id, name: teams.name, slug: teams.slug });
      if (!team) throw teamNotFound();
      if (before.name !== team.name) {
        await recordActivity(tx, {
          teamId,
          actor,
          action: "team.renamed",
          target: { type: "team", id: teamId, label: team.name },
          details: { from: before.name },
        });
      }
      return team;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken();
    throw error;
  }
}

/** The activity log stays (no foreign keys) but is no longer reachable. */
/**
 * Only while `ownerId` is an owner, checked in the statement itself: an owner demoted after the
 * caller's check (the provider's cancellation takes a while) deletes nothing.
 */
export async function deleteTeam(db: Database, teamId: string, ownerId: string): Promise<void> {
  const isOwner = db
    .select({ one: sql`1` })
    .from(memberships)
    .where(
      and(
        eq(memberships.teamId, teamId),
        eq(memberships.userId, ownerId),
        eq(memberships.role, "owner"),
      ),
    );
  const deleted = await db
    .delete(teams)
    .where(and(eq(teams.id, teamId), exists(isOwner)))
    .returning({ id: teams.id });
  if (deleted.length) return;
  const [team] = await db.select({ id: teams.id }).from(teams).where(eq(teams.id, teamId));
  if (!team) throw teamNotFound();
  throw new AppError("FORBIDDEN", { messageKey: "errors.forbidden" });
}

export async function switchTeam(
  db: Database,
  userId: string,
  teamId: string,
): Promise<TeamWithRole> {
  const team = await findMembership(db, teamId, userId);
  if (!team) throw teamNotFound();
  await db.update(users).set({ activeTeamId: team.id }).where(eq(users.id, userId));
  return team;
}

export async function resolveActiveTeam(
  db: Database,
  userId: string,
  preferred?: string | null,
): Promise<TeamWithRole | null> {
  return pickActiveTeam(await listMyTeams(db, userId), preferred);
}

export async function findTeamBySlug(
  db: Database,
  userId: string,
  slug: string,
): Promise<TeamWithRole | null> {
  const [row] = await selectTeamsWithRole(db)
    .where(and(eq(memberships.userId, userId), eq(teams.slug, slug)))
    .limit(1);
  return row ?? null;
}

export async function isSlugAvailable(
  db: Database,
  slug: string,
  exceptTeamId?: string,
): Promise<boolean> {
  const [row] = await db.select({ id: teams.id }).from(teams).where(eq(teams.slug, slug)).limit(1);
  return !row || row.id === exceptTeamId;
}
