import { describe, expect, it } from "vitest";

import type { sendEmail } from "@teamkit/email";
import { and, count, eq, invitations, memberships } from "@teamkit/db";
import { makeMembership, makeUser, useTestDatabase } from "@teamkit/db/testing";
import { latestMailTo } from "@teamkit/email";
import { slugify } from "@teamkit/validators";

import type { OwnerLoss, OwnerLossHooks } from "../src";
import {
  acceptInvitation,
  createTeam,
  deleteAccount,
  getTeamOverview,
  inviteMember,
  listActivity,
  listMembers,
  removeMember,
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

async function ownerCount(teamId: string): Promise<number> {
  const [row] = await database.db
    .select({ n: count() })
    .from(memberships)
    .where(and(eq(memberships.teamId, teamId), eq(memberships.role, "owner")));
  return row?.n ?? 0;
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

describe("memberships", () => {
  it("never demotes or removes the last owner, also under concurrent requests", async () => {
    const first = await makeUser(database.db);
    const second = await makeUser(database.db);
    const team = await createTeam(database.db, first, { name: "Two Owners" });
    await makeMembership(database.db, { teamId: team.id, userId: second.userId, role: "owner" });
    // Both owners demote each other and themselves at once: one owner must remain.
    const results = await Promise.allSettled([
      updateMembership(database.db, first, team.id, { userId: second.userId, role: "member" }),
      updateMembership(database.db, second, team.id, { userId: first.userId, role: "member" }),
      removeMember(database.db, first, team.id, first.userId),
      removeMember(database.db, second, team.id, second.userId),
    ]);
    // Which ones win depends on the order (a demoted owner may then leave as a member), but
    // exactly one owner is left and every refusal says why.
    expect(results.some((r) => r.status === "rejected")).toBe(true);
    expect(await ownerCount(team.id)).toBe(1);
    for (const result of results.filter((r) => r.status === "rejected"))
      expect(result.reason).toMatchObject({ messageKey: "teams.errors.lastOwner" });
  });

  it("logs role changes and removals with the member's name", async () => {
    const owner = await makeUser(database.db, { name: "Owner" });
    const member = await makeUser(database.db, { name: "Max" });
    const team = await createTeam(database.db, owner, { name: "Logged" });
    await makeMembership(database.db, { teamId: team.id, userId: member.userId, role: "member" });
    await updateMembership(database.db, owner, team.id, { userId: member.userId, role: "owner" });
    await removeMember(database.db, owner, team.id, member.userId);
    const actions = (await listActivity(database.db, team.id)).map((e) => [
      e.action,
      e.targetLabel,
    ]);
    expect(actions.slice(0, 2)).toEqual([
      ["member.removed", "Max"],
      ["member.roleChanged", "Max"],
    ]);
    expect(await listMembers(database.db, team.id)).toHaveLength(1);
  });
});

/** Hooks that record what they saw; `before` throws while `refuse` is set. */
function ownerLossRecorder(refuse = false) {
  const seen: string[] = [];
  const hooks: OwnerLossHooks = {
    before: (loss: OwnerLoss) => {
      seen.push(`before ${loss.reason} ${loss.userId}`);
      return refuse ? Promise.reject(new Error("provider down")) : Promise.resolve();
    },
    after: (loss: OwnerLoss) => {
      seen.push(`after ${loss.reason} ${loss.userId}`);
      return Promise.resolve();
    },
  };
  return { seen, hooks };
}

describe("ownership loss", () => {
  it("runs the hooks around a demotion, a leave, a removal and an account deletion, never for the last owner", async () => {
    const [a, b, c, d] = [
      await makeUser(database.db, { name: "A" }),
      await makeUser(database.db, { name: "B" }),
      await makeUser(database.db, { name: "C" }),
      await makeUser(database.db, { name: "D" }),
    ];
    const team = await createTeam(database.db, a, { name: "Hooks" });
    await makeMembership(database.db, { teamId: team.id, userId: b.userId, role: "owner" });
    await makeMembership(database.db, { teamId: team.id, userId: c.userId, role: "member" });
    await makeMembership(database.db, { teamId: team.id, userId: d.userId, role: "member" });
    const { seen, hooks } = ownerLossRecorder();
    const options = { ownerLoss: hooks };

    await updateMembership(database.db, a, team.id, { userId: a.userId, role: "member" }, options);
    await expect(
      updateMembership(database.db, b, team.id, { userId: b.userId, role: "member" }, options),
    ).rejects.toMatchObject({ messageKey: "teams.errors.lastOwner" });
    await updateMembership(database.db, b, team.id, { userId: c.userId, role: "owner" }, options);
    await removeMember(database.db, a, team.id, a.userId, options);
    await removeMember(database.db, b, team.id, c.userId, options);
    await deleteAccount(database.db, b.userId, "promoteEarliestMember", options);

    expect(seen).toEqual([
      `before demoted ${a.userId}`,
      `after demoted ${a.userId}`,
      `before left ${a.userId}`,
      `after left ${a.userId}`,
      `before removed ${c.userId}`,
      `after removed ${c.userId}`,
      `before accountDeleted ${b.userId}`,
      `after accountDeleted ${b.userId}`,
    ]);
    expect((await listMembers(database.db, team.id)).map((m) => [m.userId, m.role])).toEqual([
      [d.userId, "owner"],
    ]);
  });

  it("changes nothing when the hook before the change refuses it", async () => {
    const [a, b] = [
      await makeUser(database.db, { name: "A" }),
      await makeUser(database.db, { name: "B" }),
    ];
    const team = await createTeam(database.db, a, { name: "Refused" });
    await makeMembership(database.db, { teamId: team.id, userId: b.userId, role: "owner" });
    const { seen, hooks } = ownerLossRecorder(true);
    const options = { ownerLoss: hooks };
    await expect(
      updateMembership(database.db, b, team.id, { userId: a.userId, role: "member" }, options),
    ).rejects.toThrow("provider down");
    await expect(removeMember(database.db, a, team.id, a.userId, options)).rejects.toThrow(
      "provider down",
    );
    await expect(deleteAccount(database.db, a.userId, "refuse", options)).rejects.toThrow(
      "provider down",
    );
    expect(seen.filter((line) => line.startsWith("after"))).toEqual([]);
    expect((await listMembers(database.db, team.id)).map((m) => m.role)).toEqual([
      "owner",
      "owner",
    ]);
  });
});

describe("invitations", () => {
  it("renews an existing invitation instead of adding one, and refuses members", async () => {
    const owner = await makeUser(database.db);
    const team = await createTeam(database.db, owner, { name: "Inviters" });
    const { deps, tokens } = mailDeps();
    const first = await inviteMember(
      database.db,
      owner,
      team.id,
      { email: "New.Person@example.com", role: "member", locale: "en" },
      deps,
    );
    const again = await inviteMember(
      database.db,
      owner,
      team.id,
      { email: "new.person@example.com", role: "owner", locale: "en" },
      deps,
    );
    expect(again).toMatchObject({ id: first.id, renewed: true, role: "owner" });
    expect(await viewInvitation(database.db, tokens[0] ?? "")).toEqual({ status: "invalid" });
    expect(await viewInvitation(database.db, tokens[1] ?? "")).toMatchObject({
      status: "valid",
      role: "owner",
      teamName: "Inviters",
    });
    await expect(
      inviteMember(
        database.db,
        owner,
        team.id,
        { email: owner.email, role: "member", locale: "en" },
        deps,
      ),
    ).rejects.toMatchObject({ code: "CONFLICT", messageKey: "teams.errors.alreadyMember" });
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
    expect((await getTeamOverview(database.db, team)).pendingInvitationCount).toBe(2);
  });

  it("takes a new invitation back when its mail cannot be sent", async () => {
    const owner = await makeUser(database.db);
    const team = await createTeam(database.db, owner, { name: "No Mail" });
    const failing = (() => Promise.reject(new Error("down"))) as unknown as typeof sendEmail;
    await expect(
      inviteMember(
        database.db,
        owner,
        team.id,
        { email: "lost@example.com", role: "member", locale: "en" },
        { sendEmail: failing, appUrl: "http://teamkit.test" },
      ),
    ).rejects.toMatchObject({ code: "INTERNAL", messageKey: "teams.errors.inviteFailed" });
    const left = await database.db
      .select()
      .from(invitations)
      .where(eq(invitations.teamId, team.id));
    expect(left).toEqual([]);
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
