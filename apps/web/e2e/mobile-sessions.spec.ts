import type { Browser } from "@playwright/test";

import { STRONG_PASSWORD } from "./support/accounts";
import { expect, test } from "./support/fixtures";
import {
  enlargeText,
  expectFitsScreen,
  mobileToken,
  NARROW,
  openApp,
  startSignedIn,
} from "./support/mobile-app";
import { lookAt } from "./support/screens";
import { expectSignedIn, signInWithPassword, urlOf } from "./support/session";
import { ownerWithTeam } from "./support/teams";
import { trpcMutation } from "./support/trpc";

/** The browser signed in next to the app, named so its row can be told from the app's. */
const FIREFOX_WINDOWS =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0";
/** A common phone, 390 pt wide. */
const PHONE = { width: 390, height: 844 };

function firefoxOnWindows(browser: Browser) {
  return browser.newContext({ userAgent: FIREFOX_WINDOWS });
}

test.describe("mobile app: sessions (web export)", () => {
  test("lists the app and a browser, and ends the browser's session from the app", async ({
    page,
    browser,
    newRequest,
  }) => {
    // The API context that made the account signs out: only the app and the browser are left.
    const setup = await newRequest();
    const { owner, team } = await ownerWithTeam(setup, { name: "Selma Sessions" });
    await trpcMutation(setup, "auth.signOut");

    await page.setViewportSize(PHONE);
    await openApp(page);
    await page.getByLabel("Email", { exact: true }).fill(owner.email);
    await page.getByLabel("Password", { exact: true }).fill(STRONG_PASSWORD);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await page.getByRole("button", { name: team.name }).click();
    await expect(page.getByRole("button", { name: "New task" })).toBeVisible();

    const elsewhere = await firefoxOnWindows(browser);
    const web = await elsewhere.newPage();
    await signInWithPassword(web, owner.email, owner.password);
    await expectSignedIn(web, owner.name);

    await page.getByRole("button", { name: "Account", exact: true }).click();
    const rows = page.getByRole("listitem");
    const firefox = rows.filter({ hasText: "Firefox 133 on Windows" });
    await expect(rows).toHaveCount(2);
    await expect(rows.first()).toContainText("This device");
    await expect(rows.first()).toContainText("Mobile app");
    await expect(rows.first()).toContainText("Active in the last hour");
    await expect(rows.first().getByRole("button")).toHaveCount(0);
    await expect(firefox).toContainText("Web browser");
    await rows.first().scrollIntoViewIfNeeded();
    await lookAt(page, "mobile-sessions", { fullPage: false });

    const endFirefox = { name: "End the session on Firefox 133 on Windows" };
    await firefox.getByRole("button", endFirefox).click();
    await expect(page.getByText("End the session on Firefox 133 on Windows?")).toBeVisible();
    await lookAt(page, "mobile-sessions-confirm", { fullPage: false });
    await firefox.getByRole("button", endFirefox).click();
    await expect(
      page.getByText("The session has ended. That device is signed out at its next request."),
    ).toBeVisible();
    await expect(firefox).toHaveCount(0);
    await expect(page.getByText("You are signed in only here.")).toBeVisible();

    // Gone on the server: the browser's next page is the sign-in; the app stays signed in.
    await web.goto("/app/dashboard");
    await expect(web).toHaveURL(urlOf("/auth/login"));
    await elsewhere.close();
    await page.reload();
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText("This device");
  });

  test.describe("in German", () => {
    test.use({ locale: "de-DE" });

    test("fits a 320 pt screen with text at 200 %, the question open", async ({
      page,
      browser,
    }) => {
      const { owner, team } = await ownerWithTeam(page.request, { name: "Sören Sitzung" });
      const elsewhere = await firefoxOnWindows(browser);
      await trpcMutation(elsewhere.request, "auth.signIn", {
        email: owner.email,
        password: STRONG_PASSWORD,
      });
      await page.setViewportSize(NARROW);
      await startSignedIn(page, await mobileToken(page.request, owner.email), team.id, "/account");
      const endFirefox = { name: "Sitzung auf Firefox 133 unter Windows beenden" };
      await expect(page.getByRole("button", endFirefox)).toBeVisible();
      await expect(page.getByText("Dieses Gerät")).toBeVisible();
      await enlargeText(page);
      await page.getByRole("button", endFirefox).scrollIntoViewIfNeeded();
      await expectFitsScreen(page, "sessions");
      await page.getByRole("button", endFirefox).click();
      await expect(page.getByText("Sitzung auf Firefox 133 unter Windows beenden?")).toBeVisible();
      await expectFitsScreen(page, "sessions-confirm");
      await elsewhere.close();
    });
  });
});
