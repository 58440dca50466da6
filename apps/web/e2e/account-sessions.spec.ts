import { createAccount } from "./support/accounts";
import { expect, test } from "./support/fixtures";
import { mailsTo } from "./support/mailbox";
import { lookAt } from "./support/screens";
import { expectSignedIn, signInWithPassword, urlOf } from "./support/session";
import { section } from "./support/teams";
import { trpcMutation } from "./support/trpc";

/** A second browser that names itself differently, so its row can be told from this one's. */
const FIREFOX_WINDOWS =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0";

test.describe("account sessions", () => {
  test("a user sees every browser signed in, this one marked, and ends another, which is signed out; a new browser is mailed about once", async ({
    page,
    browser,
    newRequest,
    request,
  }) => {
    // Signing up and verifying through the API is the account's first sign-in: nothing to report.
    const account = await createAccount(await newRequest(), {
      name: "Sam Sessions",
      verified: true,
    });
    const newSignInMails = async () => (await mailsTo(request, account.email, "NewSignIn")).length;
    expect(await newSignInMails()).toBe(0);

    // This browser is one the account has not used: the user is mailed, with a link to the list.
    await signInWithPassword(page, account.email, account.password);
    await expectSignedIn(page, account.name);
    await expect.poll(newSignInMails).toBe(1);

    // A second browser, Firefox on Windows.
    const elsewhere = await browser.newContext({ userAgent: FIREFOX_WINDOWS });
    const otherPage = await elsewhere.newPage();
    await signInWithPassword(otherPage, account.email, account.password);
    await expectSignedIn(otherPage, account.name);
    await expect.poll(newSignInMails).toBe(2);
    const [newest] = await mailsTo(request, account.email, "NewSignIn");
    expect(newest?.subject).toBe("New sign-in to your Teamkit account");

    // Both browsers are listed (and the API's session); this one first, marked.
    await page.goto("/app/settings/account/general#sessions");
    const sessions = section(page, "Sessions");
    const rows = sessions.getByRole("listitem");
    await expect(rows).toHaveCount(3);
    await expect(rows.first()).toContainText("This browser");
    await expect(rows.first()).toContainText("Active in the last hour");
    await expect(rows.first().getByRole("button")).toHaveCount(0);
    const firefox = rows.filter({ hasText: "Firefox 133 on Windows" });
    await expect(firefox).toContainText("Web browser");
    await lookAt(page, "account-sessions", { fullPage: false });

    // Ending the other browser's session signs it out at its next navigation.
    await firefox
      .getByRole("button", { name: "End the session on Firefox 133 on Windows" })
      .click();
    await expect(
      page.getByText("The session has ended. That device is signed out at its next request."),
    ).toBeVisible();
    await expect(rows).toHaveCount(2);
    await otherPage.goto("/app/dashboard");
    await expect(otherPage).toHaveURL(urlOf("/auth/login"));

    // Signing in again in that browser: its device cookie names the account, so no mail.
    await signInWithPassword(otherPage, account.email, account.password);
    await expectSignedIn(otherPage, account.name);
    expect(await newSignInMails()).toBe(2);
    await elsewhere.close();
  });

  test("a user ends all other sessions at once, after a confirmation, and stays signed in", async ({
    page,
    newRequest,
  }) => {
    const account = await createAccount(page.request, { name: "Ola Others", verified: true });
    const { email, password } = account;
    for (let i = 0; i < 2; i += 1) {
      await trpcMutation(await newRequest(), "auth.signIn", { email, password });
    }
    await page.goto("/app/settings/account/general#sessions");
    const sessions = section(page, "Sessions");
    const rows = sessions.getByRole("listitem");
    await expect(rows).toHaveCount(3);

    await sessions.getByRole("button", { name: "End all other sessions" }).click();
    const dialog = page.getByRole("alertdialog", { name: "End all other sessions?" });
    await dialog.getByRole("button", { name: "End all other sessions" }).click();
    await expect(page.getByText("2 other sessions have ended.")).toBeVisible();
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText("This browser");
    await expect(sessions.getByText("You are signed in only here.")).toBeVisible();

    await page.goto("/app/dashboard");
    await expectSignedIn(page, account.name);
  });

  test("the list speaks German", async ({ page, newRequest }) => {
    const account = await createAccount(page.request, { name: "Sina Sitzung", verified: true });
    await trpcMutation(await newRequest(), "auth.createMobileSession", {
      method: "password",
      email: account.email,
      password: account.password,
      deviceName: "Sinas Pixel",
    });
    await page.goto("/de/app/settings/account/general#sessions");
    const sessions = section(page, "Sitzungen");
    await expect(sessions.getByText("Dieser Browser")).toBeVisible();
    const phoneRow = sessions.getByRole("listitem").filter({ hasText: "Sinas Pixel" });
    await expect(phoneRow).toContainText("Mobile-App");
    await expect(
      phoneRow.getByRole("button", { name: "Sitzung auf Sinas Pixel beenden" }),
    ).toBeVisible();
    await expect(
      sessions.getByRole("button", { name: "Alle anderen Sitzungen beenden" }),
    ).toBeVisible();
    await lookAt(page, "account-sessions-de", { fullPage: false });
  });
});
