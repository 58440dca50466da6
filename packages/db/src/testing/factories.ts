import { createHash, randomBytes } from "node:crypto";

import type { Database } from "../client";
import {
  aiConversations,
  invitations,
  memberships,
  sessions,
  subscriptions,
  tags,
  tasks,
  taskTags,
  teamActivities,
  teams,
  users,
  webhookEvents,
} from "../schema";

/*
 * One factory per row the suites need: each writes one row straight to the database (no mail,
 * no hashing, no domain rules) with defaults that make a valid, unremarkable row, and takes any
 * column as an override. Rows come back whole, as the database stored them.
 */

let sequence = 0;
/** A value no other fixture in this process has (`user-7-4711`), for unique columns. */
export function unique(prefix = "fx"): string {
  sequence += 1;
  return `${prefix}-${sequence}-${process.pid}`;
}

/** The password of the users made with `password: TEST_PASSWORD`. */
export const TEST_PASSWORD = "Secret-pass-1";

/**
 * `TEST_PASSWORD` hashed as `@teamkit/auth` hashes passwords (argon2id, its parameters), once:
 * checking it costs what checking a real user's password costs, making it costs nothing.
 */
export const TEST_PASSWORD_HASH =
  "$argon2id$v=19$m=19456,t=2,p=1$46sZSIZlIVkqjAlEeY4etw$QNmJ2zd34o2GeJGIKH8mBNAlkjqlfDNgtxuXy48qAEw";

/** A random token, and the SHA-256 (hex) under which `@teamkit/auth` stores such tokens. */
function token(): { token: string; hash: string } {
  const raw = randomBytes(32).toString("base64url");
  return { token: raw, hash: createHash("sha256").update(raw).digest("hex") };
}

async function one<T>(rows: Promise<T[]>, what: string): Promise<T> {
  const [row] = await rows;
  if (!row) throw new Error(`no ${what} was inserted`);
  return row;
}

/** A user, as the factories return it: also the acting user of domain calls (`userId`). */
export type TestUser = typeof users.$inferSelect & { userId: string; impersonatorId: null };

/**
 * A verified, onboarded user who speaks English, without a password unless `password` is
 * `TEST_PASSWORD` (the only one it can give without hashing).
 */
export async function makeUser(
  db: Database,
  values: Partial<typeof users.$inferInsert> & { password?: typeof TEST_PASSWORD } = {},
): Promise<TestUser> {
  const { password, ...columns } = values;
  const row = await one(
    db
      .insert(users)
      .values({
        email: `${unique("user")}@example.com`,
        name: "Test User",
        emailVerified: new Date(),
        onboardingStep: "complete",
        passwordHash: password === undefined ? null : TEST_PASSWORD_HASH,
        ...columns,
      })
      .returning(),
    "user",
  );
  return { ...row, userId: row.id, impersonatorId: null };
}

/** A live session of a user, for a day; `token` is what its cookie would carry. */
export async function makeSession(
  db: Database,
  values: Partial<typeof sessions.$inferInsert> & { userId: string },
): Promise<typeof sessions.$inferSelect & { token: string }> {
  const { token: raw, hash } = token();
  const row = await one(
    db
      .insert(sessions)
      .values({ sessionToken: hash, expires: new Date(Date.now() + 86_400_000), ...values })
      .returning(),
    "session",
  );
  return { ...row, token: raw };
}

/** A user's membership of a team, as a member unless `role` says owner. */
export async function makeMembership(
  db: Database,
  values: Partial<typeof memberships.$inferInsert> & { teamId: string; userId: string },
): Promise<typeof memberships.$inferSelect> {
  return one(db.insert(memberships).values(values).returning(), "membership");
}

/**
 * A team with its owner (a new user unless `owner` is given) and, as members, the `members`
 * given. Nothing else: no activity, no subscription, nobody's active team changes.
 */
