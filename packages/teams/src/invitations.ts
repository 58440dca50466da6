import type { Database, SQL } from "@teamkit/db";
import type { sendEmail } from "@teamkit/email";
import type { Locale } from "@teamkit/i18n";
import type { TeamRole } from "@teamkit/validators";
import { getEntitlements } from "@teamkit/billing/entitlements";
import {
  and,
  asc,
  count,
  eq,
  gt,
  invitations,
  isNull,
  lt,
  memberships,
  ne,
  teams,
  users,
} from "@teamkit/db";
import { localizedPath } from "@teamkit/i18n";
import { AppError } from "@teamkit/validators";

import type { TeamActivityAction } from "./activity";
import type { Actor, Db } from "./actor";
import { recordActivity } from "./activity";
import { lockTeam } from "./teams";
import { createInvitationToken, hashInvitationToken } from "./tokens";

export const INVITATION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
export const INVITATION_PATH = "/team/invitation";
/** Owners still see an expired invitation (and can send it again) this long after it lapsed. */
export const EXPIRED_INVITATION_KEPT_MS = 30 * 24 * 60 * 60 * 1000;

export interface PendingInvitation {
  id: string;
  email: string;
  role: TeamRole;
  invitedByName: string | null;
  expiresAt: Date;
  isExpired: boolean;
}

export type InvitationView =
  | { status: "invalid" }
  | {
      status: "valid";
      teamName: string;
      inviterName: string | null;
      email: string;
      role: TeamRole;
      expiresAt: Date;
    };

/** An invitation addressed to the signed-in user, as the user's own list shows it. */
export interface MyInvitation {
  id: string;
  teamName: string;
  role: TeamRole;
  inviterName: string | null;
  expiresAt: Date;
}

/**
 * Which invitation an answer is for: the mailed token, or (for a user whose verified address it
 * was sent to) its id, since the token proves no more than that address does.
 */
export type InvitationRef = string | { invitationId: string };

/** Who answers an invitation; `emailVerified` is needed to answer one by its id. */
export interface Invitee {
  id: string;
  email: string;
  name: string | null;
  emailVerified?: Date | null;
}

export interface InvitationDeps {
  sendEmail: typeof sendEmail;
  appUrl: string;
  now?: () => Date;
}

function invalidInvitation(): AppError {
  return new AppError("NOT_FOUND", { messageKey: "teams.errors.invitationInvalid" });
}

export async function listInvitations(
  db: Database,
  teamId: string,
  now = new Date(),
): Promise<PendingInvitation[]> {
  const rows = await db
    .select({
      id: invitations.id,
      email: invitations.email,
      role: invitations.role,
      invitedByName: users.name,
      expiresAt: invitations.expiresAt,
    })
    .from(invitations)
    .leftJoin(users, eq(users.id, invitations.invitedById))
    .where(eq(invitations.teamId, teamId))
    .orderBy(asc(invitations.email));
  return rows.map((row) => ({ ...row, isExpired: row.expiresAt <= now }));
}

async function seatsTaken(tx: Db, teamId: string, exceptEmail: string, now: Date) {
  const [members] = await tx
    .select({ n: count() })
    .from(memberships)
    .where(eq(memberships.teamId, teamId));
  const [pending] = await tx
    .select({ n: count() })
    .from(invitations)
    .where(
      and(
        eq(invitations.teamId, teamId),
        gt(invitations.expiresAt, now),
        ne(invitations.email, exceptEmail),
      ),
    );
  return (members?.n ?? 0) + (pending?.n ?? 0);
}

/** What inviting (or sending an invitation again) gives back; `renewed`: an earlier one was replaced. */
export interface SentInvitation {
  id: string;
  email: string;
  role: TeamRole;
  expiresAt: Date;
  renewed: boolean;
}

/** Inviting an address that has an invitation renews it: a new link and expiry, the old link void. */
export function inviteMember(
  db: Database,
  actor: Actor,
  teamId: string,
  input: { email: string; role: TeamRole; locale: Locale },
  deps: InvitationDeps,
): Promise<SentInvitation> {
  return sendInvitation(db, actor, teamId, { ...input, invitationId: null }, deps);
}

