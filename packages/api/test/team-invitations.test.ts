import { describe, expect, it } from "vitest";

import { eq, invitations, users } from "@teamkit/db";
import { makeSession, makeTeam, makeUser, unique, useTestDatabase } from "@teamkit/db/testing";

import { findUser, mailedToken } from "./auth-helpers";
import { callerAs } from "./fixtures";
import { sessionCookieToken, sharedLimiter } from "./helpers";

const database = useTestDatabase();

/** A team with an owner who is signed in; returns the owner's caller. */
async function teamWithOwner() {
  const owner = await makeUser(database.db, { name: "Olivia" });
  const team = await makeTeam(database.db, { owner, name: "Invite Team" });
  const api = await callerAs(database.db, owner);
  return { owner, team, api };
}

describe("team.invitation", () => {
  it("create › mails a link that signs a new invitee up, verified, into the team", async () => {
    const { team, api } = await teamWithOwner();
    const email = `${unique("invitee")}@example.com`;
    await api.team.invitation.create({ teamId: team.id, email, role: "member" });
    const { token, url } = await mailedToken(database.db, email, "TeamInvitation");
    expect(url).toMatch(/\/team\/invitation$/);

    const resHeaders = new Headers();
    const visitor = await callerAs(database.db, null, { resHeaders });
    await expect(visitor.team.invitation.get({ token })).resolves.toMatchObject({
      status: "valid",
      teamName: "Invite Team",
      inviterName: "Olivia",
      email,
      role: "member",
    });
    await expect(
      visitor.auth.signUp({
        name: "Ivy",
        email,
        password: "Invitee-pass-1",
        invitationToken: token,
      }),
    ).resolves.toEqual({
      email,
      signedIn: true,
      redirectTo: "/onboarding",
      passwordRemoved: false,
    });
    const cookie = sessionCookieToken(resHeaders);
    expect(cookie).toBeTruthy();
    expect((await findUser(database.db, email))?.emailVerified).toBeInstanceOf(Date);
    const invitee = await callerAs(database.db, cookie ?? null);
    await expect(invitee.team.active()).resolves.toMatchObject({ id: team.id, role: "member" });
    // The link is used up.
    await expect(visitor.team.invitation.get({ token })).resolves.toEqual({ status: "invalid" });
  });

  it("a sign-up with another address's invitation is an ordinary, unverified sign-up", async () => {
    const { team, api } = await teamWithOwner();
    const invited = `${unique("invited")}@example.com`;
    await api.team.invitation.create({ teamId: team.id, email: invited, role: "member" });
    const { token } = await mailedToken(database.db, invited, "TeamInvitation");
    const other = `${unique("other")}@example.com`;
    const visitor = await callerAs(database.db, null);
    await expect(
      visitor.auth.signUp({
        name: "Eve",
        email: other,
        password: "Other-pass-1",
        invitationToken: token,
      }),
    ).resolves.toEqual({ email: other, signedIn: false });
    expect((await findUser(database.db, other))?.emailVerified).toBeNull();
    await expect(visitor.team.invitation.get({ token })).resolves.toMatchObject({
      status: "valid",
    });
  });

  it("accept › joins a signed-in user with the invited address, and refuses anyone else", async () => {
    const { team, api } = await teamWithOwner();
    const invitee = await makeUser(database.db, { name: "Max" });
    const stranger = await makeUser(database.db);
    await api.team.invitation.create({ teamId: team.id, email: invitee.email, role: "owner" });
    const { token } = await mailedToken(database.db, invitee.email, "TeamInvitation");
    const strangerApi = await callerAs(database.db, stranger);
    await expect(strangerApi.team.invitation.accept({ token })).rejects.toMatchObject({
      code: "FORBIDDEN",
      cause: { messageKey: "teams.errors.invitationOtherEmail" },
    });
    const inviteeApi = await callerAs(database.db, invitee);
    await expect(inviteeApi.team.invitation.accept({ token })).resolves.toMatchObject({
      teamId: team.id,
    });
    await expect(inviteeApi.team.get({ teamId: team.id })).resolves.toMatchObject({
      role: "owner",
      memberCount: 2,
    });
  });

  it("listMine › lists the pending invitations to the user's verified address, from any team", async () => {
    const { team, api, owner } = await teamWithOwner();
    const other = await makeUser(database.db, { name: "Otto" });
    const otherTeam = await makeTeam(database.db, { owner: other, name: "Other Team" });
    const otherApi = await callerAs(database.db, other);
    const invitee = await makeUser(database.db, { name: "Ines" });
    const unverified = await makeUser(database.db, { emailVerified: null });
    await api.team.invitation.create({ teamId: team.id, email: invitee.email, role: "owner" });
    await otherApi.team.invitation.create({
      teamId: otherTeam.id,
      email: invitee.email.toUpperCase(),
      role: "member",
    });
    await api.team.invitation.create({ teamId: team.id, email: unverified.email, role: "member" });
    const mine = await (await callerAs(database.db, invitee)).team.invitation.listMine();
    expect(
      mine.map(({ teamName, role, inviterName }) => ({ teamName, role, inviterName })),
    ).toEqual(
      expect.arrayContaining([
        { teamName: "Invite Team", role: "owner", inviterName: owner.name },
        { teamName: "Other Team", role: "member", inviterName: "Otto" },
      ]),
    );
    expect(mine).toHaveLength(2);
    expect(mine[0]?.expiresAt.getTime()).toBeGreaterThan(Date.now());
    // An address nobody has proved yet sees nothing: the invitation may be someone else's.
    await expect(
      (await callerAs(database.db, unverified)).team.invitation.listMine(),
    ).resolves.toEqual([]);
  });

  it("accept and decline by id › only for the invited, verified address", async () => {
    const { team, api } = await teamWithOwner();
    const invitee = await makeUser(database.db, { name: "Ida" });
    const stranger = await makeUser(database.db);
    await api.team.invitation.create({ teamId: team.id, email: invitee.email, role: "member" });
    const inviteeApi = await callerAs(database.db, invitee);
    const [invitation] = await inviteeApi.team.invitation.listMine();
    const invitationId = invitation?.id ?? "";

    const strangerApi = await callerAs(database.db, stranger);
    for (const answer of [strangerApi.team.invitation.accept, strangerApi.team.invitation.decline])
      await expect(answer({ invitationId })).rejects.toMatchObject({
        code: "NOT_FOUND",
        cause: { messageKey: "teams.errors.invitationInvalid" },
      });
    await database.db.update(users).set({ emailVerified: null }).where(eq(users.id, invitee.id));
    const unverifiedApi = await callerAs(database.db, invitee);
    await expect(unverifiedApi.team.invitation.accept({ invitationId })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    await database.db
      .update(users)
      .set({ emailVerified: new Date() })
      .where(eq(users.id, invitee.id));

    await expect(inviteeApi.team.invitation.accept({ invitationId })).resolves.toMatchObject({
      teamId: team.id,
      teamName: "Invite Team",
    });
    await expect(inviteeApi.team.get({ teamId: team.id })).resolves.toMatchObject({
      role: "member",
    });
    await expect(inviteeApi.team.invitation.listMine()).resolves.toEqual([]);
    await expect(inviteeApi.team.invitation.accept({ invitationId })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });

    const declining = await makeUser(database.db);
    await api.team.invitation.create({ teamId: team.id, email: declining.email, role: "member" });
    const decliningApi = await callerAs(database.db, declining);
    const [declined] = await decliningApi.team.invitation.listMine();
    await expect(
      decliningApi.team.invitation.decline({ invitationId: declined?.id ?? "" }),
    ).resolves.toEqual({ ok: true });
    await expect(decliningApi.team.invitation.listMine()).resolves.toEqual([]);
    await expect(decliningApi.team.get({ teamId: team.id })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    await expect(api.team.invitation.list({ teamId: team.id })).resolves.toEqual([]);
  });

  it("create › is limited per team", async () => {
    const owner = await makeUser(database.db);
    const team = await makeTeam(database.db, { owner });
    const token = (await makeSession(database.db, { userId: owner.id })).token;
    const limiter = sharedLimiter();
    // Every attempt counts, also those the plan's member limit then refuses.
    for (let i = 0; i < 20; i++) {
      const api = await callerAs(database.db, token, { rateLimiter: limiter });
      await api.team.invitation
        .create({ teamId: team.id, email: `seat.${i}@example.com`, role: "member" })
        .catch((error: unknown) =>
          expect(error).toMatchObject({ cause: { messageKey: "teams.errors.memberLimit" } }),
        );
    }
    const api = await callerAs(database.db, token, { rateLimiter: limiter });
    await expect(
      api.team.invitation.create({ teamId: team.id, email: "seat.21@example.com", role: "member" }),
    ).rejects.toMatchObject({ code: "TOO_MANY_REQUESTS" });
  });

  it("create › is limited per invited address, across teams and inviters", async () => {
    const limiter = sharedLimiter();
    const target = `${unique("target")}@example.com`;
    const invite = async (email: string) => {
      const owner = await makeUser(database.db);
      const team = await makeTeam(database.db, { owner });
      const api = await callerAs(database.db, owner, { rateLimiter: limiter });
      return api.team.invitation.create({ teamId: team.id, email, role: "member" });
    };
    for (let i = 0; i < 5; i++) await invite(target);
    await expect(invite(target.toUpperCase())).rejects.toMatchObject({
      code: "TOO_MANY_REQUESTS",
    });
    await expect(invite(`${unique("other")}@example.com`)).resolves.toBeDefined();
  });
  it("resend › renews an expired invitation: a new link and expiry with the same role, the old link void, logged as renewed", async () => {
    const { team, api } = await teamWithOwner();
    const email = `${unique("late")}@example.com`;
    await api.team.invitation.create({ teamId: team.id, email, role: "owner" });
    const first = await mailedToken(database.db, email, "TeamInvitation");
    await database.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.email, email));
    const [expired] = await api.team.invitation.list({ teamId: team.id });
    expect(expired).toMatchObject({ email, isExpired: true });
    const invitationId = expired?.id ?? "";

    const resent = await api.team.invitation.resend({ teamId: team.id, invitationId });
    expect(resent).toMatchObject({ id: invitationId, email, role: "owner", renewed: true });
    expect(resent.expiresAt.getTime()).toBeGreaterThan(Date.now() + 6 * 86_400_000);
    const second = await mailedToken(database.db, email, "TeamInvitation");
    expect(second.token).not.toBe(first.token);
    const visitor = await callerAs(database.db, null);
    await expect(visitor.team.invitation.get({ token: first.token })).resolves.toEqual({
      status: "invalid",
    });
    await expect(visitor.team.invitation.get({ token: second.token })).resolves.toMatchObject({
      status: "valid",
      email,
      role: "owner",
    });
    await expect(api.team.invitation.list({ teamId: team.id })).resolves.toMatchObject([
      { id: invitationId, email, role: "owner", isExpired: false },
    ]);
    const activity = JSON.stringify(await api.team.activity({ teamId: team.id }));
    expect(activity).toContain("invitation.renewed");
  });

  it("resend › answers NOT_FOUND for another team's invitation and for one revoked meanwhile, and mails nothing", async () => {
    const { team, api } = await teamWithOwner();
    const other = await teamWithOwner();
    const email = `${unique("gone")}@example.com`;
    await other.api.team.invitation.create({ teamId: other.team.id, email, role: "member" });
    const [theirs] = await other.api.team.invitation.list({ teamId: other.team.id });
    const invitationId = theirs?.id ?? "";
    await expect(
      api.team.invitation.resend({ teamId: team.id, invitationId }),
    ).rejects.toMatchObject({
      code: "NOT_FOUND",
      cause: { messageKey: "teams.errors.invitationNotFound" },
    });
    await other.api.team.invitation.revoke({ teamId: other.team.id, invitationId });
    const mailed = await mailedToken(database.db, email, "TeamInvitation");
    await expect(
      other.api.team.invitation.resend({ teamId: other.team.id, invitationId }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
    // Neither made a new invitation or sent a mail.
    await expect(other.api.team.invitation.list({ teamId: other.team.id })).resolves.toEqual([]);
    expect((await mailedToken(database.db, email, "TeamInvitation")).token).toBe(mailed.token);
  });

  it("resend › counts toward the same limits as inviting the address", async () => {
    const limiter = sharedLimiter();
    const owner = await makeUser(database.db);
    const team = await makeTeam(database.db, { owner });
    const token = (await makeSession(database.db, { userId: owner.id })).token;
    const api = await callerAs(database.db, token, { rateLimiter: limiter });
    const email = `${unique("often")}@example.com`;
    await api.team.invitation.create({ teamId: team.id, email, role: "member" });
    const [invitation] = await api.team.invitation.list({ teamId: team.id });
    const invitationId = invitation?.id ?? "";
    // Three mails to one address from one team in five minutes, however they were asked for.
    await api.team.invitation.resend({ teamId: team.id, invitationId });
    await api.team.invitation.create({ teamId: team.id, email, role: "member" });
    await expect(
      api.team.invitation.resend({ teamId: team.id, invitationId }),
    ).rejects.toMatchObject({ code: "TOO_MANY_REQUESTS" });
  });
});
