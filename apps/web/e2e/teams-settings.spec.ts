import type { Page } from "@playwright/test";

import type { OwnTeam } from "./support/accounts";
import { createAccount, uniqueEmail } from "./support/accounts";
import { expect, test } from "./support/fixtures";
import { expectNoSidewaysScroll, expectUnclipped, PHONE } from "./support/layout";
import { latestMail, linkIn } from "./support/mailbox";
import { lookAt } from "./support/screens";
import { fillSignInForm, openFromAppMenu, urlOf } from "./support/session";
import {
  anotherOwner,
  invite,
  inviteAndAccept,
  ownerWithTeam,
  section,
  toast,
  uniqueTeamName,
} from "./support/teams";
import { trpcMutation, trpcQuery } from "./support/trpc";

/** An owner with a team on `path`; the test then takes two browsers, a mail and two sign-ins. */
async function ownerAboutToInvite(page: Page, path: string): Promise<OwnTeam> {
  // More than the default time on a busy machine.
  test.slow();
  const { team } = await ownerWithTeam(page.request);
  await page.goto(path);
  return team;
}

/** The invitation form's texts in one language. */
interface InviteTexts {
  email: string;
  role: string;
  member: string;
  invite: string;
  toastTitle: string;
  toastText: string;
}

const ENGLISH_INVITE: InviteTexts = {
  email: "Email",
  role: "Role",
  member: "Member",
  invite: "Invite",
  toastTitle: "Member invited",
  toastText: "The member has been invited.",
};

const GERMAN_INVITE: InviteTexts = {
  email: "E-Mail",
  role: "Rolle",
  member: "Mitglied",
  invite: "Einladen",
  toastTitle: "Mitglied eingeladen",
  toastText: "Das Mitglied wurde eingeladen.",
};

/** Invites `email` as a member with the members page's form and waits for the toast. */
async function inviteMemberOnPage(page: Page, email: string, texts: InviteTexts) {
  await page.getByRole("textbox", { name: texts.email }).fill(email);
  await page.getByRole("combobox", { name: texts.role }).selectOption({ label: texts.member });
  await page.getByRole("button", { name: texts.invite, exact: true }).click();
  await expect(toast(page, texts.toastTitle)).toContainText(texts.toastText);
}

