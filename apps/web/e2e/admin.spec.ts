import type { Browser, Page } from "@playwright/test";

import { createAccount, DEMO_PASSWORD, DEMO_USERS, uniqueEmail } from "./support/accounts";
import { asAdmin, expect, test } from "./support/fixtures";
import {
  expectInside,
  expectOnTop,
  expectSelectShowsChoice,
  expectUnclipped,
  LAPTOP,
  PHONE,
} from "./support/layout";
import { latestMail, mailsTo } from "./support/mailbox";
import { openMenu } from "./support/menus";
import { lookAt } from "./support/screens";
import { openUserMenu, signInWithPassword } from "./support/session";
import { invite, ownerWithTeam, toast } from "./support/teams";
import { trpcMutation, trpcQuery } from "./support/trpc";
import { turnOnTwoFactor } from "./support/two-factor";

test.use({ storageState: asAdmin });

/**
 * A fresh account made in a browser context of its own (verifying signs that context in, never
 * the admin's), optionally with a team it owns.
 */
async function freshUser(
  browser: Browser,
  options: {
    name: string;
    verified: boolean;
    teamName?: string;
    emailPrefix?: string;
    email?: string;
    signedOut?: boolean;
  },
) {
  const context = await browser.newContext({ storageState: undefined });
  const account = await createAccount(context.request, {
    name: options.name,
    email: options.email ?? uniqueEmail(options.emailPrefix ?? "admin-e2e"),
    verified: options.verified,
  });
  if (options.teamName) {
    await trpcMutation(context.request, "team.create", { name: options.teamName });
  }
  if (options.signedOut) await trpcMutation(context.request, "auth.signOut");
  await context.close();
  return account;
}

