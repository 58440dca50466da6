import { createAccount, uniqueEmail } from "./support/accounts";
import { expect, test } from "./support/fixtures";
import { expectNoSidewaysScroll, expectOnFirstScreen, PHONE } from "./support/layout";
import { expectLinkTo } from "./support/links";
import { latestMail, linkIn } from "./support/mailbox";
import { lookAt } from "./support/screens";
import {
  completeOnboarding,
  expectSignedIn,
  openUserMenu,
  signInWithPassword,
  urlOf,
} from "./support/session";

test.describe("account settings", () => {
  test("a user renames themselves, changes their email through the mailed link and their password", async ({
    page,
    browser,
    request,
  }) => {
    // Verifying the address through the page's request signs the page in.
    const account = await createAccount(page.request, { verified: true });
    await page.goto("/app/dashboard");
    await expectSignedIn(page, account.name);

    // The user menu leads to the account settings.
    await openUserMenu(page);
    await page.getByRole("menuitem", { name: "Account settings" }).click();
    await expect(page).toHaveURL(urlOf("/app/settings/account/general"));
    await expect(page).toHaveTitle("Account | Teamkit");

    // Name.
    const nameSection = page.getByRole("region", { name: "Name" });
    await nameSection.getByLabel("Name").fill("Renamed Person");
    await nameSection.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Your name has been updated.")).toBeVisible();

    // Email: nothing changes until the link mailed to the new address is opened.
    const next = uniqueEmail("changed");
    const emailSection = page.getByRole("region", { name: "Email" });
    await emailSection.getByLabel("New email address").fill(next);
    await emailSection.getByLabel("Current password").fill("Wrong-pass-1");
    await emailSection.getByRole("button", { name: "Send confirmation link" }).click();
    await expect(emailSection.getByLabel("Current password")).toHaveAccessibleDescription(
      "Your current password is not correct.",
    );
    await emailSection.getByLabel("Current password").fill(account.password);
    await emailSection.getByRole("button", { name: "Send confirmation link" }).click();
    await expect(emailSection.getByRole("status")).toHaveText(
      `We sent a confirmation link to ${next}. Open it to finish the change.`,
    );
    await page.goto(linkIn(await latestMail(request, next, "EmailChange"), "/auth/verify"));
    await expect(page.getByText("Your email has been updated.")).toBeVisible();

    // Password: another session ends, this one stays.
    const elsewhere = await browser.newContext();
    const otherPage = await elsewhere.newPage();
    await signInWithPassword(otherPage, next, account.password);
    await expectSignedIn(otherPage, "Renamed Person");
    await page.goto("/app/settings/account/general");
    const passwordSection = page.getByRole("region", { name: "Password" });
    await passwordSection.getByLabel("Current password").fill(account.password);
    await passwordSection.getByLabel("New password", { exact: true }).fill("Brand-new-pass-5");
    await passwordSection.getByRole("button", { name: "Change password" }).click();
    await expect(page.getByText("Your password has been updated.")).toBeVisible();
    await otherPage.goto("/app/dashboard");
    await expect(otherPage).toHaveURL(urlOf("/auth/login"));
    await elsewhere.close();
    await page.goto("/app/dashboard");
    await expectSignedIn(page, "Renamed Person");
  });

  test("a user deletes their account after confirming with their password", async ({ page }) => {
    // Verifying the address through the page's request signs the page in.
    const account = await createAccount(page.request, { verified: true });
    await page.goto("/app/dashboard");
    await expectSignedIn(page, account.name);
    // The account settings use the same width as the team settings.
    await page.goto("/app/settings/team/general");
    const teamWidth = (await page.getByRole("region", { name: "Team name" }).boundingBox())?.width;
    await page.goto("/app/settings/account/general");
    const section = page.getByRole("region", { name: "Delete account" });
    expect((await section.boundingBox())?.width).toBe(teamWidth);
    await section.getByLabel("Current password").fill(account.password);
    await section.getByRole("button", { name: "Delete account" }).click();
    const dialog = page.getByRole("alertdialog", {
      name: "Are you sure you want to delete your account?",
    });
    await dialog.getByRole("button", { name: "Delete account" }).click();
    // A signed-out goodbye page, outside the app shell.
    await expect(page).toHaveURL(urlOf("/goodbye"));
    await expect(page).toHaveTitle("Account deleted | Teamkit");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Your account has been deleted.",
    );
    await expect(page.getByRole("button", { name: "User menu" })).toHaveCount(0);
    await expect(page.getByRole("navigation", { name: "App navigation" })).toHaveCount(0);
    await expectLinkTo(page, "Go to homepage", "/");
    await expectLinkTo(page, "Create a new account", "/auth/signup");
    await page.goto("/app/dashboard");
    await expect(page).toHaveURL(urlOf("/auth/login"));

    await signInWithPassword(page, account.email, account.password);
    await expect(page.getByRole("main").getByRole("alert")).toHaveText(
      "The email or password you entered are invalid. Please try again.",
    );
  });
});

test.describe("settings on a phone", () => {
  test.use({ viewport: PHONE });

  test("a settings page opens with its form on the first screen and the menu still at hand", async ({
    page,
  }) => {
    await createAccount(page.request, { verified: true });
    await page.goto("/app/settings/account/general");
    // The form, not the settings menu, fills the first screen.
    const nameSection = page.getByRole("region", { name: "Name" });
    await expectOnFirstScreen(nameSection.getByRole("heading", { name: "Name" }), { part: 0.5 });
    await expectOnFirstScreen(nameSection.getByRole("button", { name: "Save" }));
    await lookAt(page, "account-settings-phone", { fullPage: false });

    await page
      .getByRole("navigation", { name: "Settings menu" })
      .getByRole("list", { name: "Team" })
      .getByRole("link", { name: "Members" })
      .click();
    await expect(page).toHaveURL(urlOf("/app/settings/team/members"));
  });

  test("a long unbroken address breaks instead of widening the page: the code screen, the password card and the email settings", async ({
    page,
    newRequest,
  }) => {
    // No hyphen or space: nothing but the page's width can break it.
    const email = `procurementdepartment.supportmailbox.${Date.now()}@procurementexample.com`;
    // Registered with a password and never verified: a magic link then leaves no password.
    await createAccount(await newRequest(), { name: "Lena Longaddress", email });
    await page.goto("/auth/otp");
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByRole("button", { name: "Send magic link" }).click();
    await expect(page.getByText(email, { exact: true })).toBeVisible();
    await expectNoSidewaysScroll(page);

    await page.goto(linkIn(await latestMail(page.request, email, "MagicLink"), "/auth/otp"));
    await completeOnboarding(page, "Lena Longaddress");
    const card = page.getByRole("region", { name: "Set a password" });
    await card.getByRole("button", { name: "Email me a link to set a password" }).click();
    await expect(card.getByRole("status")).toContainText(email);
    await expectNoSidewaysScroll(page);

    await page.goto("/app/settings/account/general");
    await expect(page.getByText(`Your email address is ${email}.`)).toBeVisible();
    await expectNoSidewaysScroll(page);
  });
});