/** The address and role of a team's invitation; another team's id is NOT_FOUND. */
export async function getInvitation(
  db: Db,
  teamId: string,
  invitationId: string,
): Promise<{ id: string; email: string; role: TeamRole }> {
  const [row] = await db
    .select({ id: invitations.id, email: invitations.email, role: invitations.role })
    .from(invitations)
    .where(and(eq(invitations.id, invitationId), eq(invitations.teamId, teamId)));
  if (!row) throw invitationNotFound();
  return row;
}

/**
 * Sends a pending or expired invitation (`getInvitation`'s) again with its role, as inviting its
 * address again would: a new link and expiry, the old link void. Gone meanwhile: NOT_FOUND.
 */
export function resendInvitation(
  db: Database,
  actor: Actor,
  teamId: string,
  input: { invitationId: string; email: string; locale: Locale },
  deps: InvitationDeps,
): Promise<SentInvitation> {
  return sendInvitation(db, actor, teamId, { ...input, role: null }, deps);
}

function invitationNotFound(): AppError {
  return new AppError("NOT_FOUND", { messageKey: "teams.errors.invitationNotFound" });
}

/**
 * `invitationId`: only that invitation is renewed, with its own role (`role` null), and nothing
 * is made when it is gone; without it, the address's invitation is renewed or a new one made.
 */
async function sendInvitation(
  db: Database,
  actor: Actor,
  teamId: string,
  input: { email: string; role: TeamRole | null; locale: Locale; invitationId: string | null },
  deps: InvitationDeps,
): Promise<SentInvitation> {
  const now = deps.now?.() ?? new Date();
  const email = input.email.trim().toLowerCase();
  const token = createInvitationToken();
  const expiresAt = new Date(now.getTime() + INVITATION_LIFETIME_MS);
  const entitlements = await getEntitlements(db, teamId);
  const invitationEntry = (action: TeamActivityAction, id: string, role: TeamRole) => ({
    teamId,
    actor,
    action,
    target: { type: "invitation" as const, id, label: email },
    details: { role },
  });

  const { invitation, team, role, renewed, recipientLocale } = await db.transaction(async (tx) => {
    const team = await lockTeam(tx, teamId);
    const [existing] = await tx
      .select({ id: invitations.id, role: invitations.role })
      .from(invitations)
      .where(and(eq(invitations.teamId, teamId), eq(invitations.email, email)))
      .limit(1);
    if (input.invitationId !== null && existing?.id !== input.invitationId) {
      throw invitationNotFound();
    }
    const role = input.role ?? existing?.role;
    if (!role) throw invitationNotFound();
    const [member] = await tx
      .select({ id: memberships.id })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(and(eq(memberships.teamId, teamId), eq(users.email, email)))
      .limit(1);
    if (member) {
      throw new AppError("CONFLICT", { messageKey: "teams.errors.alreadyMember", field: "email" });
    }
    if (
      entitlements.maxMembers !== null &&
      (await seatsTaken(tx, teamId, email, now)) >= entitlements.maxMembers
    ) {
      throw new AppError("CONFLICT", {
        messageKey: "teams.errors.memberLimit",
        values: { max: entitlements.maxMembers },
      });
    }
    const values = {
      role,
      tokenHash: hashInvitationToken(token),
      invitedById: actor.userId,
      expiresAt,
      createdAt: now,
    };
    const [invitation] = existing
      ? await tx
          .update(invitations)
          .set(values)
          .where(eq(invitations.id, existing.id))
          .returning({ id: invitations.id })
      : await tx
          .insert(invitations)
          .values({ teamId, email, ...values })
          .returning({ id: invitations.id });
    if (!invitation) throw new Error("invitation not stored");
    if (existing) {
      await recordActivity(tx, invitationEntry("invitation.renewed", invitation.id, role));
    }
    // An invitee who has an account reads the mail in their own language.
    const [recipient] = await tx
      .select({ locale: users.locale })
      .from(users)
      .where(eq(users.email, email))
      .limit(1);
    return {
      invitation,
      team,
      role,
      renewed: !!existing,
      recipientLocale: recipient?.locale ?? input.locale,
    };
  });

  try {
    await deps.sendEmail({
      to: email,
      template: "TeamInvitation",
      props: {
        url: `${deps.appUrl}${localizedPath(recipientLocale, INVITATION_PATH)}?token=${encodeURIComponent(token)}`,
        inviterName: actor.name ?? "",
        teamName: team.name,
        role,
      },
      locale: recipientLocale,
      db,
    });
    // The log is append-only, so a new invitation is logged only once its mail is out.
    if (!renewed) {
      await recordActivity(db, invitationEntry("invitation.created", invitation.id, role));
    }
  } catch (error) {
    // A new invitation not mailed (or not logged) would only block the seat; a renewed one keeps
    // its row (the earlier mail's link no longer works, which the owner learns from the error).
    if (!renewed) await db.delete(invitations).where(eq(invitations.id, invitation.id));
    throw new AppError("INTERNAL", { messageKey: "teams.errors.inviteFailed", cause: error });
  }
  return { id: invitation.id, email, role, expiresAt, renewed };
}

