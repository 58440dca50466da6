import type { Browser, Page } from "@playwright/test";

import { slugify } from "@teamkit/validators";

import { createAccount } from "./support/accounts";
import { asSeededOwner, expect, test } from "./support/fixtures";
import { expectLinkTo } from "./support/links";
import { lookAt } from "./support/screens";
import { fillSignInForm, openFromAppMenu, urlOf } from "./support/session";
import { anotherOwner, inviteAndAccept, uniqueTeamName } from "./support/teams";
import { trpcMutation, trpcQuery } from "./support/trpc";

const switcher = (page: Page, label = "Switch team") =>
  page.getByRole("complementary").getByRole("button", { name: new RegExp(label) });

/** The dashboard's team card, found by its heading (the team's name). */
const teamHeading = (page: Page, name: string) =>
  page.getByRole("main").getByRole("heading", { level: 2, name, exact: true });

/**
 * A signed-in browser of a verified user who belongs to no team: onboarding gave them a team of
 * their own, which they deleted again.
 */
async function newUserPage(browser: Browser, name: string) {
  const context = await browser.newContext();
  // The context's request shares its cookies: verifying the address signs the browser in.
  const { team } = await createAccount(context.request, { name, verified: true });
  await trpcMutation(context.request, "team.delete", { teamId: team?.id });
  return { context, page: await context.newPage() };
}

/** Opens the sidebar's "Create a new team" dialog and creates a team called `name`. */
async function createTeamFromSidebar(page: Page, name: string) {
  await switcher(page).click();
  await page.getByRole("menuitem", { name: "Create a new team" }).click();
  const dialog = page.getByRole("dialog", { name: "Create a new team" });
  await dialog.getByLabel("Team name").fill(name);
  await dialog.getByRole("button", { name: "Create team" }).click();
  await expect(dialog).toBeHidden();
}

