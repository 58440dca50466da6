import { createHash } from "node:crypto";

import type { Database } from "@teamkit/db";
import { createToken, SESSION_COOKIE, sessionKey } from "@teamkit/auth";
import {
  invitations,
  memberships,
  sessions,
  tags,
  tasks,
  taskTags,
  teams,
  users,
} from "@teamkit/db";

import type { RateLimiter } from "../src/rate-limit";
import { createRateLimiter, MemoryRateLimitStore } from "../src/rate-limit";
import { createCaller } from "../src/root";
import { testContext } from "./helpers";

/*
 * The fixture kit every suite uses: factories for users, sessions, teams, memberships and
 * invitations written straight to the database (no mail, no hashing: fast), and `callerAs` for a
 * caller with a given session. Unique values come from one counter per process.
 */

let sequence = 0;
/** A value no other fixture in this process has (`fx-7`). */
export function unique(prefix = "fx"): string {
  sequence += 1;
  return `${prefix}-${sequence}-${process.pid}`;
}

export interface UserFixture {
  id: string;
  email: string;
  name: string;
}

/**
 * A verified user without a password (sign-in flows have their own helpers), onboarded unless an
 * `onboardingStep` says otherwise.
 */
export async function makeUser(
  db: Database,
  values: {
    email?: string;
    name?: string;
    role?: "user" | "admin";
    locale?: "en" | "de";
    onboardingStep?: "account" | "team" | "complete";
  } = {},
): Promise<UserFixture> {
  const email = values.email ?? `${unique("user")}@example.com`;
  const name = values.name ?? "Fixture User";
  const [user] = await db
    .insert(users)
    .values({
      email,
      name,
      role: values.role ?? "user",
      locale: values.locale ?? "en",
      emailVerified: new Date(),
      onboardingStep: values.onboardingStep ?? "complete",
    })
    .returning({ id: users.id });
  if (!user) throw new Error("no user");
  return { id: user.id, email, name };
}

/** A live session of `userId` (optionally an admin's impersonation); returns the raw token. */
export async function makeSession(
  db: Database,
  userId: string,
  options: { impersonatorId?: string } = {},
): Promise<string> {
  const token = createToken();
  await db.insert(sessions).values({
    sessionToken: sessionKey(token),
    userId,
    expires: new Date(Date.now() + 86_400_000),
    impersonatorId: options.impersonatorId ?? null,
  });
  return token;
}

/** A team (no activity, no active-team change) with the given owner. */
export async function makeTeam(
  db: Database,
  ownerId: string,
  values: { name?: string; slug?: string } = {},
): Promise<{ id: string; name: string; slug: string }> {
  const slug = values.slug ?? unique("team");
  const [team] = await db
    .insert(teams)
    .values({ name: values.name ?? "Fixture Team", slug })
    .returning({ id: teams.id, name: teams.name, slug: teams.slug });
  if (!team) throw new Error("no team");
  await addMember(db, team.id, ownerId, "owner");
  return team;
}

export async function addMember(
  db: Database,
  teamId: string,
  userId: string,
  role: "owner" | "member",
): Promise<void> {
  await db.insert(memberships).values({ teamId, userId, role });
}

/** A pending invitation; returns its id and the raw token its link would carry. */
export async function makeInvitation(
  db: Database,
  teamId: string,
  values: { email?: string; role?: "owner" | "member"; expiresAt?: Date; invitedById?: string },
): Promise<{ id: string; email: string; token: string }> {
  const token = createToken();
  const email = values.email ?? `${unique("invitee")}@example.com`;
  const [row] = await db
    .insert(invitations)
    .values({
      teamId,
      email,
      role: values.role ?? "member",
      tokenHash: createHash("sha256").update(token).digest("hex"),
      invitedById: values.invitedById ?? null,
      expiresAt: values.expiresAt ?? new Date(Date.now() + 7 * 86_400_000),
    })
    .returning({ id: invitations.id });
  if (!row) throw new Error("no invitation");
  return { id: row.id, email, token };
}

/** A tag of a team. */
export async function makeTag(
  db: Database,
  teamId: string,
  values: { name?: string; color?: string } = {},
): Promise<{ id: string; name: string }> {
  const name = values.name ?? unique("tag");
  const [row] = await db
    .insert(tags)
    .values({ teamId, name, color: values.color ?? "blue" })
    .returning({ id: tags.id });
  if (!row) throw new Error("no tag");
  return { id: row.id, name };
}

