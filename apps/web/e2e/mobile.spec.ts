import type { APIRequestContext, Page } from "@playwright/test";

import { MOBILE_URL } from "../playwright.config";
import { STRONG_PASSWORD } from "./support/accounts";
import { expect, test } from "./support/fixtures";
import { codeIn, latestMail } from "./support/mailbox";
import {
  enlargeText,
  expectFitsScreen,
  mobileToken,
  NARROW,
  openApp,
  startSignedIn,
} from "./support/mobile-app";
import { lookAt } from "./support/screens";
import { taskRows } from "./support/tasks";
import { anotherOwner, ownerWithTeam, uniqueTeamName } from "./support/teams";
import { trpcMutation } from "./support/trpc";

/** A common phone: 390 × 844 pt. */
const PHONE = { width: 390, height: 844 };

async function signInWithPassword(page: Page, email: string, password = STRONG_PASSWORD) {
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

/** The sign-in screen (its title shows in the navigation bar and above the form). */
function signInTitle(page: Page, name = "Sign in") {
  return page.getByRole("heading", { name }).first();
}

/** What the API answers the app's Bearer token: 200, or 401 once the session has ended. */
async function statusOfToken(request: APIRequestContext, token: string) {
  const response = await request.get(`${MOBILE_URL}/api/trpc/team.list`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return response.status();
}

test.describe("mobile app (web export)", () => {
  test("signs in with a password, switches team and signs out for good", async ({ page }) => {
    const { owner, team } = await ownerWithTeam(page.request, { name: "Paula Phone" });
    await trpcMutation(page.request, "tasks.create", { teamId: team.id, title: "First team task" });
    const second = await trpcMutation<{ id: string; name: string }>(page.request, "team.create", {
      name: uniqueTeamName("Second"),
    });
    await trpcMutation(page.request, "tasks.create", {
      teamId: second.id,
      title: "Second team task",
    });

    await openApp(page);
    await expect(signInTitle(page)).toBeVisible();
    await signInWithPassword(page, owner.email);

    // Two teams and none chosen yet: the app asks, under one navigation bar.
    await expect(page.getByRole("heading")).toHaveText(["Your teams"]);
    await page.getByRole("button", { name: team.name }).click();
    await expect(page.getByRole("button", { name: "Open “First team task”" })).toBeVisible();
    await page.getByRole("button", { name: "Switch team" }).click();
    await expect(page.getByRole("button", { name: `${team.name}, current team` })).toBeVisible();
    await page.getByRole("button", { name: second.name }).click();
    await expect(page.getByRole("button", { name: "Open “Second team task”" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Open “First team task”" })).toHaveCount(0);

    const token = await page.evaluate(() => localStorage.getItem("teamkit.session"));
    expect(token).toBeTruthy();
    expect(await statusOfToken(page.request, token ?? "")).toBe(200);
    // Sign-out is in Account, not among the task list's buttons.
    await expect(page.getByRole("button", { name: "Sign out" })).toHaveCount(0);
    await page.getByRole("button", { name: "Account", exact: true }).click();
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page.getByText("You are signed out.")).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("teamkit.session"))).toBeNull();
    // The server ended the session: the old token opens nothing any more.
    expect(await statusOfToken(page.request, token ?? "")).toBe(401);
    await page.reload();
    await expect(signInTitle(page)).toBeVisible();
  });

  test("signs in with the mailed code; a task created, edited and moved shows on the web", async ({
    page,
  }) => {
    const { owner, team } = await ownerWithTeam(page.request, { name: "Carla Code" });
    await openApp(page);
    await page.getByRole("radio", { name: "With an email code" }).click();
    await page.getByLabel("Email", { exact: true }).fill(owner.email);
    await page.getByRole("button", { name: "Send code" }).click();
    await expect(page.getByText(`We sent a 6-digit code to ${owner.email}.`)).toBeVisible();
    const code = codeIn(await latestMail(page.request, owner.email, "MagicLink"));
    await page.getByLabel("One-time code").fill(code);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await page.getByRole("button", { name: team.name }).click();
    await expect(page.getByText("No tasks yet")).toBeVisible();

    await page.getByRole("button", { name: "New task" }).click();
    await page.getByLabel("Title", { exact: true }).fill("Call the printer");
    await page.getByRole("button", { name: "Create task" }).click();
    await page.getByRole("button", { name: "Open “Call the printer”" }).click();
    // Reloaded (or opened by a link), the task's screen has the list beneath it to go back to.
    await page.reload();
    await expect(page.getByLabel("Title", { exact: true })).toHaveValue("Call the printer");
    await page.getByRole("link", { name: "Tasks, back" }).click();
    await page.getByRole("button", { name: "Open “Call the printer”" }).click();
    await page.getByLabel("Title", { exact: true }).fill("Call the printer back");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByRole("button", { name: "Open “Call the printer back”" })).toBeVisible();

    await page.getByRole("button", { name: "Board" }).click();
    await page.getByRole("button", { name: "Move “Call the printer back”" }).click();
    await page.getByRole("button", { name: "Move to “In progress”" }).click();
    await expect(page.getByText("In progress · 1 task")).toBeVisible();

    await page.goto("/app/tasks");
    const row = taskRows(page).filter({ hasText: "Call the printer back" });
    await expect(row).toContainText("In progress");
  });

  test("an invitation that arrives after sign-in is accepted in the app", async ({
    page,
    newRequest,
  }) => {
    const { owner, team } = await ownerWithTeam(page.request, { name: "Ines Invitee" });
    const { request: inviterRequest, ...inviter } = await anotherOwner(newRequest, {
      name: "Otto Inviter",
    });
    await trpcMutation(inviterRequest, "tasks.create", {
      teamId: inviter.team.id,
      title: "Task of the inviting team",
    });
    await startSignedIn(page, await mobileToken(page.request, owner.email), team.id, "/teams");
    await expect(page.getByRole("button", { name: `${team.name}, current team` })).toBeVisible();
    await expect(page.getByRole("button", { name: /Pending invitations/ })).toHaveCount(0);

    await trpcMutation(inviterRequest, "team.invitation.create", {
      teamId: inviter.team.id,
      email: owner.email,
      role: "member",
    });
    await page.reload();
    await page.getByRole("button", { name: "Pending invitations (1)" }).click();
    await expect(
      page.getByText(`Otto Inviter invited you to join ${inviter.team.name} as a member.`),
    ).toBeVisible();
    await page.getByRole("button", { name: `Accept invitation: ${inviter.team.name}` }).click();
    await expect(
      page.getByRole("button", { name: "Open “Task of the inviting team”" }),
    ).toBeVisible();
    await page.getByRole("button", { name: "Switch team" }).click();
    await expect(
      page.getByRole("button", { name: `${inviter.team.name}, current team` }),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: /Pending invitations/ })).toHaveCount(0);
  });

  test("a session ended on the web returns the app to sign-in with a message", async ({ page }) => {
    const { owner, team } = await ownerWithTeam(page.request, { name: "Rita Revoked" });
    await trpcMutation(page.request, "tasks.create", { teamId: team.id, title: "Still here" });
    const token = await mobileToken(page.request, owner.email);
    await startSignedIn(page, token, team.id);
    await expect(page.getByRole("button", { name: "Open “Still here”" })).toBeVisible();

    // A password change on the web ends every other session, the phone's too.
    await trpcMutation(page.request, "auth.changePassword", {
      currentPassword: STRONG_PASSWORD,
      newPassword: "Another-horse-8",
    });
    await page.getByRole("button", { name: "Board" }).click();
    await expect(page.getByText("Your session has ended. Please sign in again.")).toBeVisible();
    await expect(signInTitle(page)).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("teamkit.session"))).toBeNull();
  });

  test.describe("in German", () => {
    test.use({ locale: "de-DE" });

    test("follows the device's language, the server's messages too", async ({ page }) => {
      const { owner, team } = await ownerWithTeam(page.request, { name: "Greta German" });
      await trpcMutation(page.request, "tasks.create", { teamId: team.id, title: "Angebot" });
      await page.setViewportSize(PHONE);
      await openApp(page);
      await expect(signInTitle(page, "Anmelden")).toBeVisible();
      await page.getByLabel("E-Mail", { exact: true }).fill(owner.email);
      await page.getByLabel("Passwort", { exact: true }).fill("Wrong-horse-9");
      await page.getByRole("button", { name: "Anmelden", exact: true }).click();
      await expect(page.getByRole("alert")).toContainText(
        "E-Mail-Adresse oder das Passwort ist ungültig",
      );
      await page.getByLabel("Passwort", { exact: true }).fill(STRONG_PASSWORD);
      await page.getByRole("button", { name: "Anmelden", exact: true }).click();
      await page.getByRole("button", { name: team.name }).click();
      await expect(page.getByRole("button", { name: "„Angebot“ öffnen" })).toContainText("Offen");
      await expect(page.getByRole("button", { name: "Neue Aufgabe" })).toBeVisible();
      await expect(page.getByRole("button", { name: "Team wechseln" })).toBeVisible();
      await expect(page.getByText(team.name)).toBeVisible();
      // The other screens: one row of full-size buttons, the list below them on the first screen.
      const sections = page
        .getByRole("navigation", { name: "Bereiche der App" })
        .getByRole("button");
      await expect(sections).toHaveText(["Board", "Assistent", "Team", "Konto"]);
      const boxes = await Promise.all((await sections.all()).map((button) => button.boundingBox()));
      expect(new Set(boxes.map((box) => Math.round(box?.y ?? -1))).size).toBe(1);
      for (const box of boxes) expect(box?.height).toBeGreaterThanOrEqual(44);
      await expect(page.getByRole("button", { name: "Abmelden" })).toHaveCount(0);
      await expect(page.getByRole("button", { name: "„Angebot“ öffnen" })).toBeInViewport();
      await lookAt(page, "mobile-tasks-390-de", { fullPage: false });
    });

    test("fits a 320 pt screen with text at 200 %", async ({ page }) => {
      const { owner, team } = await ownerWithTeam(page.request, { name: "Lara Langtext" });
      const title =
        "Jahreshauptversammlungsprotokoll gegenlesen und Verbesserungsvorschläge sammeln";
      await trpcMutation(page.request, "tasks.create", {
        teamId: team.id,
        title,
        description: "Bitte bis Freitag",
        dueDate: "2026-12-24",
        priority: "high",
      });
      await page.setViewportSize(NARROW);
      await openApp(page);
      await enlargeText(page);
      await expect(signInTitle(page, "Anmelden")).toBeVisible();
      await expectFitsScreen(page, "sign-in");
      await page.getByRole("radio", { name: "Mit Code per E-Mail" }).click();
      await page.getByLabel("E-Mail", { exact: true }).fill(owner.email);
      await page.getByRole("button", { name: "Code senden" }).click();
      await expect(page.getByLabel("Einmalcode")).toBeVisible();
      await expectFitsScreen(page, "code");

      await page.getByRole("radio", { name: "Mit Passwort" }).click();
      await page.getByLabel("Passwort", { exact: true }).fill(STRONG_PASSWORD);
      await page.getByRole("button", { name: "Anmelden", exact: true }).click();
      await expect(page.getByRole("button", { name: team.name })).toBeVisible();
      await expectFitsScreen(page, "teams");
      await page.getByRole("button", { name: team.name }).click();
      await expect(page.getByRole("button", { name: `„${title}“ öffnen` })).toBeVisible();
      await expectFitsScreen(page, "tasks");

      await page.getByRole("button", { name: `„${title}“ öffnen` }).click();
      await expect(page.getByRole("button", { name: "Änderungen speichern" })).toBeVisible();
      await expectFitsScreen(page, "editor");
      await page.goBack();
      await page.getByRole("button", { name: "Board" }).click();
      await page.getByRole("button", { name: `„${title}“ verschieben` }).click();
      await expect(page.getByRole("button", { name: "Nach „In Arbeit“" })).toBeVisible();
      await expectFitsScreen(page, "board");
    });
  });
});
