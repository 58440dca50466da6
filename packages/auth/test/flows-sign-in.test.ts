import { describe, expect, it } from "vitest";

import { and, eq, invitations, memberships, sessions, users } from "@teamkit/db";
import {
  makeInvitation,
  makeMembership,
  makeSignedUpUser,
  makeTeam,
  makeUser,
  TEST_PASSWORD,
  useTestDatabase,
} from "@teamkit/db/testing";
import { acceptPendingInvitations } from "@teamkit/teams";

import { signInWithPassword } from "../src/flows";
import { sessionKey } from "../src/session";
import { expectSignedIn, testClock } from "./flows-helpers";

const database = useTestDatabase();

const DAY = 24 * 60 * 60 * 1000;

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
    const { id: userId } = await makeUser(database.db, {
      email: "done@example.com",
      password: TEST_PASSWORD,
    });
    const signedIn = expectSignedIn(
      await signInWithPassword(database.db, {
        email: " Done@Example.com ",
        password: TEST_PASSWORD,
      }),
    );
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
    await makeUser(database.db, {
      email: "new.here@example.com",
      onboardingStep: "team",
      password: TEST_PASSWORD,
    });
    await expect(
      signInWithPassword(database.db, { email: "new.here@example.com", password: TEST_PASSWORD }),
    ).resolves.toMatchObject({ redirectTo: "/onboarding" });
  });

  it("starts a new session on every sign-in", async () => {
    await makeUser(database.db, { email: "twice@example.com", password: TEST_PASSWORD });
    const input = { email: "twice@example.com", password: TEST_PASSWORD };
    const first = expectSignedIn(await signInWithPassword(database.db, input));
    const second = expectSignedIn(await signInWithPassword(database.db, input));
    expect(first.session.token).not.toBe(second.session.token);
  });

  it("answers an unknown address exactly like a wrong password", async () => {
    await makeUser(database.db, { email: "known@example.com", password: TEST_PASSWORD });
    const wrong = await rejection(
      signInWithPassword(database.db, { email: "known@example.com", password: "Wrong-pass-1" }),
    );
    const unknown = await rejection(
      signInWithPassword(database.db, { email: "unknown@example.com", password: TEST_PASSWORD }),
    );
    expect(wrong).toMatchObject({
      code: "UNAUTHORIZED",
      messageKey: "auth.errors.invalidCredentials",
    });
    expect({ ...unknown, message: unknown.message }).toEqual({ ...wrong, message: wrong.message });
  });

  it("tells an unverified account so only after a correct password", async () => {
    await makeSignedUpUser(database.db, { email: "unverified@example.com" });
    await expect(
      signInWithPassword(database.db, {
        email: "unverified@example.com",
        password: "Wrong-pass-1",
      }),
    ).rejects.toMatchObject({ code: "UNAUTHORIZED", messageKey: "auth.errors.invalidCredentials" });
    await expect(
      signInWithPassword(database.db, { email: "unverified@example.com", password: TEST_PASSWORD }),
    ).rejects.toMatchObject({ code: "FORBIDDEN", messageKey: "auth.errors.emailNotVerified" });
  });
});

describe("acceptPendingInvitations", () => {
  it("joins the inviting teams with the invited role when the user signs in", async () => {
    const clock = testClock();
    const owned = (await makeTeam(database.db, { slug: "owned-team" })).id;
    const joined = (await makeTeam(database.db, { slug: "joined-team" })).id;
    const expired = (await makeTeam(database.db, { slug: "expired-team" })).id;
    const email = "invited@example.com";
    const future = new Date(clock.ms + 7 * DAY);
    await makeInvitation(database.db, { teamId: owned, email, role: "owner", expiresAt: future });
    await makeInvitation(database.db, { teamId: joined, email, role: "member", expiresAt: future });
    await makeInvitation(database.db, {
      teamId: expired,
      email,
      role: "member",
      expiresAt: new Date(clock.ms - 1),
    });
    const { id: userId } = await makeUser(database.db, { email, password: TEST_PASSWORD });

    await signInWithPassword(database.db, { email, password: TEST_PASSWORD }, { now: clock.now });

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

  it("tells the web which team a sign-in joined, keeping the active team; a phone hears it in its answer", async () => {
    const clock = testClock();
    const email = "has.a.team@example.com";
    const user = await makeUser(database.db, { email, password: TEST_PASSWORD });
    const own = await makeTeam(database.db, { owner: user, slug: "own-team" });
    await database.db.update(users).set({ activeTeamId: own.id }).where(eq(users.id, user.id));
    const invite = async (slug: string, ageDays: number) => {
      const teamId = (await makeTeam(database.db, { slug })).id;
      await makeInvitation(database.db, {
        teamId,
        email,
        role: "member",
        createdAt: new Date(clock.ms - ageDays * DAY),
        expiresAt: new Date(clock.ms + DAY),
      });
      return teamId;
    };
    await invite("newer-invitation", 1);
    const older = await invite("older-invitation", 2);

    const outcome = await signInWithPassword(
      database.db,
      { email, password: TEST_PASSWORD },
      { now: clock.now },
    );
    // The oldest invitation's team; the user stays in their own team until they open it.
    expect(outcome).toMatchObject({ redirectTo: `/app/dashboard?joined=${older}` });
    const [row] = await database.db
      .select({ activeTeamId: users.activeTeamId })
      .from(users)
      .where(eq(users.id, user.id));
    expect(row?.activeTeamId).toBe(own.id);

    // Nothing left to accept: the dashboard as usual. A phone's sign-in is never sent to it, and
    // has the team in its answer instead.
    expect(
      await signInWithPassword(database.db, { email, password: TEST_PASSWORD }, { now: clock.now }),
    ).toMatchObject({ redirectTo: "/app/dashboard", joinedTeamId: null });
    const phoneTeam = await invite("phone-invitation", 0);
    expect(
      await signInWithPassword(
        database.db,
        { email, password: TEST_PASSWORD },
        { now: clock.now, device: { name: "Pixel" } },
      ),
    ).toMatchObject({ redirectTo: "/app/dashboard", joinedTeamId: phoneTeam });
  });

  it("keeps an existing membership as it is", async () => {
    const clock = testClock();
    const teamId = (await makeTeam(database.db, { slug: "already-member" })).id;
    const email = "member.already@example.com";
    const { id: userId } = await makeUser(database.db, { email, password: TEST_PASSWORD });
    await makeMembership(database.db, { teamId, userId, role: "member" });
    await makeInvitation(database.db, {
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
    // Accepted, but not joined: the user was in the team already.
    expect(result).toEqual({ teamIds: [teamId], joinedTeamIds: [] });
    const [membership] = await database.db
      .select({ role: memberships.role })
      .from(memberships)
      .where(and(eq(memberships.teamId, teamId), eq(memberships.userId, userId)));
    expect(membership?.role).toBe("member");
    const left = await database.db.select().from(invitations).where(eq(invitations.email, email));
    expect(left).toEqual([]);
  });
});