/** Searches the user list for `term` through the form, as an admin types it. */
async function searchUsers(page: Page, term: string) {
  await page.goto("/app/admin/users");
  await page.getByLabel("Search by name or email").fill(term);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(term)}`));
}

function rowOf(page: Page, email: string) {
  return page.getByRole("row").filter({ hasText: email });
}

/** The "⋯" button of the row of `email`, which holds that user's actions. */
function actionsOf(page: Page, email: string) {
  return rowOf(page, email).getByRole("button", { name: /^Actions for / });
}

/** Picks `action` in the menu of the row of `email`, as an admin would. */
async function userAction(page: Page, email: string, action: string) {
  const menu = await openMenu(page, actionsOf(page, email));
  await menu.getByRole("menuitem", { name: action, exact: true }).click();
}

test.describe("platform admin", () => {
  test("finds a user, resends the verification mail and gets told when an address does not exist", async ({
    page,
    browser,
    request,
  }) => {
    const user = await freshUser(browser, { name: "Ulla Unverified", verified: false });
    await searchUsers(page, user.email);
    const row = rowOf(page, user.email);
    await expect(row).toContainText("Ulla Unverified");
    await expect(row).toContainText("Not verified");
    await expect(row).toContainText("No team");

    const before = (await mailsTo(request, user.email, "NewUser")).length;
    await userAction(page, user.email, "Resend verification mail");
    await expect(toast(page, `Verification mail sent to ${user.email}`)).toBeVisible();
    const mail = await latestMail(request, user.email, "NewUser", { count: before + 1 });
    expect(mail.to).toBe(user.email);

    await searchUsers(page, "nobody-at-all@example.com");
    await expect(page.getByRole("heading", { name: "This email does not exist." })).toBeVisible();
  });

  test("on a laptop, in English and German, a long unverified address and its row's actions fit the table", async ({
    page,
    browser,
  }) => {
    await page.setViewportSize(LAPTOP);
    const user = await freshUser(browser, {
      name: "Long Address",
      verified: false,
      emailPrefix: "admin-e2e-a-rather-long-mailbox-name-of-the-procurement-department",
    });
    await searchUsers(page, user.email);
    const table = page.getByRole("table");
    const row = rowOf(page, user.email);
    await expectUnclipped(row.getByText(user.email, { exact: true }));
    await expectInside(actionsOf(page, user.email), table);
    const menu = await openMenu(page, actionsOf(page, user.email));
    await expect(menu.getByRole("menuitem")).toHaveText([
      "Resend verification mail",
      "Impersonate",
      "Delete user",
    ]);
    await page.keyboard.press("Escape");
    // The card around the table scrolls nothing away.
    await expectUnclipped(table.locator(".."));
    await expectSelectShowsChoice(page.getByRole("combobox", { name: "Sort by" }));
    await lookAt(page, "admin-users-long-address-laptop");

    // A smaller laptop, in German (the longer labels): the actions are still in view.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/de/app/admin/users?q=${encodeURIComponent(user.email)}`);
    await expectInside(
      rowOf(page, user.email).getByRole("button", { name: /^Aktionen für / }),
      table,
    );
    await expectUnclipped(table.locator(".."));
  });

  test("on a phone, in English and German, each row's actions stay in view while the user table scrolls sideways", async ({
    page,
    browser,
  }) => {
    await page.setViewportSize(PHONE);
    const user = await freshUser(browser, { name: "Pia Phone", verified: false });
    for (const [prefix, label] of [
      ["", /^Actions for /],
      ["/de", /^Aktionen für /],
    ] as const) {
      await page.goto(`${prefix}/app/admin/users?q=${encodeURIComponent(user.email)}`);
      const table = page.getByRole("table");
      const actions = rowOf(page, user.email).getByRole("button", { name: label });
      const card = table.locator("..");
      await actions.scrollIntoViewIfNeeded();
      await expectInside(actions, card);
      await expectOnTop(actions);
      // Scrolled to the other columns, the button is still there, above them.
      await card.evaluate((element) => element.scrollBy({ left: 200 }));
      await expectInside(actions, card);
      await expectOnTop(actions);
    }
    await lookAt(page, "admin-users-phone-actions");
    const menu = await openMenu(
      page,
      rowOf(page, user.email).getByRole("button", { name: /^Aktionen für / }),
    );
    await expect(menu.getByRole("menuitem", { name: "Als Benutzer handeln" })).toBeVisible();
  });

  test("on a phone no page is wider than the screen, in either language; the wide tables scroll inside their cards", async ({
    page,
  }) => {
    // Twenty-four pages, each loaded whole.
    test.slow();
    await page.setViewportSize(PHONE);
    const paths = [
      "/app/admin",
      "/app/admin/users",
      "/app/settings/team/audit",
      "/app/dashboard",
      "/app/tasks",
      "/app/tasks/board",
      "/app/tasks/tags",
      "/app/ai-demo",
      "/app/settings/team/members",
      "/app/settings/team/billing",
      "/app/settings/team/general",
      "/app/settings/account/general",
    ];
    // German labels are the longer ones.
    for (const path of [...paths, ...paths.map((english) => `/de${english}`)]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, path).toBeLessThanOrEqual(PHONE.width);
    }
  });

  test("on a phone, in English and German, a long unbroken address fits the impersonation banner and the admin actions; no team is started and no invitation answered while impersonating", async ({
    page,
    browser,
  }) => {
    await page.setViewportSize(PHONE);
    // No hyphen or space: nothing but the page's width can break it.
    const email = `procurementdepartment.supportmailbox.${Date.now()}@procurementexample.com`;
    const inviter = await browser.newContext({ storageState: undefined });
    const [, { team, link }] = await Promise.all([
      freshUser(browser, { name: "Lena Longaddress", verified: false, email }),
      ownerWithTeam(inviter.request).then(async ({ team }) => ({
        team,
        link: await invite(inviter.request, team.id, email),
      })),
    ]);
    await inviter.close();
    await searchUsers(page, email);
    await userAction(page, email, "Impersonate");
    const dialog = page.getByRole("dialog", { name: "Impersonate Lena Longaddress" });
    await dialog.getByLabel("Reason").fill("Support ticket 4714");
    await dialog.getByRole("button", { name: "Start impersonating" }).click();
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    const banner = page.getByRole("region", {
      name: `You are signed in as Lena Longaddress (${email})`,
    });
    await expect(banner).toBeVisible();
    const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
    expect(await pageWidth()).toBeLessThanOrEqual(PHONE.width);
    // Without a team: the server refuses a new one, so neither the dashboard nor the switcher offers it.
    await expect(page.getByRole("heading", { name: "You are not in a team yet" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Create a team" })).toHaveCount(0);
    await page.setViewportSize(LAPTOP);
    await openMenu(page, page.getByRole("button", { name: /Switch team/ }));
    await expect(page.getByRole("menuitem", { name: "Create a new team" })).toHaveCount(0);
    await page.keyboard.press("Escape");
    await page.setViewportSize(PHONE);
    // An invitation to the user is theirs to answer: shown, without buttons that can only fail.
    await page.goto(link);
    await expect(page.getByRole("heading", { name: `Join ${team.name}` })).toBeVisible();
    await expect(
      page.getByText(
        "You are viewing this account as an admin: you see this page as the user does",
      ),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "Accept invitation" })).toHaveCount(0);
    await page.goto("/de/app/dashboard");
    await expect(page.getByRole("region", { name: /^Du bist angemeldet als Lena/ })).toBeVisible();
    expect(await pageWidth()).toBeLessThanOrEqual(PHONE.width);
    await page.getByRole("button", { name: "Zurück zum eigenen Konto" }).click();
    await expect(page).toHaveURL(/\/de\/app\/admin\/users\?q=/);

    for (const [path, stopped] of [
      ["/de/app/admin", `hat aufgehört, als ${email} zu handeln`],
      ["/en/app/admin", `stopped impersonating ${email}`],
    ] as const) {
      await page.goto(path);
      await expect(page.getByText(stopped)).toBeVisible();
      expect(await pageWidth(), path).toBeLessThanOrEqual(PHONE.width);
    }
  });

  test("impersonates a user: banner, their team, settings without forms, then back to the list", async ({
    page,
    browser,
  }) => {
    const teamName = `Imp Team ${Date.now().toString(36)}`;
    const user = await freshUser(browser, {
      name: "Ivo Impersonated",
      verified: true,
      teamName,
      signedOut: true,
    });
    await searchUsers(page, user.email);
    await userAction(page, user.email, "Impersonate");
    const dialog = page.getByRole("dialog", { name: "Impersonate Ivo Impersonated" });
    // What the server allows: tasks and tags (its matrix test), not sign-in, account, teams, billing.
    await expect(dialog).toContainText(
      "You can work on their teams' tasks and tags; the team's activity marks each change with your name as admin. Changes to sign-in, the account, teams and billing are refused.",
    );
    // A reason of spaces is said at the field, and nothing starts.
    await dialog.getByLabel("Reason").fill("   ");
    await dialog.getByRole("button", { name: "Start impersonating" }).click();
    await expect(dialog.getByLabel("Reason")).toHaveAccessibleDescription(
      /Must be at least 3 characters$/,
    );
    await expect(dialog.getByLabel("Reason")).toBeFocused();
    await dialog.getByLabel("Reason").fill("Support ticket 4711");
    await dialog.getByRole("button", { name: "Start impersonating" }).click();

    await expect(page).toHaveURL(/\/app\/dashboard$/);
    const banner = `You are signed in as Ivo Impersonated (${user.email})`;
    await expect(page.getByText(banner)).toBeVisible();
    await expect(page.getByRole("main")).toContainText(teamName);
    // The admin area does not exist for the impersonated session, nor in its menus.
    await expect(page.getByRole("link", { name: "Admin", exact: true })).toHaveCount(0);

    await page.goto("/app/settings/account/general");
    await expect(page.getByText(banner)).toBeVisible();
    // The admin's session is not the user's, and the user is signed in nowhere.
    await expect(page.getByRole("region", { name: "Sessions" })).toContainText(
      "No browser or device is signed in to this account.",
    );
    // Pages of changes the server refuses (api `impersonation` matrix) say so and offer no form.
    const readOnly =
      "You are viewing this account as an admin: you see this page as the user does, and only they can change anything here.";
    await expect(page.getByText(readOnly)).toBeVisible();
    const passwordSection = page.getByRole("region", { name: "Password" });
    await expect(passwordSection.getByLabel("Current password")).toBeDisabled();
    await expect(passwordSection.getByRole("button", { name: "Change password" })).toBeDisabled();
    await expect(page.getByRole("button", { name: "Delete account" })).toBeDisabled();
    await page.goto("/app/settings/team/members");
    await expect(page.getByText(readOnly)).toBeVisible();
    await expect(
      page.getByRole("region", { name: "Invite a member" }).getByRole("textbox").first(),
    ).toBeDisabled();
    await page.goto("/app/settings/team/general");
    await expect(page.getByText(readOnly)).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Team name" })).toBeDisabled();
    await page.goto("/app/settings/team/billing");
    await expect(page.getByText(readOnly)).toBeVisible();
    await expect(page.getByRole("button", { name: "Start 14-day trial" }).first()).toBeDisabled();
    await page.goto("/app/ai-demo");
    await expect(page.getByText(readOnly)).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Message to the assistant" })).toBeDisabled();
    await expect(page.getByRole("button", { name: "Send" })).toBeDisabled();
    // Tasks and tags are the admin's to change: no such note there.
    await page.goto("/app/tasks");
    await expect(page.getByRole("button", { name: "New task" })).toBeEnabled();
    await expect(page.getByText(readOnly)).toHaveCount(0);

    await page.getByRole("button", { name: "Stop impersonating" }).click();
    // Back on the list as the admin left it (the query without its default values).
    const query = encodeURIComponent(user.email).replace(/\./g, "\\.");
    await expect(page).toHaveURL(new RegExp(`/app/admin/users\\?q=${query}$`));
    await expect(page.getByRole("heading", { level: 1, name: "Admin" })).toBeVisible();
    await expect(page.getByText(banner)).toHaveCount(0);
    await expect(rowOf(page, user.email)).toBeVisible();
  });

  test("signing out while impersonating ends the impersonation and the admin's own session", async ({
    browser,
    playwright,
    baseURL,
  }) => {
    const user = await freshUser(browser, { name: "Sid Signout", verified: true });
    // A session of its own: signing out must not end the one the other tests share.
    const context = await browser.newContext({ storageState: undefined });
    const page = await context.newPage();
    await signInWithPassword(page, DEMO_USERS.admin.email, DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    await searchUsers(page, user.email);
    await userAction(page, user.email, "Impersonate");
    const dialog = page.getByRole("dialog", { name: "Impersonate Sid Signout" });
    await dialog.getByLabel("Reason").fill("Support ticket 4712");
    await dialog.getByRole("button", { name: "Start impersonating" }).click();
    await expect(page.getByText(`You are signed in as Sid Signout (${user.email})`)).toBeVisible();
    const kept = (await context.cookies()).find(({ name }) => name === "teamkit.impersonator");
    const adminToken = kept?.value.split(".")[0] ?? "";
    expect(adminToken).not.toBe("");

    const menu = await openUserMenu(page);
    await menu.getByRole("menuitem", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
    const names = (await context.cookies()).map(({ name }) => name);
    expect(names).not.toContain("teamkit.impersonator");
    // The admin's own session is over, not merely forgotten by this browser.
    const asAdminBefore = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { cookie: `authjs.session-token=${adminToken}` },
    });
    const session = await asAdminBefore.get("/api/trpc/user.session");
    const body = (await session.json()) as { result: { data: { json: unknown } } };
    expect(body.result.data.json).toBeNull();
    await asAdminBefore.dispose();
    await context.close();
  });

  test("once the hour has run out, the banner, a link or a page load takes the admin back to their own session", async ({
    browser,
  }) => {
    const user = await freshUser(browser, { name: "Tim Timeout", verified: true });
    // A session of its own: stopping ends every impersonation started from the admin's session.
    const context = await browser.newContext({ storageState: undefined });
    const page = await context.newPage();
    await signInWithPassword(page, DEMO_USERS.admin.email, DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    const banner = page.getByRole("region", {
      name: `You are signed in as Tim Timeout (${user.email})`,
    });
    const backOnTheList = async () => {
      await expect(page).toHaveURL(/\/app\/admin\/users\?q=/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^(Admin|Administration)$/);
      await expect(rowOf(page, user.email)).toBeVisible();
      await expect(banner).toHaveCount(0);
    };
    const impersonate = async () => {
      await searchUsers(page, user.email);
      await userAction(page, user.email, "Impersonate");
      const dialog = page.getByRole("dialog", { name: "Impersonate Tim Timeout" });
      await dialog.getByLabel("Reason").fill("Support ticket 4713");
      await dialog.getByRole("button", { name: "Start impersonating" }).click();
      await expect(banner).toContainText(/Ends in (59|60) minutes\./);
      // The hour passes: the browser drops the impersonated session's cookie with it.
      await context.clearCookies({ name: "authjs.session-token" });
    };

    await impersonate();
    await banner.getByRole("button", { name: "Stop impersonating" }).click();
    await backOnTheList();

    await impersonate();
    await page.getByRole("link", { name: "All Tasks", exact: true }).click();
    await backOnTheList();

    await impersonate();
    await page.goto("/de/app/tasks");
    await expect(page).toHaveURL(/\/de\/app\/admin\/users\?q=/);
    await backOnTheList();
    await context.close();
  });

  test("deletes a user after a confirmation", async ({ page, browser }) => {
    const user = await freshUser(browser, {
      name: "Dora Doomed",
      verified: true,
      teamName: `Doomed ${Date.now().toString(36)}`,
    });
    await searchUsers(page, user.email);
    await userAction(page, user.email, "Delete user");
    const dialog = page.getByRole("alertdialog", { name: "Delete Dora Doomed?" });
    await dialog.getByRole("button", { name: "Delete user" }).click();
    await expect(toast(page, `${user.email} was deleted`)).toBeVisible();
    await expect(page.getByRole("heading", { name: "This email does not exist." })).toBeVisible();
  });

  test("resets a user's two-factor sign-in after a confirmation", async ({ page, browser }) => {
    const context = await browser.newContext({ storageState: undefined });
    const user = await createAccount(context.request, {
      name: "Tess Twofactor",
      email: uniqueEmail("admin-2fa"),
      verified: true,
    });
    await turnOnTwoFactor(context.request);
    await context.close();

    await searchUsers(page, user.email);
    const row = rowOf(page, user.email);
    await expect(row.getByText("Two-factor: on")).toBeVisible();
    await userAction(page, user.email, "Reset two-factor sign-in");
    const dialog = page.getByRole("alertdialog", {
      name: "Reset two-factor sign-in of Tess Twofactor?",
    });
    await lookAt(page, "admin-reset-two-factor");
    await dialog.getByRole("button", { name: "Reset two-factor sign-in" }).click();
    await expect(toast(page, `Two-factor sign-in of ${user.email} was turned off`)).toBeVisible();
    await expect(row.getByText("Two-factor: off")).toBeVisible();
    const menu = await openMenu(page, actionsOf(page, user.email));
    await expect(menu.getByRole("menuitem", { name: "Reset two-factor sign-in" })).toHaveCount(0);
    const mail = await latestMail(page.request, user.email, "TwoFactorReset");
    expect(mail.text).toContain("/app/settings/account/general");
  });

  test("shows the overview with the latest admin actions, and older ones on request", async ({
    page,
    browser,
  }) => {
    test.slow();
    // Eleven actions, the newest of all: the overview shows ten, the first of them is older.
    const users = [];
    for (let index = 0; index < 11; index += 1) {
      const user = await freshUser(browser, {
        name: `Olga Older ${index}`,
        verified: false,
        emailPrefix: "admin-older",
      });
      const found = await trpcQuery<{ users: { id: string }[] }>(page.request, "admin.user.list", {
        q: user.email,
      });
      await trpcMutation(page.request, "admin.user.resendVerification", {
        userId: found.users[0]?.id,
      });
      users.push(user);
    }
    const resentTo = (email: string) =>
      page.getByRole("listitem").filter({ hasText: `resent the verification mail to ${email}` });

    await page.goto("/app/admin");
    await expect(page.getByRole("heading", { level: 1, name: "Admin" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Users", exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Latest admin actions" })).toBeVisible();
    await expect(resentTo(users[10]?.email ?? "")).toBeVisible();
    await expect(resentTo(users[0]?.email ?? "")).toHaveCount(0);

    await page.getByRole("button", { name: "Show older actions" }).click();
    const oldest = resentTo(users[0]?.email ?? "");
    await expect(oldest).toBeVisible();
    // Each entry once, and the keyboard reads on from the first one added.
    await expect(resentTo(users[1]?.email ?? "")).toHaveCount(1);
    const audit = page
      .locator("section")
      .filter({ has: page.getByRole("heading", { name: "Latest admin actions" }) });
    await expect(audit.locator("li:focus")).toHaveCount(1);
  });

  test("speaks German", async ({ page }) => {
    await page.goto("/de/app/admin/users");
    await expect(page.getByRole("heading", { level: 1, name: "Administration" })).toBeVisible();
    await expect(page.getByLabel("Nach Name oder E-Mail suchen")).toBeVisible();
    await page.getByLabel("Nach Name oder E-Mail suchen").fill("niemand-hier@example.com");
    await page.getByRole("button", { name: "Suchen", exact: true }).click();
    await expect(page).toHaveURL(/\/de\/app\/admin\/users\?q=/);
    await expect(
      page.getByRole("heading", { name: "Zu dieser E-Mail-Adresse gibt es kein Konto." }),
    ).toBeVisible();
  });
});

test.describe("the admin area for everyone else", () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test("a normal user gets the 404 page at /app/admin and sees no Admin entry", async ({
    page,
  }) => {
    await ownerWithTeam(page.request);
    await page.goto("/app/dashboard");
    await expect(page.getByRole("link", { name: "Admin", exact: true })).toHaveCount(0);
    const response = await page.goto("/app/admin");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  });
});
