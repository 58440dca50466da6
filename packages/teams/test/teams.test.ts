import { describe, expect, it } from "vitest";

import type { sendEmail } from "@teamkit/email";
import {
  and,
  count,
  eq,
  invitations,
  memberships,
  subscriptions,
  teamActivities,
} from "@teamkit/db";
import {
  failWrites,
  isInjectedFailure,
  makeMembership,
  makeSubscription,
  makeTeam,
  makeUser,
  teamLog,
  useTestDatabase,
} from "@teamkit/db/testing";
import { latestMailTo } from "@teamkit/email";
import { slugify } from "@teamkit/validators";

import type { Actor } from "../src";
import {
  acceptInvitation,
  createTeam,
  freeSlug,
  getTeamOverview,
  inviteMember,
  listActivity,
  listMembers,
  MAX_OWNED_TEAMS,
  resolveActiveTeam,
  switchTeam,
  updateMembership,
  updateTeam,
  viewInvitation,
} from "../src";

const database = useTestDatabase();

/** Captures invitation mails' links instead of sending them. */
function mailDeps(): { deps: Parameters<typeof inviteMember>[4]; tokens: string[] } {
  const tokens: string[] = [];
  const send = ((mail: { props: { url: string } }) => {
    tokens.push(new URL(mail.props.url).searchParams.get("token") ?? "");
    return Promise.resolve({ id: "test" });
  }) as unknown as typeof sendEmail;
  return { deps: { sendEmail: send, appUrl: "http://teamkit.test" }, tokens };
}

describe("slugify", () => {
  it("derives a team url from a name", () => {
    expect(slugify("Acme GmbH & Co. KG")).toBe("acme-gmbh-co-kg");
    expect(slugify("Zoë's Straße")).toBe("zoe-s-strasse");
    expect(slugify("日本")).toBe("team");
    expect(slugify("A")).toBe("a-team");
  });
});

describe("createTeam", () => {
  it("makes the creator the owner, switches to the team and logs it", async () => {
    const owner = await makeUser(database.db, { name: "Olivia" });
    const team = await createTeam(database.db, owner, { name: "Rocket Lab" });
    expect(team).toMatchObject({ name: "Rocket Lab", slug: "rocket-lab", role: "owner" });
    expect(await resolveActiveTeam(database.db, owner.userId)).toMatchObject({ id: team.id });
    const [entry] = await listActivity(database.db, team.id);
    expect(entry).toMatchObject({ action: "team.created", actorName: "Olivia" });
  });

  it("numbers derived urls and refuses a chosen one that is taken", async () => {
    const owner = await makeUser(database.db);
    const first = await createTeam(database.db, owner, { name: "Same Name" });
    const second = await createTeam(database.db, owner, { name: "Same Name" });
    expect([first.slug, second.slug]).toEqual(["same-name", "same-name-2"]);
    await expect(
      createTeam(database.db, owner, { name: "Other", slug: "same-name" }),
    ).rejects.toMatchObject({
      code: "CONFLICT",
      messageKey: "teams.errors.slugTaken",
      field: "slug",
    });
  });

  it("tells the url a name would get now, as the next creation gives it", async () => {
    const owner = await makeUser(database.db);
    const name = `Preview ${crypto.randomUUID().slice(0, 8)}`;
    const base = slugify(name);
    expect(await freeSlug(database.db, name)).toBe(base);
    await createTeam(database.db, owner, { name });
    await createTeam(database.db, owner, { name, slug: `${base}-3` });
    expect(await freeSlug(database.db, name)).toBe(`${base}-2`);
    const next = await createTeam(database.db, owner, {
      name,
      slug: await freeSlug(database.db, name),
    });
    expect(next.slug).toBe(`${base}-2`);
    expect(await freeSlug(database.db, name)).toBe(`${base}-4`);
  });

  it("gives teams of one name created at once by different users each a url of its own", async () => {
    const name = `Concurrent ${crypto.randomUUID().slice(0, 8)}`;
    const creators = await Promise.all(Array.from({ length: 6 }, () => makeUser(database.db)));
    const created = await Promise.all(
      creators.map((user) => createTeam(database.db, user, { name })),
    );
    expect(new Set(created.map((team) => team.slug)).size).toBe(6);
  });

  it("refuses a team past the owned limit, yet lets its owner join and be made owner elsewhere", async () => {
    const owner = await makeUser(database.db);
    for (let i = 1; i < MAX_OWNED_TEAMS; i += 1) await makeTeam(database.db, { owner });
    await createTeam(database.db, owner, { name: "Twentieth" });
    await expect(createTeam(database.db, owner, { name: "One too many" })).rejects.toMatchObject({
      code: "FORBIDDEN",
      messageKey: "teams.errors.ownedTeamLimit",
      values: { max: MAX_OWNED_TEAMS },
    });
    const other = await makeTeam(database.db, { members: [owner] });
    await updateMembership(database.db, other.owner, other.id, {
      userId: owner.id,
      role: "owner",
    });
    const [owned] = await database.db
      .select({ n: count() })
      .from(memberships)
      .where(and(eq(memberships.userId, owner.id), eq(memberships.role, "owner")));
    expect(owned?.n).toBe(MAX_OWNED_TEAMS + 1);
  });
});

