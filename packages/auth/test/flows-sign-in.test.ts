import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { Database } from "@teamkit/db";
import type { TestDatabase } from "@teamkit/db/testing";
import { and, eq, invitations, memberships, sessions, teams } from "@teamkit/db";
import { createTestDatabase } from "@teamkit/db/testing";
import { acceptPendingInvitations } from "@teamkit/teams";

import { signInWithPassword } from "../src/flows";
import { sessionKey } from "../src/session";
import { createToken, hashToken } from "../src/tokens";
import { createUser, PASSWORD, testClock } from "./flows-helpers";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.destroy());

const DAY = 24 * 60 * 60 * 1000;

async function createTeam(db: Database, slug: string) {
  const [team] = await db.insert(teams).values({ name: slug, slug }).returning({ id: teams.id });
  if (!team) throw new Error("no team");
  return team.id;
}

async function invite(
  db: Database,
  values: { teamId: string; email: string; role: "owner" | "member"; expiresAt: Date },
) {
  await db.insert(invitations).values({ ...values, tokenHash: hashToken(createToken()) });
}

/** The error a promise rejects with, to compare whole errors. */
async function rejection(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    return error as Record<string, unknown>;
  }
  throw new Error("expected a rejection");
}

describe("signInWithPassword", () => {
  it("starts a stored session and sends a user who finished onboarding to the dashboard", async () => {
    const userId = await createUser(database.db, { email: "done@example.com" });
    const signedIn = await signInWithPassword(database.db, {
      email: " Done@Example.com ",
      password: PASSWORD,
    });
    expect(signedIn.redirectTo).toBe("/app/dashboard");
    expect(signedIn.user).toMatchObject({ id: userId, email: "done@example.com" });
    expect(Object.keys(signedIn.user).sort()).toEqual([
      "email",
      "id",
      "image",
      "locale",
      "name",
      "role",
    ]);
    const [row] = await database.db
      .select()
      .from(sessions)
      .where(eq(sessions.sessionToken, sessionKey(signedIn.session.token)));
    expect(row?.userId).toBe(userId);
  });

  it("sends a user still onboarding back to onboarding", async () => {
    await createUser(database.db, { email: "new.here@example.com", onboardingStep: "team" });
    await expect(
      signInWithPassword(database.db, { email: "new.here@example.com", password: PASSWORD }),
    ).resolves.toMatchObject({ redirectTo: "/onboarding" });
  });

  it("starts a new session on every sign-in", async () => {
    await createUser(database.db, { email: "twice@example.com" });
    const input = { email: "twice@example.com", password: PASSWORD };
    const first = await signInWithPassword(database.db, input);
    const second = await signInWithPassword(database.db, input);
    expect(first.session.token).not.toBe(second.session.token);
  });

  it("answers an unknown address exactly like a wrong password", async () => {
    await createUser(database.db, { email: "known@example.com" });
    const wrong = await rejection(
      signInWithPassword(database.db, { email: "known@example.com", password: "Wrong-pass-1" }),
    );
    const unknown = await rejection(
      signInWithPassword(database.db, { email: "unknown@example.com", password: PASSWORD }),
    );
    expect(wrong).toMatchObject({
      code: "UNAUTHORIZED",
      messageKey: "auth.errors.invalidCredentials",
    });
    expect({ ...unknown, message: unknown.message }).toEqual({ ...wrong, message: wrong.message });
  });

  it("tells an unverified account so only after a correct password", async () => {
    await createUser(database.db, { email: "unverified@example.com", verified: false });
    await expect(
      signInWithPassword(database.db, {
        email: "unverified@example.com",
        password: "Wrong-pass-1",
      }),
    ).rejects.toMatchObject({ code: "UNAUTHORIZED", messageKey: "auth.errors.invalidCredentials" });
    await expect(
      signInWithPassword(database.db, { email: "unverified@example.com", password: PASSWORD }),
    ).rejects.toMatchObject({ code: "FORBIDDEN", messageKey: "auth.errors.emailNotVerified" });
  });
});

describe("acceptPendingInvitations", () => {
  it("joins the inviting teams with the invited role when the user signs in", async () => {
    const clock = testClock();
    const owned = await createTeam(database.db, "owned-team");
    const joined = await createTeam(database.db, "joined-team");
    const expired = await createTeam(database.db, "expired-team");
    const email = "invited@example.com";
    const future = new Date(clock.ms + 7 * DAY);
    await invite(database.db, { teamId: owned, email, role: "owner", expiresAt: future });
    await invite(database.db, { teamId: joined, email, role: "member", expiresAt: future });
    await invite(database.db, {
      teamId: expired,
      email,
      role: "member",
      expiresAt: new Date(clock.ms - 1),
    });
    const userId = await createUser(database.db, { email });

    await signInWithPassword(database.db, { email, password: PASSWORD }, { now: clock.now });

    const rows = await database.db
      .select({ teamId: memberships.teamId, role: memberships.role })
      .from(memberships)
      .where(eq(memberships.userId, userId));
    expect(rows.sort((a, b) => a.role.localeCompare(b.role))).toEqual([
      { teamId: joined, role: "member" },
      { teamId: owned, role: "owner" },
    ]);
    const left = await database.db
      .select({ teamId: invitations.teamId })
      .from(invitations)
      .where(eq(invitations.email, email));
    // Accepted invitations are gone; the expired one stays for its team to revoke or renew.
    expect(left).toEqual([{ teamId: expired }]);
  });

  it("keeps an existing membership as it is", async () => {
    const clock = testClock();
    const teamId = await createTeam(database.db, "already-member");
    const email = "member.already@example.com";
    const userId = await createUser(database.db, { email });
    await database.db.insert(memberships).values({ teamId, userId, role: "member" });
    await invite(database.db, {
      teamId,
      email,
      role: "owner",
      expiresAt: new Date(clock.ms + DAY),
    });

    const result = await acceptPendingInvitations(database.db, {
      userId,
      email: "Member.Already@example.com",
      now: clock.now(),
    });
    expect(result).toEqual({ teamIds: [teamId] });
    const [membership] = await database.db
      .select({ role: memberships.role })
      .from(memberships)
      .where(and(eq(memberships.teamId, teamId), eq(memberships.userId, userId)));
    expect(membership?.role).toBe("member");
    const left = await database.db.select().from(invitations).where(eq(invitations.email, email));
    expect(left).toEqual([]);
  });
});