export async function revokeInvitation(
  db: Database,
  actor: Actor,
  teamId: string,
  invitationId: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [revoked] = await tx
      .delete(invitations)
      .where(and(eq(invitations.id, invitationId), eq(invitations.teamId, teamId)))
      .returning({ email: invitations.email });
    if (!revoked) throw invitationNotFound();
    await recordActivity(tx, {
      teamId,
      actor,
      action: "invitation.revoked",
      target: { type: "invitation", id: invitationId, label: revoked.email },
    });
  });
}

/** Unexpired invitations matching `where`, with their team's and inviter's names. */
function unexpiredInvitations(db: Db, where: SQL, now: Date) {
  return db
    .select({
      id: invitations.id,
      teamName: teams.name,
      inviterName: users.name,
      email: invitations.email,
      role: invitations.role,
      expiresAt: invitations.expiresAt,
    })
    .from(invitations)
    .innerJoin(teams, eq(teams.id, invitations.teamId))
    .leftJoin(users, eq(users.id, invitations.invitedById))
    .where(and(where, gt(invitations.expiresAt, now)));
}

export async function viewInvitation(
  db: Db,
  token: string,
  now = new Date(),
): Promise<InvitationView> {
  const [row] = await unexpiredInvitations(
    db,
    eq(invitations.tokenHash, hashInvitationToken(token)),
    now,
  ).limit(1);
  if (!row) return { status: "invalid" };
  const { id: _id, ...shown } = row;
  return { status: "valid", ...shown };
}

/** The pending, unexpired invitations to the user's address, once that address is verified. */
export async function listMyInvitations(
  db: Db,
  user: { email: string; emailVerified: Date | null },
  now = new Date(),
): Promise<MyInvitation[]> {
  if (!user.emailVerified) return [];
  const rows = await unexpiredInvitations(
    db,
    eq(invitations.email, user.email.toLowerCase()),
    now,
  ).orderBy(asc(invitations.expiresAt), asc(invitations.id));
  return rows.map(({ email: _email, ...mine }) => mine);
}

export async function acceptInvitation(
  db: Database,
  user: Invitee,
  which: InvitationRef,
  now = new Date(),
): Promise<{ teamId: string; teamName: string; slug: string }> {
  return db.transaction(async (tx) => {
    const claimed = await claimInvitation(tx, user, which, now);
    await joinTeam(tx, { ...user, role: claimed.role }, claimed.teamId);
    const [team] = await tx
      .select({ name: teams.name, slug: teams.slug })
      .from(teams)
      .where(eq(teams.id, claimed.teamId));
    await tx.update(users).set({ activeTeamId: claimed.teamId }).where(eq(users.id, user.id));
    return { teamId: claimed.teamId, teamName: team?.name ?? "", slug: team?.slug ?? "" };
  });
}