describe("listMembers", () => {
  it("tells which member pays for the team's running plan, and no one once it ended", async () => {
    const member = await makeUser(database.db);
    const team = await makeTeam(database.db, { members: [member] });
    const paying = async () =>
      (await listMembers(database.db, team.id)).filter((m) => m.paysForTeam).map((m) => m.userId);
    expect(await paying()).toEqual([]);
    await makeSubscription(database.db, {
      teamId: team.id,
      subscribedById: team.owner.id,
      status: "past_due",
    });
    expect(await paying()).toEqual([team.owner.id]);
    await database.db
      .update(subscriptions)
      .set({ status: "expired" })
      .where(eq(subscriptions.teamId, team.id));
    expect(await paying()).toEqual([]);
  });
});

describe("active team", () => {
  it("follows the stored choice, lets a url override it, and ignores teams the user left", async () => {
    const me = await makeUser(database.db);
    const a = await createTeam(database.db, me, { name: "Alpha" });
    const b = await createTeam(database.db, me, { name: "Beta" });
    expect((await resolveActiveTeam(database.db, me.userId))?.id).toBe(b.id);
    await switchTeam(database.db, me.userId, a.id);
    expect((await resolveActiveTeam(database.db, me.userId))?.id).toBe(a.id);
    expect((await resolveActiveTeam(database.db, me.userId, b.id))?.id).toBe(b.id);
    const stranger = await makeUser(database.db);
    const other = await createTeam(database.db, stranger, { name: "Theirs" });
    expect((await resolveActiveTeam(database.db, me.userId, other.id))?.id).toBe(a.id);
    await expect(switchTeam(database.db, me.userId, other.id)).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
  });
});