test.describe("team settings", () => {
  test("an owner invites by email; the invitee signs up from the mail and lands in the team", async ({
    page,
    browser,
    request,
  }) => {
    const team = await ownerAboutToInvite(page, "/app/dashboard");
    // The settings index opens the menu's first page.
    await openFromAppMenu(page, "Settings", { path: "/app/settings/account/general" });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Settings");
    await expect(page.getByText("Manage your settings")).toBeVisible();
    const teamMenu = page
      .getByRole("navigation", { name: "Settings menu" })
      .getByRole("list", { name: "Team" });
    await teamMenu.getByRole("link", { name: "General" }).click();
    await expect(page).toHaveURL(urlOf("/app/settings/team/general"));
    await expect(teamMenu.getByRole("link", { name: "General" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await teamMenu.getByRole("link", { name: "Members" }).click();
    await expect(page).toHaveURL(urlOf("/app/settings/team/members"));
    await expect(page).toHaveTitle("Members | Teamkit");
    await expect(section(page, "Pending invitations")).toContainText(
      "You have not invited any members yet.",
    );

    const email = uniqueEmail("invitee");
    await inviteMemberOnPage(page, email, ENGLISH_INVITE);
    const pending = section(page, "Pending invitations").getByRole("listitem");
    await expect(pending).toHaveCount(1);
    await expect(pending).toContainText(email);
    await expect(pending).toContainText("Invited by Olga Owner");
    await expect(page.getByRole("textbox", { name: "Email" })).toHaveValue("");
    await lookAt(page, "members-owner");

    // The invitee opens the mail's link in a browser of their own.
    const link = linkIn(await latestMail(request, email, "TeamInvitation"), "/team/invitation");
    const invitee = await browser.newContext();
    const inviteePage = await invitee.newPage();
    await inviteePage.goto(link);
    await expect(inviteePage).toHaveTitle("Team invitation | Teamkit");
    await expect(inviteePage.getByRole("heading", { level: 1 })).toHaveText(`Join ${team.name}`);
    await expect(
      inviteePage.getByText(`Olga Owner invited you to join ${team.name} as a member.`),
    ).toBeVisible();
    await expect(inviteePage.getByRole("textbox", { name: "Email" })).toHaveValue(email);
    await expect(inviteePage.getByRole("link", { name: "Sign in" })).toBeVisible();
    await lookAt(inviteePage, "invitation-visitor");

    await inviteePage.getByRole("textbox", { name: "Name" }).fill("Ivy Invitee");
    await inviteePage.getByLabel("Password", { exact: true }).fill("Correct-horse-7");
    await inviteePage.getByRole("button", { name: "Create account" }).click();
    // No verification mail to open: the invitation proved the address. Onboarding keeps the name
    // typed at sign-up and offers the team that invited them.
    await expect(inviteePage).toHaveURL(urlOf("/onboarding"));
    await expect(inviteePage.getByText("Step 1 of 2")).toBeVisible();
    await expect(inviteePage.getByRole("textbox", { name: "Name" })).toHaveValue("Ivy Invitee");
    await inviteePage.getByRole("button", { name: "Continue", exact: true }).click();
    await expect(inviteePage.getByText("Step 2 of 2")).toBeVisible();
    await expect(inviteePage.getByText("You joined as a member.")).toBeVisible();
    await inviteePage.getByRole("button", { name: `Continue with ${team.name}` }).click();
    await expect(inviteePage).toHaveURL(urlOf("/app/dashboard"));
    await inviteePage.goto("/app/settings/team/members");
    await expect(section(inviteePage, "Active members")).toContainText(
      `Everyone in ${team.name} and their role.`,
    );
    await expect(section(inviteePage, "Active members")).toContainText("Ivy Invitee");
    await invitee.close();

    // The owner sees the new member, and the invitation is gone.
    await page.reload();
    await expect(section(page, "Active members")).toContainText(email);
    await expect(section(page, "Pending invitations")).toContainText(
      "You have not invited any members yet.",
    );
  });

  test("an owner changes a role, removes a member and revokes an invitation", async ({
    page,
    newRequest,
  }) => {
    const { team } = await ownerWithTeam(page.request);
    const memberRequest = await newRequest();
    await inviteAndAccept(page.request, memberRequest, team.id, { name: "Mia Member" });
    const invited = uniqueEmail("pending");
    await invite(page.request, team.id, invited, "owner");

    await page.goto("/app/settings/team/members");
    const role = page.getByRole("combobox", { name: "Role of Mia Member" });
    await expect(role).toHaveValue("member");
    await role.selectOption({ label: "Owner" });
    await expect(toast(page, "Membership was updated successfully")).toBeVisible();
    await expect(role).toHaveValue("owner");

    await page.getByRole("button", { name: "Remove Mia Member" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Remove Mia Member from the team?" });
    await dialog.getByRole("button", { name: "Remove" }).click();
    await expect(
      toast(page, "The member has been successfully removed from your team."),
    ).toBeVisible();
    await expect(section(page, "Active members").getByRole("listitem")).toHaveCount(1);
    await expect(section(page, "Active members")).not.toContainText("Mia Member");

    const pending = section(page, "Pending invitations");
    await expect(pending.getByRole("listitem")).toContainText(invited);
    await expect(pending.getByRole("listitem")).toContainText("Owner");
    await page.getByRole("button", { name: `Revoke the invitation for ${invited}` }).click();
    await expect(toast(page, "The invitation has been revoked.")).toBeVisible();
    await expect(pending).toContainText("You have not invited any members yet.");
    await expect(pending.getByRole("listitem")).toHaveCount(0);
  });

  test("an owner resends an invitation from its row, which voids the earlier link; inviting the address again in German says it was sent again", async ({
    page,
    request,
  }) => {
    const { team } = await ownerWithTeam(page.request);
    const email = uniqueEmail("resend");
    const firstLink = await invite(page.request, team.id, email);
    const tokenOf = (link: string) => new URL(link, "http://localhost").searchParams.get("token");

    await page.goto("/app/settings/team/members");
    const row = section(page, "Pending invitations")
      .getByRole("listitem")
      .filter({ hasText: email });
    await row.getByRole("button", { name: `Resend the invitation to ${email}` }).click();
    await expect(toast(page, "The invitation has been sent again.")).toContainText(
      "The earlier link no longer works.",
    );
    const secondLink = linkIn(
      await latestMail(request, email, "TeamInvitation", { count: 2 }),
      "/team/invitation",
    );
    expect(tokenOf(secondLink)).not.toBe(tokenOf(firstLink));
    expect(await trpcQuery(request, "team.invitation.get", { token: tokenOf(firstLink) })).toEqual({
      status: "invalid",
    });
    expect(
      await trpcQuery(request, "team.invitation.get", { token: tokenOf(secondLink) }),
    ).toMatchObject({ status: "valid", email });
    await expect(row).toHaveCount(1);

    await page.goto("/de/app/settings/team/members");
    await page.getByRole("textbox", { name: GERMAN_INVITE.email }).fill(email);
    await page.getByRole("button", { name: GERMAN_INVITE.invite, exact: true }).click();
    await expect(toast(page, "Einladung erneut gesendet")).toContainText(
      "der bisherige Link funktioniert nicht mehr",
    );
    await latestMail(request, email, "TeamInvitation", { count: 3 });
    await expect(section(page, "Offene Einladungen").getByRole("listitem")).toHaveCount(1);
    await expect(
      page.getByRole("button", { name: `Einladung an ${email} erneut senden` }),
    ).toBeVisible();
  });

  test("removing a member who left meanwhile says why, closes the dialog and shows the list as it is", async ({
    page,
    newRequest,
  }) => {
    const { team } = await ownerWithTeam(page.request);
    const memberRequest = await newRequest();
    await inviteAndAccept(page.request, memberRequest, team.id, { name: "Lea Leaving" });
    await page.goto("/app/settings/team/members");
    await page.getByRole("button", { name: "Remove Lea Leaving" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Remove Lea Leaving from the team?" });
    await trpcMutation(memberRequest, "team.leave", { teamId: team.id });
    await dialog.getByRole("button", { name: "Remove" }).click();
    await expect(dialog).toBeHidden();
    await expect(
      toast(page, "Could not remove the member from your team. Please try again."),
    ).toBeVisible();
    await expect(section(page, "Active members")).not.toContainText("Lea Leaving");
  });

  test("a member sees no owner actions and can leave the team", async ({ page, newRequest }) => {
    const { request: ownerRequest, team } = await anotherOwner(newRequest, { name: "Otto Owner" });
    await inviteAndAccept(ownerRequest, page.request, team.id, { name: "Mia Member" });
    await invite(ownerRequest, team.id, uniqueEmail("pending"));

    await page.goto("/app/settings/team/members");
    await expect(section(page, "Active members")).toContainText("Otto Owner");
    await expect(section(page, "Pending invitations").getByRole("listitem")).toHaveCount(1);
    await expect(page.getByRole("heading", { name: "Invite a member" })).toHaveCount(0);
    await expect(page.getByRole("combobox")).toHaveCount(0);
    await expect(page.getByRole("button", { name: /^Remove|^Revoke/ })).toHaveCount(0);
    await lookAt(page, "members-member");

    await page.goto("/app/settings/team/general");
    await expect(section(page, "Team name")).toContainText(team.name);
    await expect(section(page, "Team name")).toContainText("Only owners can rename the team.");
    await expect(page.getByRole("textbox")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Delete team" })).toHaveCount(0);

    await page.getByRole("button", { name: "Leave team" }).click();
    await page
      .getByRole("alertdialog", { name: `Are you sure you want to leave ${team.name}?` })
      .getByRole("button", { name: "Leave team" })
      .click();
    await expect(toast(page, "You have left the team.")).toBeVisible();
    await expect(page).toHaveURL(urlOf("/app/dashboard"));

    // Without a team, settings say so instead of failing.
    await page.goto("/app/settings/team/members");
    await expect(page.getByRole("heading", { name: "You are not in a team yet" })).toBeVisible();
  });

  test("an owner renames the team, is told about a taken url, is told why the only owner cannot leave, and deletes the team", async ({
    page,
  }) => {
    const { team: other } = await ownerWithTeam(page.request);
    // Creating a team makes it the active one: settings now show this one.
    const team = await trpcMutation<OwnTeam>(page.request, "team.create", {
      name: uniqueTeamName("Rename"),
    });

    await page.goto("/app/settings/team/general");
    await expect(page).toHaveTitle("Team settings | Teamkit");
    const name = page.getByRole("textbox", { name: "Team name" });
    const url = page.getByRole("textbox", { name: "Team url" });
    await expect(name).toHaveValue(team.name);
    await expect(url).toHaveValue(team.slug);

    await url.fill(other.slug);
    await page.getByRole("button", { name: "Save" }).click();
    await expect(section(page, "Team name").getByRole("alert")).toHaveText(
      "This team url is already taken.",
    );

    // A url the field refuses is not shown as the team's url to be.
    await url.fill("Bad Slug!");
    await url.blur();
    await expect(section(page, "Team name").getByRole("alert")).toHaveText(
      "Use lower-case letters, digits and single dashes, e.g. “acme-team”.",
    );
    await expect(section(page, "Team name").getByText(/Your team url will be/)).toHaveCount(0);

    const renamed = uniqueTeamName("Renamed");
    const slug = renamed.toLowerCase().replace(/\s+/g, "-");
    await url.fill(slug);
    await expect(page.getByText(`/t/${slug}.`)).toBeVisible();
    // A message shown on blur, then the name fixed: the one click on Save still saves (the
    // message going on mouse-down must not move the button away from under the pointer).
    await name.fill("");
    await name.blur();
    await expect(section(page, "Team name").getByRole("alert")).toHaveText("Required");
    await name.fill(renamed);
    await page.getByRole("button", { name: "Save" }).click();
    await expect(toast(page, "Team name updated")).toBeVisible();
    await page.reload();
    await expect(name).toHaveValue(renamed);
    await expect(url).toHaveValue(slug);

    // The only owner is told why leaving is not offered (the server refuses it too).
    const leave = section(page, "Leave team");
    await expect(leave).toContainText(
      `You are the only owner of ${renamed}. To leave it, make another member an owner first, or delete the team.`,
    );
    await expect(leave.getByRole("button")).toHaveCount(0);

    await page.getByRole("button", { name: "Delete team" }).click();
    const dialog = page.getByRole("alertdialog", {
      name: "Are you sure you want to delete your team?",
    });
    await expect(dialog).toContainText("permanent");
    await dialog.getByRole("button", { name: "Delete team" }).click();
    await expect(toast(page, "Your team has been deleted.")).toBeVisible();
    await expect(page).toHaveURL(urlOf("/app/dashboard"));

    // The other team is the active one again.
    await page.goto("/app/settings/team/general");
    await expect(page.getByRole("textbox", { name: "Team name" })).toHaveValue(other.name);
  });

  test("a signed-in invitee accepts an invitation from the page", async ({ page, newRequest }) => {
    const { request: ownerRequest, team } = await anotherOwner(newRequest);
    // Signed in before the invitation exists, so signing in did not take it up already.
    const user = await createAccount(page.request, { email: uniqueEmail("known"), verified: true });
    const link = await invite(ownerRequest, team.id, user.email, "owner");

    await page.goto(link);
    await expect(
      page.getByText(`Olga Owner invited you to join ${team.name} as an owner.`),
    ).toBeVisible();
    await page.getByRole("button", { name: "Accept invitation" }).click();
    await expect(page).toHaveURL(urlOf("/app/dashboard"));
    await expect(page.getByText(`Welcome to ${team.name}!`)).toBeVisible();
    await page.goto("/app/settings/team/general");
    await expect(page.getByRole("textbox", { name: "Team name" })).toHaveValue(team.name);

    // The link is spent.
    await page.goto(link);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Invitation invalid or expired",
    );
  });

  test("an invitee with an account and a team of their own signs in from the invitation, is told they joined, and opens the team", async ({
    page,
    newRequest,
  }) => {
    const { request: ownerRequest, team } = await anotherOwner(newRequest);
    const invitee = await createAccount(await newRequest(), {
      name: "Kim Known",
      email: uniqueEmail("known"),
      verified: true,
    });
    const link = await invite(ownerRequest, team.id, invitee.email);

    await page.goto(link);
    await page.getByRole("main").getByRole("link", { name: "Sign in" }).click();
    await expect(page).toHaveURL(urlOf("/auth/login"));
    await fillSignInForm(page, invitee.email, invitee.password);
    await expect(page).toHaveURL(urlOf("/app/dashboard"));
    // They joined; their own team stays open until they open the new one from the notice.
    await expect(page.getByText(`You have joined ${team.name}.`)).toBeVisible();
    await expect(
      page.getByRole("main").getByRole("heading", { level: 2, name: "Kim Known's team" }),
    ).toBeVisible();
    await page.getByRole("link", { name: `Open ${team.name}` }).click();
    await expect(page.getByText(`You are now in ${team.name}`)).toBeVisible();
    await expect(
      page.getByRole("main").getByRole("heading", { level: 2, name: team.name }),
    ).toBeVisible();
  });

  test("the invitation page tells a user signed in with another address, who can sign out", async ({
    page,
    newRequest,
  }) => {
    const { request: ownerRequest, team } = await anotherOwner(newRequest);
    const invited = uniqueEmail("invited");
    const link = await invite(ownerRequest, team.id, invited);
    const other = await createAccount(page.request, {
      email: uniqueEmail("other"),
      verified: true,
    });

    await page.goto(link);
    await expect(page.getByRole("main").getByRole("alert")).toContainText(
      "This invitation is for another address",
    );
    await expect(page.getByRole("main").getByRole("alert")).toContainText(
      `You are signed in as ${other.email}, but the invitation was sent to ${invited}.`,
    );
    await expect(page.getByRole("button", { name: "Accept invitation" })).toHaveCount(0);
    await lookAt(page, "invitation-other");

    await page.getByRole("button", { name: "Sign out" }).click();
    // Back on the invitation, signed out: it was not used.
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Join ${team.name}`);
    await expect(page.getByRole("textbox", { name: "Email" })).toHaveValue(invited);
  });

  test("an invalid invitation link gets a page that says so", async ({ page }) => {
    await page.goto("/team/invitation?token=not-a-real-token");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Invitation invalid or expired",
    );
    await expect(page.getByText("This invitation link is invalid")).toBeVisible();
    await page.goto("/team/invitation");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Invitation invalid or expired",
    );
  });

  test("in German: an owner invites, the invitee signs up from the mail and joins", async ({
    page,
    browser,
    request,
  }) => {
    const team = await ownerAboutToInvite(page, "/de/app/settings/team/members");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Einstellungen");
    await expect(page.getByText("Verwalte deine Einstellungen")).toBeVisible();
    await expect(section(page, "Offene Einladungen")).toContainText(
      "Du hast noch keine Mitglieder eingeladen.",
    );
    const email = uniqueEmail("eingeladen");
    await inviteMemberOnPage(page, email, GERMAN_INVITE);

    const mail = await latestMail(request, email, "TeamInvitation");
    expect(mail.locale).toBe("de");
    const link = linkIn(mail, "/team/invitation");
    expect(link).toMatch(/^\/de\/team\/invitation\?token=/);
    const invitee = await browser.newContext();
    const inviteePage = await invitee.newPage();
    await inviteePage.goto(link);
    await expect(inviteePage.getByRole("heading", { level: 1 })).toHaveText(
      `Tritt ${team.name} bei`,
    );
    await inviteePage.getByRole("textbox", { name: "Name" }).fill("Ida Eingeladen");
    await inviteePage.getByLabel("Passwort", { exact: true }).fill("Correct-horse-7");
    await inviteePage.getByRole("button", { name: "Konto erstellen" }).click();
    await expect(inviteePage).toHaveURL(urlOf("/onboarding", "de"));
    await expect(inviteePage.getByText("Schritt 1 von 2")).toBeVisible();
    await inviteePage.getByRole("button", { name: "Weiter", exact: true }).click();
    await expect(inviteePage.getByText("Schritt 2 von 2")).toBeVisible();
    await inviteePage.getByRole("button", { name: `Weiter mit ${team.name}` }).click();
    await expect(inviteePage).toHaveURL(urlOf("/app/dashboard", "de"));
    await inviteePage.goto("/de/app/settings/team/members");
    await expect(section(inviteePage, "Aktive Mitglieder")).toContainText("Ida Eingeladen");
    await invitee.close();
  });
});

test.describe("team settings on a phone", () => {
  test.use({ viewport: PHONE });

  test("a team named with one long German word and a long task title fit the phone on the dashboard, the team settings and the members", async ({
    page,
  }) => {
    const teamName = uniqueTeamName("Forschungsabteilungsleitungsteam").replace(" ", "");
    const { team } = await ownerWithTeam(page.request, { teamName });
    const title = "Datenschutzfolgenabschätzung für die Kundenzufriedenheitsumfrage vorbereiten";
    await trpcMutation(page.request, "tasks.create", { teamId: team.id, title });
    await page.goto("/de/app/dashboard");
    await expect(page.getByRole("heading", { level: 2, name: teamName })).toBeVisible();
    await expect(page.getByText(title, { exact: true })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await page.goto("/de/app/settings/team/general");
    await expect(page.getByText(`/t/${team.slug}.`)).toBeVisible();
    await expectNoSidewaysScroll(page);
    await page.goto("/de/app/settings/team/members");
    await expect(page.getByText(`Alle in ${teamName} und ihre Rolle.`)).toBeVisible();
    await expectNoSidewaysScroll(page);
  });

  test("an owner sees whole names and emails of the members they change or remove", async ({
    page,
    newRequest,
  }) => {
    const { team } = await ownerWithTeam(page.request);
    const member = await inviteAndAccept(page.request, await newRequest(), team.id, {
      name: "Maximiliane Mustermann-Lüdenscheid",
    });
    await page.goto("/app/settings/team/members");
    const row = section(page, "Active members")
      .getByRole("listitem")
      .filter({ hasText: member.email });
    await expectUnclipped(row.getByText(member.name, { exact: true }), { minWidth: 200 });
    await expectUnclipped(row.getByText(member.email, { exact: true }), { minWidth: 200 });
    await lookAt(page, "team-members-phone");

    await row
      .getByRole("combobox", { name: `Role of ${member.name}` })
      .selectOption({ label: "Owner" });
    await expect(toast(page, "Membership was updated successfully")).toBeVisible();
    await row.getByRole("button", { name: `Remove ${member.name}` }).click();
    await expect(page.getByRole("alertdialog")).toBeVisible();
  });
});
