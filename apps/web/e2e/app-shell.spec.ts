import type { Account } from "./support/teams";
import { expect, test } from "./support/fixtures";
import { expectOnTop } from "./support/layout";
import { latestMail } from "./support/mailbox";
import { expectSignedIn, expectUserMenuOf, openUserMenu, urlOf } from "./support/session";
import { ownerWithTeam, toast, uniqueTeamName } from "./support/teams";
import { trpcMutation } from "./support/trpc";

test.describe("app shell", () => {
  let owner: Account;

  test.beforeEach(async ({ page }) => {
    ({ owner } = await ownerWithTeam(page.request));
    await page.goto("/app/dashboard");
    await expectSignedIn(page, owner.name);
  });

  test("shows the dashboard menu with the current page marked and the user menu", async ({
    page,
  }) => {
    const nav = page.getByRole("navigation", { name: "App navigation" });
    await expect(nav.getByRole("link", { name: "Dashboard" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await openUserMenu(page);
    const menu = page.getByRole("menu");
    await expect(menu.getByText(owner.email)).toBeVisible();
    for (const item of ["Light", "Dark", "System", "English", "Deutsch"]) {
      await expect(menu.getByRole("menuitemradio", { name: item })).toBeVisible();
    }
    await expect(menu.getByRole("menuitem", { name: "Documentation" })).toBeVisible();
    await expect(menu.getByRole("menuitem", { name: "Sign out" })).toBeVisible();
  });

  test("the color mode survives a reload without a flash", async ({ page }) => {
    await openUserMenu(page);
    await page.getByRole("menuitemradio", { name: "Dark" }).click();
    await expect(page.locator("html")).toHaveClass(/dark/);
    await page.reload();
    // The class is there in the first paint: set by the inline script before hydration.
    const classAtLoad = await page.evaluate(() => document.documentElement.className);
    expect(classAtLoad).toContain("dark");
    await openUserMenu(page);
    await page.getByRole("menuitemradio", { name: "Light" }).click();
    await expect(page.locator("html")).not.toHaveClass(/dark/);
  });

  test("the language chosen in the user menu persists, and the account's mails follow it", async ({
    page,
    newRequest,
  }) => {
    await openUserMenu(page);
    await page.getByRole("menuitemradio", { name: "Deutsch" }).click();
    await expect(page).toHaveURL(urlOf("/app/dashboard", "de"));
    await expectUserMenuOf(page, owner.name, "de");
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    // A reset asked for from an English page, without a session, still comes in German.
    await trpcMutation(await newRequest(), "auth.requestPasswordReset", { email: owner.email });
    const mail = await latestMail(page.request, owner.email, "ForgotPassword");
    expect(mail.locale).toBe("de");
    await openUserMenu(page, "de");
    await page.getByRole("menuitemradio", { name: "English" }).click();
    await expect(page).toHaveURL(urlOf("/app/dashboard"));
  });

  test("on a small screen the menu opens as a drawer", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.getByRole("button", { name: "Open navigation" }).click();
    const drawer = page.getByRole("dialog", { name: "Teamkit" });
    await expect(drawer.getByRole("link", { name: "Dashboard" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
  });

  test("on a small screen, a team switched or created in the drawer closes it, its toast on top", async ({
    page,
  }) => {
    const { team: first } = await ownerWithTeam(page.request, {
      teamName: uniqueTeamName("First"),
    });
    const second = uniqueTeamName("Second");
    await trpcMutation(page.request, "team.create", { name: second });
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto("/app/dashboard");
    const drawer = page.getByRole("dialog", { name: "Teamkit" });
    const heading = (name: string) =>
      page.getByRole("main").getByRole("heading", { level: 2, name, exact: true });
    await expect(heading(second)).toBeVisible();

    await page.getByRole("button", { name: "Open navigation" }).click();
    await drawer.getByRole("button", { name: /Switch team/ }).click();
    await page.getByRole("menuitemradio", { name: new RegExp(first.name) }).click();
    await expect(drawer).toBeHidden();
    await expect(heading(first.name)).toBeVisible();

    await page.getByRole("button", { name: "Open navigation" }).click();
    await drawer.getByRole("button", { name: /Switch team/ }).click();
    await page.getByRole("menuitem", { name: "Create a new team" }).click();
    const create = page.getByRole("dialog", { name: "Create a new team" });
    const third = uniqueTeamName("Third");
    await create.getByLabel("Team name").fill(third);
    await create.getByRole("button", { name: "Create team" }).click();
    await expect(create).toBeHidden();
    await expect(drawer).toBeHidden();
    await expectOnTop(toast(page, "Team created"));
    await expect(heading(third)).toBeVisible();
  });

  test("a signed-in visitor of sign-in, sign-up and the goodbye page goes on to the dashboard", async ({
    page,
  }) => {
    for (const path of ["/auth/login", "/auth/signup", "/goodbye"]) {
      await page.goto(path);
      await expect(page).toHaveURL(urlOf("/app/dashboard"));
    }
  });
});