export async function makeTeam(
  db: Database,
  values: Partial<typeof teams.$inferInsert> & { owner?: TestUser; members?: TestUser[] } = {},
): Promise<typeof teams.$inferSelect & { owner: TestUser }> {
  const { owner: given, members = [], ...columns } = values;
  const owner = given ?? (await makeUser(db, { name: "Olivia Owner" }));
  const team = await one(
    db
      .insert(teams)
      .values({ name: "Test Team", slug: unique("team"), ...columns })
      .returning(),
    "team",
  );
  await db
    .insert(memberships)
    .values([
      { teamId: team.id, userId: owner.id, role: "owner" as const },
      ...members.map((member) => ({ teamId: team.id, userId: member.id, role: "member" as const })),
    ]);
  return { ...team, owner };
}

/** A pending invitation to a team, valid for a week; `token` is what its link would carry. */
export async function makeInvitation(
  db: Database,
  values: Partial<typeof invitations.$inferInsert> & { teamId: string },
): Promise<typeof invitations.$inferSelect & { token: string }> {
  const { token: raw, hash } = token();
  const row = await one(
    db
      .insert(invitations)
      .values({
        email: `${unique("invitee")}@example.com`,
        tokenHash: hash,
        expiresAt: new Date(Date.now() + 7 * 86_400_000),
        ...values,
      })
      .returning(),
    "invitation",
  );
  return { ...row, token: raw };
}

/** A tag of a team. */
export async function makeTag(
  db: Database,
  values: Partial<typeof tags.$inferInsert> & { teamId: string },
): Promise<typeof tags.$inferSelect> {
  return one(
    db
      .insert(tags)
      .values({ name: unique("tag"), color: "blue", ...values })
      .returning(),
    "tag",
  );
}

/** A task of a team, to do, at position 0 of its column; `tagIds` tags it. */
export async function makeTask(
  db: Database,
  values: Partial<typeof tasks.$inferInsert> & { teamId: string; tagIds?: string[] },
): Promise<typeof tasks.$inferSelect> {
  const { tagIds = [], ...columns } = values;
  const row = await one(
    db
      .insert(tasks)
      .values({ title: unique("task"), ...columns })
      .returning(),
    "task",
  );
  if (tagIds.length) {
    await db.insert(taskTags).values(tagIds.map((tagId) => ({ taskId: row.id, tagId })));
  }
  return row;
}

/** An active monthly Pro subscription of a team from the local billing simulator. */
export async function makeSubscription(
  db: Database,
  values: Partial<typeof subscriptions.$inferInsert> & { teamId: string },
): Promise<typeof subscriptions.$inferSelect> {
  const plan = values.plan ?? "pro";
  const interval = values.interval ?? "month";
  return one(
    db
      .insert(subscriptions)
      .values({
        provider: "simulator",
        plan,
        interval,
        variantId: `${plan}-${interval}`,
        status: "active",
        ...values,
      })
      .returning(),
    "subscription",
  );
}

/** A received, not yet processed webhook delivery of the billing simulator. */
export async function makeWebhookEvent(
  db: Database,
  values: Partial<typeof webhookEvents.$inferInsert> = {},
): Promise<typeof webhookEvents.$inferSelect> {
  return one(
    db
      .insert(webhookEvents)
      .values({
        provider: "simulator",
        eventName: "subscription_created",
        payloadHash: unique("payload"),
        payload: {},
        ...values,
      })
      .returning(),
    "webhook event",
  );
}

/** An assistant conversation of a member in a team, without messages. */
export async function makeConversation(
  db: Database,
  values: Partial<typeof aiConversations.$inferInsert> & { teamId: string; userId: string },
): Promise<typeof aiConversations.$inferSelect> {
  return one(
    db
      .insert(aiConversations)
      .values({ title: "A question", ...values })
      .returning(),
    "conversation",
  );
}

/**
 * An entry of a team's activity log, which owners read as the audit log: by the system (no
 * actor) unless `actorId` and `actorName` say who.
 */
export async function makeAuditEntry(
  db: Database,
  values: Partial<typeof teamActivities.$inferInsert> & { teamId: string },
): Promise<typeof teamActivities.$inferSelect> {
  return one(
    db
      .insert(teamActivities)
      .values({ action: "task.created", targetType: "task", ...values })
      .returning(),
    "audit entry",
  );
}
