import { count, eq } from "drizzle-orm";

import type { Database } from "../client";
import { memberships, teams, users } from "../schema";

/** The demo accounts created by the seed; printed by it and listed in the README. */
export const DEMO_PASSWORD = "Teamkit-demo-1";
export const DEMO_USERS = [
  { email: "admin@teamkit.local", name: "Ada Admin", role: "admin", teamRole: null },
  { email: "owner@teamkit.local", name: "Olivia Owner", role: "user", teamRole: "owner" },
  { email: "member@teamkit.local", name: "Max Member", role: "user", teamRole: "member" },
] as const;
export const DEMO_TEAM = { name: "Demo Team", slug: "demo-team" } as const;

/**
 * Idempotent demo data: a platform admin, and an owner and a member in a demo team, all
 * verified and onboarded. Never called in production (local services only).
 */
export async function seedDemoData(
  db: Database,
  options: { hashPassword: (password: string) => Promise<string> },
) {
  const passwordHash = await options.hashPassword(DEMO_PASSWORD);
  const now = new Date();
  await db
    .insert(users)
    .values(
      DEMO_USERS.map((u) => ({
        email: u.email,
        name: u.name,
        role: u.role,
        passwordHash,
        emailVerified: now,
        onboardingStep: "complete" as const,
      })),
    )
    .onConflictDoNothing({ target: users.email });
  await db.insert(teams).values(DEMO_TEAM).onConflictDoNothing({ target: teams.slug });
  const [team] = await db
    .select({ id: teams.id })
    .from(teams)
    .where(eq(teams.slug, DEMO_TEAM.slug));
  if (!team) throw new Error("Seed: demo team missing after insert");
  for (const demo of DEMO_USERS) {
    if (!demo.teamRole) continue;
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, demo.email));
    if (!user) continue;
    await db
      .insert(memberships)
      .values({ teamId: team.id, userId: user.id, role: demo.teamRole })
      .onConflictDoNothing({ target: [memberships.teamId, memberships.userId] });
  }
  const [members] = await db
    .select({ n: count() })
    .from(memberships)
    .where(eq(memberships.teamId, team.id));
  return {
    users: DEMO_USERS.map((u) => u.email),
    password: DEMO_PASSWORD,
    team: DEMO_TEAM,
    members: members?.n ?? 0,
  };
}
