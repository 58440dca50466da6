import type { Database } from "@teamkit/db";
import type { Locale } from "@teamkit/i18n";
import { and, asc, eq, inArray, memberships, ne, teams, users } from "@teamkit/db";
import { AppError } from "@teamkit/validators";

import { recordActivity } from "./activity";

/**
 * `refuse`: the user's own deletion (hand over first). `promoteEarliestMember`: an admin's
 * deletion.
 */
export type SoleOwnerPolicy = "refuse" | "promoteEarliestMember";

/**
 * One transaction, inside the caller's when given one (the admin's deletion writes its audit row in
 * it).
 */
export async function deleteAccount(
  db: Database,
  userId: string,
  policy: SoleOwnerPolicy,
): Promise<{ deletedTeamIds: string[] }> {
  return db.transaction(async (tx) => {
    const mine = await tx
      .select({ teamId: memberships.teamId, role: memberships.role, teamName: teams.name })
      .from(memberships)
      .innerJoin(teams, eq(teams.id, memberships.teamId))
      .where(eq(memberships.userId, userId))
      .orderBy(asc(teams.id))
      // Lock the teams (in a fixed order) against concurrent membership changes.
      .for("update", { of: teams });
    const [user] = await tx
      .select({ name: users.name, email: users.email })
      .from(users)
      .where(eq(users.id, userId));
    if (!user) throw new AppError("NOT_FOUND");

    const deletedTeamIds: string[] = [];
    for (const membership of mine) {
      const others = await tx
        .select({ userId: memberships.userId, role: memberships.role })
        .from(memberships)
        .where(and(eq(memberships.teamId, membership.teamId), ne(memberships.userId, userId)))
        .orderBy(asc(memberships.createdAt), asc(memberships.id));
      if (!others.length) {
        deletedTeamIds.push(membership.teamId);
        continue;
      }
      const otherOwner = others.some((other) => other.role === "owner");
      if (membership.role === "owner" && !otherOwner) {
        if (policy === "refuse") {
          throw new AppError("CONFLICT", {
            messageKey: "teams.errors.soleOwner",
            values: { team: membership.teamName },
          });
        }
        const [heir] = others;
        if (heir) {
          await tx
            .update(memberships)
            .set({ role: "owner" })
            .where(
              and(eq(memberships.teamId, membership.teamId), eq(memberships.userId, heir.userId)),
            );
          await recordActivity(tx, {
            teamId: membership.teamId,
            actor: null,
            action: "member.roleChanged",
            target: { type: "user", id: heir.userId, label: null },
            details: { from: "member", to: "owner" },
          });
        }
      }
      await recordActivity(tx, {
        teamId: membership.teamId,
        actor: null,
        action: "member.removed",
        target: { type: "user", id: userId, label: user.name ?? user.email },
        details: { reason: "accountDeleted" },
      });
    }
    if (deletedTeamIds.length) await tx.delete(teams).where(inArray(teams.id, deletedTeamIds));
    await tx.delete(users).where(eq(users.id, userId));
    return { deletedTeamIds };
  });
}

export async function renameAccount(
  db: Database,
  userId: string,
  name: string,
): Promise<{ name: string | null }> {
  const [user] = await db
    .update(users)
    .set({ name })
    .where(eq(users.id, userId))
    .returning({ name: users.name });
  if (!user) throw new AppError("NOT_FOUND");
  return user;
}

/** The language of the account's mails, as chosen in the app (web or phone). */
export async function setAccountLocale(
  db: Database,
  userId: string,
  locale: Locale,
): Promise<void> {
  await db.update(users).set({ locale }).where(eq(users.id, userId));
}

export async function teamsGoingWithAccount(
  db: Database,
  userId: string,
  policy: SoleOwnerPolicy,
): Promise<string[]> {
  return (await teamsOfAccount(db, userId, policy)).alone;
}

export async function teamsOfAccount(
  db: Database,
  userId: string,
  policy: SoleOwnerPolicy,
): Promise<{ alone: string[]; outliving: string[] }> {
  const mine = await db
    .select({ teamId: memberships.teamId, role: memberships.role, teamName: teams.name })
    .from(memberships)
    .innerJoin(teams, eq(teams.id, memberships.teamId))
    .where(eq(memberships.userId, userId));
  const alone: string[] = [];
  const outliving: string[] = [];
  for (const membership of mine) {
    const others = await db
      .select({ role: memberships.role })
      .from(memberships)
      .where(and(eq(memberships.teamId, membership.teamId), ne(memberships.userId, userId)));
    if (!others.length) alone.push(membership.teamId);
    else outliving.push(membership.teamId);
    if (
      policy === "refuse" &&
      others.length > 0 &&
      membership.role === "owner" &&
      !others.some((other) => other.role === "owner")
    ) {
      throw new AppError("CONFLICT", {
        messageKey: "teams.errors.soleOwner",
        values: { team: membership.teamName },
      });
    }
  }
  return { alone, outliving };
}
