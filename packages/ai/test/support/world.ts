import type { Database } from "@teamkit/db";
import type { Actor } from "@teamkit/teams";
import { memberships, teams, users } from "@teamkit/db";

let counter = 0;

/** A verified user, as the acting member of the assistant's tools. */
export async function person(db: Database, name = "Tester"): Promise<Actor> {
  counter += 1;
  const email = `ai-${counter}-${process.pid}@example.com`;
  const [row] = await db
    .insert(users)
    .values({ email, name, emailVerified: new Date(), onboardingStep: "complete" })
    .returning({ id: users.id });
  if (!row) throw new Error("no user");
  return { userId: row.id, name, impersonatorId: null };
}

/** A team with an owner and a member. */
export async function team(db: Database, name = "AI Team") {
  counter += 1;
  const owner = await person(db, "Olivia Owner");
  const member = await person(db, "Max Member");
  const [row] = await db
    .insert(teams)
    .values({ name, slug: `ai-team-${counter}-${process.pid}` })
    .returning({ id: teams.id });
  if (!row) throw new Error("no team");
  await db.insert(memberships).values([
    { teamId: row.id, userId: owner.userId, role: "owner" },
    { teamId: row.id, userId: member.userId, role: "member" },
  ]);
  return { id: row.id, name, owner, member };
}