async function claimInvitation(tx: Db, user: Invitee, which: InvitationRef, now: Date) {
  const byToken = typeof which === "string";
  if (!byToken && !user.emailVerified) throw invalidInvitation();
  const [claimed] = await tx
    .delete(invitations)
    .where(
      and(
        byToken
          ? eq(invitations.tokenHash, hashInvitationToken(which))
          : eq(invitations.id, which.invitationId),
        gt(invitations.expiresAt, now),
        eq(invitations.email, user.email.toLowerCase()),
      ),
    )
    .returning({ id: invitations.id, teamId: invitations.teamId, role: invitations.role });
  if (claimed) return claimed;
  if (byToken && (await viewInvitation(tx, which, now)).status === "valid") {
    throw new AppError("FORBIDDEN", { messageKey: "teams.errors.invitationOtherEmail" });
  }
  throw invalidInvitation();
}

export async function declineInvitation(
  db: Database,
  user: Invitee,
  which: InvitationRef,
  now = new Date(),
): Promise<void> {
  await db.transaction(async (tx) => {
    const declined = await claimInvitation(tx, user, which, now);
    await recordActivity(tx, {
      teamId: declined.teamId,
      actor: { userId: user.id, name: user.name, impersonatorId: null },
      action: "invitation.declined",
      target: { type: "invitation", id: declined.id, label: user.email },
    });
  });
}

async function joinTeam(
  tx: Db,
  user: { id: string; email: string; name: string | null; role: TeamRole },
  teamId: string,
): Promise<boolean> {
  const joined = await tx
    .insert(memberships)
    .values({ teamId, userId: user.id, role: user.role })
    .onConflictDoNothing({ target: [memberships.teamId, memberships.userId] })
    .returning({ id: memberships.id });
  if (!joined.length) return false;
  await recordActivity(tx, {
    teamId,
    actor: { userId: user.id, name: user.name, impersonatorId: null },
    action: "member.joined",
    target: { type: "user", id: user.id, label: user.name ?? user.email },
    details: { role: user.role },
  });
  return true;
}

/**
 * `joinedTeamIds`: the teams the user was not in yet, oldest invitation first. The active team
 * stays (a user without one gets the first); sign-in tells the web which team was joined.
 */
export async function acceptPendingInvitations(
  db: Database,
  input: { userId: string; email: string; name?: string | null; now?: Date },
): Promise<{ teamIds: string[]; joinedTeamIds: string[] }> {
  const now = input.now ?? new Date();
  const email = input.email.trim().toLowerCase();
  // Delete-and-insert in one transaction: an invitation is never lost without its membership, and
  // two concurrent sign-ins cannot both take it. Expired invitations stay for the owner to revoke
  // or renew.
  return db.transaction(async (tx) => {
    const accepted = await tx
      .delete(invitations)
      .where(and(eq(invitations.email, email), gt(invitations.expiresAt, now)))
      .returning({
        teamId: invitations.teamId,
        role: invitations.role,
        createdAt: invitations.createdAt,
      });
    accepted.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    const joinedTeamIds: string[] = [];
    for (const { teamId, role } of accepted) {
      const user = { id: input.userId, email, name: input.name ?? null, role };
      if (await joinTeam(tx, user, teamId)) joinedTeamIds.push(teamId);
    }
    const first = accepted[0];
    if (first) {
      await tx
        .update(users)
        .set({ activeTeamId: first.teamId })
        .where(and(eq(users.id, input.userId), isNull(users.activeTeamId)));
    }
    return { teamIds: accepted.map(({ teamId }) => teamId), joinedTeamIds };
  });
}

export async function deleteExpiredInvitations(db: Database, now = new Date()): Promise<number> {
  const deleted = await db
    .delete(invitations)
    .where(lt(invitations.expiresAt, new Date(now.getTime() - EXPIRED_INVITATION_KEPT_MS)))
    .returning({ id: invitations.id });
  return deleted.length;
}