test.describe("teams in the app shell", () => {
  test.describe("the seeded owner", () => {
    test.use({ storageState: asSeededOwner });

    test("sees Demo Team in the switcher and on the dashboard", async ({ page }) => {
      await page.goto("/app/dashboard");
      await expect(switcher(page)).toContainText("Demo Team");
      await expect(switcher(page)).toContainText("Owner");
      await expect(teamHeading(page, "Demo Team")).toBeVisible();
      await expect(page.getByText("Your role: Owner")).toBeVisible();
      const members = page.getByRole("main").getByRole("definition").first();
      await expect(members).toHaveText("2");
      const actions = page.getByRole("navigation", { name: "Quick actions" });
      await expectLinkTo(actions, "Invite members", "/app/settings/team/members");
      await expectLinkTo(actions, "Team settings", "/app/settings/team/general");
      await expect(page.getByRole("heading", { name: "Recent activity" })).toBeVisible();
      // The demo seed gives the team a history; the page opens with the cards, no account lines.
      await expect(page.getByText("Nothing has happened in this team yet")).toHaveCount(0);
      await expect(page.getByText(/^Olivia Owner created the task /).first()).toBeVisible();
      await expect(page.getByText(/^Signed in as /)).toHaveCount(0);
      // Every card's link looks the same: plain until hovered.
      for (const name of ["Manage billing", "All tasks", "Open the AI demo"]) {
        await expect(page.getByRole("link", { name, exact: true })).toHaveCSS(
          "text-decoration-line",
          "none",
        );
      }
      await lookAt(page, "dashboard");

      await switcher(page).click();
      const menu = page.getByRole("menu");
      await expect(menu.getByRole("menuitemradio", { name: /Demo Team/ })).toHaveAttribute(
        "aria-checked",
        "true",
      );
      await expect(menu.getByRole("menuitem", { name: "Create a new team" })).toBeVisible();
      await lookAt(page, "switcher-open", { fullPage: false });
    });

    test("their team url opens the app in Demo Team", async ({ page }) => {
      await page.goto("/t/demo-team");
      await expect(page).toHaveURL(urlOf("/app/dashboard"));
      await expect(teamHeading(page, "Demo Team")).toBeVisible();
      await expect(
        page.getByRole("status").filter({ hasText: "You are now in Demo Team" }),
      ).toBeVisible();
    });

    test("in German, the switcher, the dialog and the team url speak German", async ({ page }) => {
      await page.goto("/de/t/demo-team");
      await expect(page).toHaveURL(urlOf("/app/dashboard", "de"));
      await expect(page.getByText("Du bist jetzt in Demo Team")).toBeVisible();
      await expect(page.getByText("Deine Rolle: Inhaber")).toBeVisible();
      await expect(page.getByRole("heading", { name: "Letzte Aktivitäten" })).toBeVisible();
      await switcher(page, "Team wechseln").click();
      await expect(page.getByRole("menuitemradio", { name: /Demo Team/ })).toContainText("Inhaber");
      await page.getByRole("menuitem", { name: "Neues Team erstellen" }).click();
      const dialog = page.getByRole("dialog", { name: "Neues Team erstellen" });
      await dialog.getByLabel("Teamname").fill("Müller & Söhne");
      const origin = new URL(page.url()).origin;
      await expect(
        dialog.getByText(`Die URL deines Teams lautet dann ${origin}/t/muller-sohne.`),
      ).toBeVisible();
      await dialog.getByRole("button", { name: "Abbrechen" }).click();
      await expect(dialog).toBeHidden();
    });
  });

  test("a new user creates teams, switches between them, and the choice follows them", async ({
    browser,
  }) => {
    const { context, page } = await newUserPage(browser, "Nora New");
    const suffix = Date.now().toString(36);
    const first = `Lab ${suffix}`;
    const second = `Northern Harbour Studio ${suffix}`;

    await page.goto("/app/dashboard");
    await expect(page.getByRole("heading", { name: "You are not in a team yet" })).toBeVisible();
    await expect(switcher(page)).toContainText("No team yet");

    // The empty state's action opens the same dialog; the url follows the name as it is typed.
    await page.getByRole("button", { name: "Create a team" }).click();
    const dialog = page.getByRole("dialog", { name: "Create a new team" });
    const origin = new URL(page.url()).origin;
    await dialog.getByLabel("Team name").pressSequentially("Lab");
    await expect(dialog.getByText(`Your team url will be ${origin}/t/lab.`)).toBeVisible();
    await dialog.getByLabel("Team name").fill(first);
    await expect(
      dialog.getByText(`Your team url will be ${origin}/t/lab-${suffix}.`),
    ).toBeVisible();
    await dialog.getByRole("button", { name: "Create team" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("status").filter({ hasText: "Team created" })).toBeVisible();
    await expect(teamHeading(page, first)).toBeVisible();
    await expect(switcher(page)).toContainText(first);
    await expect(page.getByText(`Nora New created the team ${first}`)).toBeVisible();
    await lookAt(page, "dashboard-new-team");

    // A second team from the sidebar becomes the active one.
    await createTeamFromSidebar(page, second);
    await expect(teamHeading(page, second)).toBeVisible();
    await expect(switcher(page)).toContainText(second);
    // A long name uses the switcher's width (a second line) instead of being cut after a word.
    const name = switcher(page).getByTestId("team-switcher-name");
    await expect(name).toHaveAttribute("title", second);
    expect(
      await name.evaluate(
        (el) => el.scrollWidth <= el.clientWidth && el.scrollHeight <= el.clientHeight,
      ),
    ).toBe(true);

    // Switching back to the first team.
    await switcher(page).click();
    await page.getByRole("menuitemradio", { name: new RegExp(first) }).click();
    await expect(teamHeading(page, first)).toBeVisible();
    await expect(switcher(page)).toContainText(first);

    // The server remembers it: another browser with the same session opens the first team.
    const other = await browser.newContext({ storageState: await context.storageState() });
    const otherPage = await other.newPage();
    await otherPage.goto("/app/dashboard");
    await expect(teamHeading(otherPage, first)).toBeVisible();

    // The second team's url switches to it there, and back here on the next render.
    await otherPage.goto(`/t/northern-harbour-studio-${suffix}`);
    await expect(otherPage).toHaveURL(urlOf("/app/dashboard"));
    await expect(teamHeading(otherPage, second)).toBeVisible();
    await page.reload();
    await expect(switcher(page)).toContainText(second);

    await other.close();
    await context.close();
  });

  test("a name whose url another team holds gets the next free url; one taken meanwhile is refused, the dialog kept", async ({
    browser,
    newRequest,
  }) => {
    const held = uniqueTeamName("Held");
    const { request: other } = await anotherOwner(newRequest, { teamName: held });
    const { context, page } = await newUserPage(browser, "Tara Taken");
    await page.goto("/app/dashboard");
    await page.getByRole("button", { name: "Create a team" }).click();
    const dialog = page.getByRole("dialog", { name: "Create a new team" });
    const origin = new URL(page.url()).origin;
    const name = dialog.getByLabel("Team name");
    const hint = (slug: string) => dialog.getByText(`Your team url will be ${origin}/t/${slug}.`);

    // The server numbers a held url before anything is created, and the team gets what was shown.
    await name.fill(held);
    await expect(hint(`${slugify(held)}-2`)).toBeVisible();
    await lookAt(page, "create-team-dialog", { fullPage: false });
    await dialog.getByRole("button", { name: "Create team" }).click();
    await expect(dialog).toBeHidden();
    await expect(switcher(page)).toContainText(held);
    const active = await trpcQuery<{ slug: string }>(page.request, "team.active");
    expect(active.slug).toBe(`${slugify(held)}-2`);

    // Another team takes the url shown while the dialog is open: refused, the name kept, the next
    // free url offered, and that one works.
    await switcher(page).click();
    await page.getByRole("menuitem", { name: "Create a new team" }).click();
    const raced = uniqueTeamName("Raced");
    // The hint first shows the name's own url, then what the server answered: wait for that.
    const answered = page.waitForResponse((response) =>
      response.url().includes("team.slugForName"),
    );
    await name.fill(raced);
    await answered;
    await expect(hint(slugify(raced))).toBeVisible();
    await trpcMutation(other, "team.create", { name: raced });
    await dialog.getByRole("button", { name: "Create team" }).click();
    await expect(dialog.getByRole("alert")).toHaveText("This team url is already taken.");
    await expect(name).toHaveValue(raced);
    await expect(hint(`${slugify(raced)}-2`)).toBeVisible();

    // An empty name is refused on the form, before anything is sent.
    await name.fill("");
    await dialog.getByRole("button", { name: "Create team" }).click();
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(dialog).toBeVisible();

    await name.fill(raced);
    await expect(hint(`${slugify(raced)}-2`)).toBeVisible();
    await dialog.getByRole("button", { name: "Create team" }).click();
    await expect(dialog).toBeHidden();
    await expect(switcher(page)).toContainText(raced);
    await context.close();
  });

  test("a team url of a team the user is not in shows the 404 page", async ({ browser }) => {
    const { context, page } = await newUserPage(browser, "Nils Nomember");
    for (const url of ["/t/demo-team", "/t/no-such-team", "/t/NOT a slug"]) {
      const response = await page.goto(url);
      expect(response?.status(), url).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
      await expect(page.getByRole("link", { name: "Go to homepage" })).toBeVisible();
    }
    await context.close();
  });

  test("a member removed while the app is open: the next page shows the shell without that team", async ({
    page,
    newRequest,
  }) => {
    const { request: ownerRequest, team } = await anotherOwner(newRequest);
    // Signed in on the page's context, with a team of their own; accepting makes `team` active.
    const member = await inviteAndAccept(ownerRequest, page.request, team.id, {
      name: "Remy Removed",
      onboarded: true,
    });
    await page.goto("/app/tasks");
    await expect(switcher(page)).toContainText(team.name);

    const members = await trpcQuery<{ userId: string; email: string }[]>(
      ownerRequest,
      "team.member.list",
      { teamId: team.id },
    );
    const userId = members.find((row) => row.email === member.email)?.userId;
    await trpcMutation(ownerRequest, "team.member.delete", { teamId: team.id, userId });

    // A client navigation: the layout (and its switcher) is not rendered again by itself.
    await openFromAppMenu(page, "Dashboard", { path: "/app/dashboard" });
    await expect(switcher(page)).not.toContainText(team.name);
    await switcher(page).click();
    await expect(page.getByRole("menuitemradio", { name: new RegExp(team.name) })).toHaveCount(0);
  });

  test("another owner renames the team and promotes a member while the app is open: the next page shows both", async ({
    page,
    newRequest,
  }) => {
    const { request: ownerRequest, team } = await anotherOwner(newRequest);
    const member = await inviteAndAccept(ownerRequest, page.request, team.id, {
      name: "Pia Promoted",
      onboarded: true,
    });
    await page.goto("/app/settings/account/general");
    const settingsMenu = page.getByRole("navigation", { name: "Settings menu" });
    await expect(switcher(page)).toContainText(team.name);
    await expect(settingsMenu.getByRole("link", { name: "Audit log" })).toHaveCount(0);

    const renamed = `${team.name} Renamed`;
    await trpcMutation(ownerRequest, "team.update", {
      teamId: team.id,
      name: renamed,
      slug: team.slug,
    });
    const members = await trpcQuery<{ userId: string; email: string }[]>(
      ownerRequest,
      "team.member.list",
      { teamId: team.id },
    );
    const userId = members.find((row) => row.email === member.email)?.userId;
    await trpcMutation(ownerRequest, "team.member.update", {
      teamId: team.id,
      userId,
      role: "owner",
    });

    // A client navigation inside the settings layout: neither it nor the shell renders again by itself.
    await settingsMenu.getByRole("link", { name: "Members" }).click();
    await expect(page).toHaveURL(urlOf("/app/settings/team/members"));
    await expect(switcher(page)).toContainText(renamed);
    await expect(settingsMenu.getByRole("link", { name: "Audit log" })).toBeVisible();
  });

  test("a team url to Billing (as the mobile app opens it) signs in first and opens that team's Billing", async ({
    page,
    newRequest,
  }) => {
    const { owner, team } = await anotherOwner(newRequest);
    await page.goto(`/t/${team.slug}?to=billing`);
    await expect(page).toHaveURL(
      urlOf(`/auth/login?callbackUrl=${encodeURIComponent(`/t/${team.slug}?to=billing`)}`),
    );
    await fillSignInForm(page, owner.email, owner.password);
    await expect(page).toHaveURL(/\/app\/settings\/team\/billing$/);
    await expect(switcher(page)).toContainText(team.name);
    await expect(page.getByRole("heading", { name: "Current plan" })).toBeVisible();
  });

  test("a signed-out visitor of a team url signs in and lands in that team", async ({
    page,
    newRequest,
  }) => {
    const { request: ownerRequest, team } = await anotherOwner(newRequest);
    // The member's own team is the active one: the team url has to switch.
    const member = await inviteAndAccept(ownerRequest, await newRequest(), team.id, {
      onboarded: true,
    });

    await page.goto(`/t/${team.slug}`);
    await expect(page).toHaveURL(new RegExp(`/auth/login\\?callbackUrl=%2Ft%2F${team.slug}$`));
    await fillSignInForm(page, member.email, member.password);
    await expect(page).toHaveURL(urlOf("/app/dashboard"));
    await expect(teamHeading(page, team.name)).toBeVisible();
    await expect(page.getByText("Your role: Member")).toBeVisible();
    // Inviting is for owners: a member is not offered it.
    await expect(page.getByRole("link", { name: "Invite members" })).toHaveCount(0);
  });
});