describe("invitations", () => {
  it("renews an existing invitation instead of adding one, and refuses members", async () => {
    const owner = await makeUser(database.db);
    const team = await createTeam(database.db, owner, { name: "Inviters" });
    const { deps, tokens } = mailDeps();
    const invite = (email: string, role: "member" | "owner") =>
      inviteMember(database.db, owner, team.id, { email, role, locale: "en" }, deps);
    const first = await invite("New.Person@example.com", "member");
    const again = await invite("new.person@example.com", "owner");
    expect(again).toMatchObject({ id: first.id, renewed: true, role: "owner" });
    expect(await viewInvitation(database.db, tokens[0] ?? "")).toEqual({ status: "invalid" });
    expect(await viewInvitation(database.db, tokens[1] ?? "")).toMatchObject({
      status: "valid",
      role: "owner",
      teamName: "Inviters",
    });
    await expect(invite(owner.email, "member")).rejects.toMatchObject({
      code: "CONFLICT",
      messageKey: "teams.errors.alreadyMember",
    });
  });

  it("counts members and pending invitations against the plan's member limit", async () => {
    const owner = await makeUser(database.db);
    const team = await createTeam(database.db, owner, { name: "Small Team" });
    const { deps } = mailDeps();
    const invite = (email: string) =>
      inviteMember(database.db, owner, team.id, { email, role: "member", locale: "en" }, deps);
    await invite("seat2@example.com");
    await invite("seat3@example.com");
    await expect(invite("seat4@example.com")).rejects.toMatchObject({
      code: "CONFLICT",
      messageKey: "teams.errors.memberLimit",
      values: { max: 3 },
    });
    // Renewing an invitation needs no extra seat.
    await expect(invite("seat3@example.com")).resolves.toMatchObject({ renewed: true });
    expect(await getTeamOverview(database.db, team)).toMatchObject({
      memberCount: 1,
      ownerCount: 1,
      pendingInvitationCount: 2,
    });
  });

  it("counts the team's owners apart from its members", async () => {
    const owner = await makeUser(database.db);
    const team = await createTeam(database.db, owner, { name: "Two Owners" });
    await makeMembership(database.db, {
      teamId: team.id,
      userId: (await makeUser(database.db)).id,
      role: "owner",
    });
    await makeMembership(database.db, {
      teamId: team.id,
      userId: (await makeUser(database.db)).id,
      role: "member",
    });
    expect(await getTeamOverview(database.db, team)).toMatchObject({
      memberCount: 3,
      ownerCount: 2,
    });
  });

  /** The team's invitations, and its log's invitation entries. */
  async function invitationTrail(teamId: string) {
    const rows = await database.db
      .select({ email: invitations.email })
      .from(invitations)
      .where(eq(invitations.teamId, teamId));
    const log = await teamLog(database.db, teamId);
    return {
      invited: rows.map(({ email }) => email),
      logged: log.filter((e) => e.action.startsWith("invitation.")).map((e) => e.action),
    };
  }

  function inviteLost(teamId: string, owner: Actor, send: typeof sendEmail) {
    const input = { email: "lost@example.com", role: "member" as const, locale: "en" as const };
    return inviteMember(database.db, owner, teamId, input, {
      sendEmail: send,
      appUrl: "http://teamkit.test",
    });
  }

  const inviteFailed = { code: "INTERNAL", messageKey: "teams.errors.inviteFailed" };

  it("takes a new invitation back, unlogged, when its mail cannot be sent", async () => {
    const owner = await makeUser(database.db);
    const team = await createTeam(database.db, owner, { name: "No Mail" });
    const failing = (() => Promise.reject(new Error("down"))) as unknown as typeof sendEmail;
    await expect(inviteLost(team.id, owner, failing)).rejects.toMatchObject(inviteFailed);
    expect(await invitationTrail(team.id)).toEqual({ invited: [], logged: [] });

    await inviteLost(team.id, owner, mailDeps().deps.sendEmail);
    expect(await invitationTrail(team.id)).toEqual({
      invited: ["lost@example.com"],
      logged: ["invitation.created"],
    });
  });

  it("takes a new invitation back when it cannot be logged after its mail", async () => {
    const owner = await makeUser(database.db);
    const team = await createTeam(database.db, owner, { name: "No Log" });
    const { deps, tokens } = mailDeps();
    const restore = await failWrites(database.db, teamActivities, "INSERT");
    try {
      const failure = await inviteLost(team.id, owner, deps.sendEmail).catch((e: unknown) => e);
      expect(failure).toMatchObject(inviteFailed);
      expect(isInjectedFailure(failure)).toBe(true);
    } finally {
      await restore();
    }
    expect(tokens).toHaveLength(1);
    expect(await invitationTrail(team.id)).toEqual({ invited: [], logged: [] });
  });

  it("keeps a renewed invitation and its entry when the new mail cannot be sent", async () => {
    const owner = await makeUser(database.db);
    const team = await createTeam(database.db, owner, { name: "Renewed" });
    await inviteLost(team.id, owner, mailDeps().deps.sendEmail);
    const failing = (() => Promise.reject(new Error("down"))) as unknown as typeof sendEmail;
    await expect(inviteLost(team.id, owner, failing)).rejects.toMatchObject(inviteFailed);
    expect(await invitationTrail(team.id)).toEqual({
      invited: ["lost@example.com"],
      logged: ["invitation.created", "invitation.renewed"],
    });
  });

  it("mails the link in the invitee's language when they have an account", async () => {
    const owner = await makeUser(database.db, { name: "Olivia" });
    const team = await createTeam(database.db, owner, { name: "Sprachen" });
    await makeUser(database.db, { email: "deutsch@example.com", locale: "de" });
    const { sendEmail } = await import("@teamkit/email");
    await inviteMember(
      database.db,
      owner,
      team.id,
      { email: "deutsch@example.com", role: "member", locale: "en" },
      { sendEmail, appUrl: "http://teamkit.test" },
    );
    const mail = await latestMailTo(database.db, "deutsch@example.com", "TeamInvitation");
    expect(mail?.locale).toBe("de");
    expect(mail?.text).toContain("http://teamkit.test/de/team/invitation?token=");
  });

  it("accepts a link only for the invited address, once, even when 20 accept at once", async () => {
    const owner = await makeUser(database.db);
    const team = await createTeam(database.db, owner, { name: "Race" });
    const invitee = await makeUser(database.db, { name: "Ivy" });
    const other = await makeUser(database.db);
    const { deps, tokens } = mailDeps();
    await inviteMember(
      database.db,
      owner,
      team.id,
      { email: invitee.email, role: "member", locale: "en" },
      deps,
    );
    const token = tokens[0] ?? "";
    await expect(
      acceptInvitation(database.db, { id: other.userId, email: other.email, name: null }, token),
    ).rejects.toMatchObject({ code: "FORBIDDEN", messageKey: "teams.errors.invitationOtherEmail" });
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () =>
        acceptInvitation(
          database.db,
          { id: invitee.userId, email: invitee.email, name: "Ivy" },
          token,
        ),
      ),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const [row] = await database.db
      .select({ n: count() })
      .from(memberships)
      .where(and(eq(memberships.teamId, team.id), eq(memberships.userId, invitee.userId)));
    expect(row?.n).toBe(1);
    expect((await resolveActiveTeam(database.db, invitee.userId))?.id).toBe(team.id);
    expect((await listActivity(database.db, team.id))[0]).toMatchObject({
      action: "member.joined",
      targetLabel: "Ivy",
    });
  });
});

describe("updateTeam", () => {
  it("renames the team, keeps the old name in the log and refuses a taken url", async () => {
    const owner = await makeUser(database.db);
    const team = await createTeam(database.db, owner, { name: "Old Name" });
    await createTeam(database.db, owner, { name: "Taken" });
    await updateTeam(database.db, owner, team.id, { name: "New Name", slug: "new-name" });
    expect((await listActivity(database.db, team.id))[0]).toMatchObject({
      action: "team.renamed",
      details: { from: "Old Name" },
    });
    await expect(
      updateTeam(database.db, owner, team.id, { name: "New Name", slug: "taken" }),
    ).rejects.toMatchObject({ code: "CONFLICT", field: "slug" });
  });
});
