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

// Factories write one row straight to the database (no mail, no hashing, no domain rules) with
// valid defaults; any column can be overridden.

let sequence = 0;
export function unique(prefix = "fx"): string {
  sequence += 1;
  return `${prefix}-${sequence}-${process.pid}`;
}

export const TEST_PASSWORD = "Secret-pass-1";

/** Hashed once with auth's argon2id parameters: checking it costs what a real check costs. */
export const TEST_PASSWORD_HASH =
  "$argon2id$v=19$m=19456,t=2,p=1$46sZSIZlIVkqjAlEeY4etw$QNmJ2zd34o2GeJGIKH8mBNAlkjqlfDNgtxuXy48qAEw";

function token(): { token: string; hash: string } {
  const raw = randomBytes(32).toString("base64url");
  return { token: raw, hash: createHash("sha256").update(raw).digest("hex") };
}

async function one<T>(rows: Promise<T[]>, what: string): Promise<T> {
  const [row] = await rows;
  if (!row) throw new Error(`no ${what} was inserted`);
  return row;
}

export type TestUser = typeof users.$inferSelect & { userId: string; impersonatorId: null };

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

/** An account as sign-up leaves it: with the test password, its address not yet verified. */
export function makeSignedUpUser(
  db: Database,
  values: Partial<typeof users.$inferInsert> & { email: string },
): Promise<TestUser> {
  return makeUser(db, { emailVerified: null, password: TEST_PASSWORD, ...values });
}

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

export async function makeMembership(
  db: Database,
  values: Partial<typeof memberships.$inferInsert> & { teamId: string; userId: string },
): Promise<typeof memberships.$inferSelect> {
  return one(db.insert(memberships).values(values).returning(), "membership");
}

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
