import { asc, count, eq, sql } from "drizzle-orm";

import type { Database } from "../client";
import { memberships, tags, tasks, taskTags, teamActivities, teams, users } from "../schema";

export const DEMO_PASSWORD = "Teamkit-demo-1";
export const DEMO_USERS = [
  { email: "admin@teamkit.local", name: "Ada Admin", role: "admin", teamRole: null },
  { email: "owner@teamkit.local", name: "Olivia Owner", role: "user", teamRole: "owner" },
  { email: "member@teamkit.local", name: "Max Member", role: "user", teamRole: "member" },
] as const;
export const DEMO_TEAM = { name: "Demo Team", slug: "demo-team" } as const;

export async function seedDemoData(
  db: Database,
  options: { hashPassword: (password: string) => Promise<string> },
) {
  const passwordHash = await options.hashPassword(DEMO_PASSWORD);
  // Instances starting at once take turns, so the demo tasks and activity are made once.
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('teamkit.seed'))`);
    return seedInTransaction(tx, passwordHash);
  });
}

async function seedInTransaction(db: Database, passwordHash: string) {
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
  await seedDemoTasks(db, team.id);
  await seedDemoActivity(db, team.id);
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

const DEMO_TAGS = [
  { name: "Bug", color: "red" },
  { name: "Feature", color: "blue" },
  { name: "Design", color: "purple" },
] as const;

const DEMO_TASKS = [
  { title: "Fix the sign-in redirect", status: "in_progress", priority: "high", tags: ["Bug"] },
  { title: "Draft the pricing page copy", status: "todo", priority: "medium", tags: ["Design"] },
  { title: "Invite the design team", status: "todo", priority: "low", tags: [] },
  { title: "Add CSV export to tasks", status: "todo", priority: "none", tags: ["Feature"] },
  { title: "Set up the demo workspace", status: "done", priority: "none", tags: ["Feature"] },
] as const;

const MINUTE_MS = 60_000;
const TASK_INTERVAL_MS = 20 * MINUTE_MS;

async function seedDemoTasks(db: Database, teamId: string): Promise<void> {
  await db
    .insert(tags)
    .values(DEMO_TAGS.map((tag) => ({ teamId, name: tag.name, color: tag.color })))
    .onConflictDoNothing({ target: [tags.teamId, tags.name] });
  const [existing] = await db.select({ n: count() }).from(tasks).where(eq(tasks.teamId, teamId));
  if ((existing?.n ?? 0) > 0) return;
  const tagRows = await db
    .select({ id: tags.id, name: tags.name })
    .from(tags)
    .where(eq(tags.teamId, teamId));
  const [owner] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, "owner@teamkit.local"));
  const [member] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, "member@teamkit.local"));
  const now = Date.now();
  for (const [index, demo] of DEMO_TASKS.entries()) {
    // The first is the newest, 20 minutes apart: "Newest first" has an order, and the team's
    // activity (seedDemoActivity) tells the same story.
    const createdAt = new Date(now - (index + 1) * TASK_INTERVAL_MS);
    const [task] = await db
      .insert(tasks)
      .values({
        teamId,
        title: demo.title,
        status: demo.status,
        priority: demo.priority,
        createdAt,
        updatedAt: createdAt,
        position: (index + 1) * 1024,
        assigneeId: index % 2 ? (owner?.id ?? null) : (member?.id ?? null),
        createdById: owner?.id ?? null,
      })
      .returning({ id: tasks.id });
    const ids = tagRows.filter((tag) => (demo.tags as readonly string[]).includes(tag.name));
    if (task && ids.length) {
      await db.insert(taskTags).values(ids.map((tag) => ({ taskId: task.id, tagId: tag.id })));
    }
  }
}

async function seedDemoActivity(db: Database, teamId: string): Promise<void> {
  const [existing] = await db
    .select({ n: count() })
    .from(teamActivities)
    .where(eq(teamActivities.teamId, teamId));
  if ((existing?.n ?? 0) > 0) return;
  const people = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .innerJoin(memberships, eq(memberships.userId, users.id))
    .where(eq(memberships.teamId, teamId));
  const owner = people.find((p) => p.email === "owner@teamkit.local");
  const member = people.find((p) => p.email === "member@teamkit.local");
  const taskRows = await db
    .select({ id: tasks.id, title: tasks.title, status: tasks.status, createdAt: tasks.createdAt })
    .from(tasks)
    .where(eq(tasks.teamId, teamId))
    .orderBy(asc(tasks.createdAt));
  const by = (person: typeof owner) => ({
    actorId: person?.id ?? null,
    actorName: person?.name ?? null,
  });
  // The team and its member come first, then each task when it was made (and done 10 minutes on).
  const firstTask = taskRows[0]?.createdAt.getTime() ?? Date.now();
  const at = (offsetMinutes: number, from = firstTask) =>
    new Date(from + offsetMinutes * MINUTE_MS);
  const entries: Omit<typeof teamActivities.$inferInsert, "teamId">[] = [
    {
      ...by(owner),
      action: "team.created",
      targetType: "team",
      targetId: teamId,
      targetLabel: DEMO_TEAM.name,
      createdAt: at(-40),
    },
  ];
  if (member) {
    entries.push({
      ...by(member),
      action: "member.joined",
      targetType: "user",
      targetId: member.id,
      targetLabel: member.name,
      details: { role: "member" },
      createdAt: at(-20),
    });
  }
  for (const task of taskRows) {
    const target = { targetType: "task", targetId: task.id, targetLabel: task.title };
    const made = task.createdAt.getTime();
    entries.push({ ...by(owner), action: "task.created", ...target, createdAt: at(0, made) });
    if (task.status === "done")
      entries.push({ ...by(member), action: "task.completed", ...target, createdAt: at(10, made) });
  }
  await db.insert(teamActivities).values(entries.map((entry) => ({ ...entry, teamId })));
}
