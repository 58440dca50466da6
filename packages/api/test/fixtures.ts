import type { Database } from "@teamkit/db";
import type { TestUser } from "@teamkit/db/testing";
import { SESSION_COOKIE } from "@teamkit/auth";
import {
  makeInvitation,
  makeSession,
  makeTag,
  makeTask,
  makeTeam,
  makeUser,
} from "@teamkit/db/testing";

import type { RateLimiter } from "../src/rate-limit";
import { createRateLimiter, MemoryRateLimitStore } from "../src/rate-limit";
import { createCaller } from "../src/root";
import { testContext } from "./helpers";

/*
 * What the API's suites add to the test kit of `@teamkit/db/testing`: `callerAs`, a caller with
 * a session as the HTTP handler would build it, and the world of the authorization matrix.
 */

/** A limiter of its own, so fixtures never share counters with each other. */
export function freshLimiter(): RateLimiter {
  return createRateLimiter({ store: new MemoryRateLimitStore() });
}

/**
 * A caller signed in as `who` (a user, who gets a new session, or a session token) or signed out
 * (null), from its own client address and limiter unless given; pass `resHeaders` to collect the
 * Set-Cookie headers it writes. The token goes in the session cookie, or with `bearer` in the
 * mobile app's Authorization header.
 */
export async function callerAs(
  db: Database,
  who: { id: string } | string | null,
  options: {
    ip?: string;
    locale?: "en" | "de";
    rateLimiter?: RateLimiter;
    resHeaders?: Headers;
    bearer?: boolean;
  } = {},
) {
  const token =
    who === null || typeof who === "string"
      ? who
      : (await makeSession(db, { userId: who.id })).token;
  const headers = new Headers({ "x-forwarded-for": options.ip ?? "203.0.113.99" });
  if (token && options.bearer) headers.set("authorization", `Bearer ${token}`);
  else if (token) headers.set("cookie", `${SESSION_COOKIE}=${token}`);
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

/** The roles that also hold a mobile app's session in the matrix's world. */
export const MOBILE_ROLES = ["member", "owner", "otherOwner", "admin"] as const;
export type MobileRole = (typeof MOBILE_ROLES)[number];

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
  /** The same people signed in to the mobile app (an impersonation never reaches one). */
  mobileTokens: Record<MobileRole, string>;
  users: Record<"owner" | "member" | "otherOwner" | "otherMember" | "admin", TestUser>;
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
  const a = await makeTeam(db, { owner, members: [member], name: "Team A" });
  const b = await makeTeam(db, { owner: otherOwner, members: [otherMember], name: "Team B" });
  const invitationA = await makeInvitation(db, { teamId: a.id, invitedById: owner.id });
  const invitationB = await makeInvitation(db, { teamId: b.id, invitedById: otherOwner.id });
  const tagA = await makeTag(db, { teamId: a.id });
  const tagB = await makeTag(db, { teamId: b.id });
  const taskA = await makeTask(db, { teamId: a.id, tagIds: [tagA.id], createdById: owner.id });
  const taskB = await makeTask(db, { teamId: b.id, tagIds: [tagB.id], createdById: otherOwner.id });
  const token = async (userId: string, impersonatorId: string | null = null) =>
    (await makeSession(db, { userId, impersonatorId })).token;
  const phone = async (userId: string) =>
    (await makeSession(db, { userId, kind: "mobile", deviceName: "Test phone" })).token;
  const [ownerToken, memberToken, otherOwnerToken, adminToken, impersonatedToken] =
    await Promise.all([
      token(owner.id),
      token(member.id),
      token(otherOwner.id),
      token(admin.id),
      token(owner.id, admin.id),
    ]);
  const [mobileOwner, mobileMember, mobileOtherOwner, mobileAdmin] = await Promise.all([
    phone(owner.id),
    phone(member.id),
    phone(otherOwner.id),
    phone(admin.id),
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
    mobileTokens: {
      owner: mobileOwner,
      member: mobileMember,
      otherOwner: mobileOtherOwner,
      admin: mobileAdmin,
    },
    users: { owner, member, otherOwner, otherMember, admin },
  };
}