/** A task of a team (at position 0 unless given), optionally tagged and assigned. */
export async function makeTask(
  db: Database,
  teamId: string,
  values: {
    title?: string;
    description?: string;
    status?: "todo" | "in_progress" | "done";
    priority?: "none" | "low" | "medium" | "high" | "urgent";
    dueDate?: string;
    assigneeId?: string;
    createdById?: string;
    position?: number;
    tagIds?: string[];
    createdAt?: Date;
  } = {},
): Promise<{ id: string; title: string }> {
  const title = values.title ?? unique("task");
  const [row] = await db
    .insert(tasks)
    .values({
      teamId,
      title,
      description: values.description ?? null,
      status: values.status ?? "todo",
      priority: values.priority ?? "none",
      dueDate: values.dueDate ?? null,
      assigneeId: values.assigneeId ?? null,
      createdById: values.createdById ?? null,
      position: values.position ?? 0,
      createdAt: values.createdAt,
    })
    .returning({ id: tasks.id });
  if (!row) throw new Error("no task");
  if (values.tagIds?.length) {
    await db.insert(taskTags).values(values.tagIds.map((tagId) => ({ taskId: row.id, tagId })));
  }
  return { id: row.id, title };
}

/** A limiter of its own, so fixtures never share counters with each other. */
export function freshLimiter(): RateLimiter {
  return createRateLimiter({ store: new MemoryRateLimitStore() });
}

/**
 * A caller with a session token (or none), from its own client address and limiter unless given;
 * pass `resHeaders` to collect the Set-Cookie headers it writes.
 */
export async function callerAs(
  db: Database,
  token: string | null,
  options: {
    ip?: string;
    locale?: "en" | "de";
    rateLimiter?: RateLimiter;
    resHeaders?: Headers;
  } = {},
) {
  const headers = new Headers({ "x-forwarded-for": options.ip ?? "203.0.113.99" });
  if (token) headers.set("cookie", `${SESSION_COOKIE}=${token}`);
  if (options.locale) headers.set("x-teamkit-locale", options.locale);
  const ctx = await testContext(
    db,
    headers,
    {},
    { rateLimiter: options.rateLimiter ?? freshLimiter(), resHeaders: options.resHeaders },
  );
  return createCaller(ctx);
}

/** The roles of the authorization matrix. */
export const ROLES = [
  "anonymous",
  "member",
  "owner",
  "otherOwner",
  "admin",
  "impersonated",
] as const;
export type Role = (typeof ROLES)[number];

/** One team of the world: its people, a pending invitation, a tag and a task carrying it. */
export interface WorldTeam {
  id: string;
  slug: string;
  ownerId: string;
  memberId: string;
  invitationId: string;
  tagId: string;
  taskId: string;
}

/** Two teams and a cast: A's owner and member, B's owner and member, an admin outside both. */
export interface World {
  teamA: WorldTeam;
  teamB: WorldTeam;
  tokens: Record<Exclude<Role, "anonymous">, string>;
  users: Record<"owner" | "member" | "otherOwner" | "otherMember" | "admin", UserFixture>;
}

/**
 * A fresh world: every cell of the matrix that may change data gets its own. The impersonated
 * session is the admin acting as team A's owner.
 */
export async function makeWorld(db: Database): Promise<World> {
  const [owner, member, otherOwner, otherMember, admin] = await Promise.all([
    makeUser(db, { name: "Owner" }),
    makeUser(db, { name: "Member" }),
    makeUser(db, { name: "Other Owner" }),
    makeUser(db, { name: "Other Member" }),
    makeUser(db, { name: "Admin", role: "admin" }),
  ]);
  const a = await makeTeam(db, owner.id, { name: "Team A" });
  const b = await makeTeam(db, otherOwner.id, { name: "Team B" });
  await addMember(db, a.id, member.id, "member");
  await addMember(db, b.id, otherMember.id, "member");
  const invitationA = await makeInvitation(db, a.id, { invitedById: owner.id });
  const invitationB = await makeInvitation(db, b.id, { invitedById: otherOwner.id });
  const tagA = await makeTag(db, a.id);
  const tagB = await makeTag(db, b.id);
  const taskA = await makeTask(db, a.id, { tagIds: [tagA.id], createdById: owner.id });
  const taskB = await makeTask(db, b.id, { tagIds: [tagB.id], createdById: otherOwner.id });
  const [ownerToken, memberToken, otherOwnerToken, adminToken, impersonatedToken] =
    await Promise.all([
      makeSession(db, owner.id),
      makeSession(db, member.id),
      makeSession(db, otherOwner.id),
      makeSession(db, admin.id),
      makeSession(db, owner.id, { impersonatorId: admin.id }),
    ]);
  return {
    teamA: {
      id: a.id,
      slug: a.slug,
      ownerId: owner.id,
      memberId: member.id,
      invitationId: invitationA.id,
      tagId: tagA.id,
      taskId: taskA.id,
    },
    teamB: {
      id: b.id,
      slug: b.slug,
      ownerId: otherOwner.id,
      memberId: otherMember.id,
      invitationId: invitationB.id,
      tagId: tagB.id,
      taskId: taskB.id,
    },
    tokens: {
      owner: ownerToken,
      member: memberToken,
      otherOwner: otherOwnerToken,
      admin: adminToken,
      impersonated: impersonatedToken,
    },
    users: { owner, member, otherOwner, otherMember, admin },
  };
}
