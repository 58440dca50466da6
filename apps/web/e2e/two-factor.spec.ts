import type { APIRequestContext, Page } from "@playwright/test";
import { readFile } from "node:fs/promises";

import { createAccount } from "./support/accounts";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { PHONE } from "./support/layout";
import { latestMail, linkIn } from "./support/mailbox";
import { lookAt } from "./support/screens";
import {
  answerSignInTooOld,
  expectSignedIn,
  fillSignInForm,
  openUserMenu,
  signInWithPassword,
  urlOf,
} from "./support/session";
import { trpcMutation } from "./support/trpc";
import { authenticatorCode as code, turnOnTwoFactor } from "./support/two-factor";

// A code is accepted once per 30-second step and with one step of drift either way, and each use
// must come from a later step than the one before: enrolment spends the previous step, a sign-in
// the current one, a third use the next, so no test waits for the clock.
const PREVIOUS = -1;
const CURRENT = 0;
const NEXT = 1;

/** A verified, onboarded account with two-factor sign-in turned on over the API. */
async function accountWithTwoFactor(request: APIRequestContext) {
  const account = await createAccount(request, { verified: true });
  return { ...account, ...(await turnOnTwoFactor(request)) };
}

async function expectTwoFactorStep(page: Page) {
  await expect(page).toHaveURL(urlOf("/auth/two-factor"));
  await expect(page.getByRole("heading", { name: "Two-factor sign-in" })).toBeVisible();
}

async function answerWith(page: Page, value: string) {
  await page.getByLabel("Authentication code", { exact: true }).fill(value);
  await page.getByRole("button", { name: "Verify" }).click();
}

test.describe("two-factor sign-in", () => {
  test("turning it on in the account settings: key, first code, ten recovery codes to download", async ({
    page,
  }, testInfo) => {
    const account = await createAccount(page.request, { verified: true });
    await page.goto("/app/settings/account/general");
    const section = page.getByRole("region", { name: "Two-factor sign-in" });
    await expect(section).toContainText("Two-factor sign-in is off.");
    await section.getByRole("button", { name: "Turn on two-factor sign-in" }).click();

    const qr = section.getByRole("img", { name: "QR code for your authenticator app" });
    await expect(qr).toBeVisible();
    const box = await qr.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(150);
    const manualKey = (await section.getByTestId("two-factor-key").textContent()) ?? "";
    expect(manualKey.replace(/\s/g, "")).toMatch(/^[A-Z2-7]{16,}$/);
    await page.screenshot({ path: testInfo.outputPath("enrolment.png"), fullPage: true });
    await expectNoSeriousA11yViolations(page, "account section, enrolment");

    // Only the app's code fits (no recovery codes yet); a wrong one is refused; the right one
    // turns it on.
    await section.getByLabel("Code from the app").fill("12");
    await section.getByLabel("Code from the app").blur();
    await expect(
      section.getByText("Enter the 6-digit code from your authenticator app.", { exact: true }),
    ).toBeVisible();
    await section.getByLabel("Code from the app").fill("000000");
    await section.getByRole("button", { name: "Confirm and turn on" }).click();
    await expect(section.getByText("This code is not valid. Please try again.")).toBeVisible();
    await section.getByLabel("Code from the app").fill(code(manualKey, PREVIOUS));
    await section.getByRole("button", { name: "Confirm and turn on" }).click();

    const list = section.getByRole("list", { name: "Your recovery codes" });
    await expect(list.getByRole("listitem")).toHaveCount(10);
    const shown = (await list.getByRole("listitem").allTextContents()).map((c) => c.trim());
    await page.screenshot({ path: testInfo.outputPath("recovery-codes.png"), fullPage: true });

    const downloading = page.waitForEvent("download");
    await section.getByRole("button", { name: "Download codes" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.txt$/);
    const text = await readFile(await download.path(), "utf8");
    expect(text).toContain(account.email);
    for (const recovery of shown) expect(text).toContain(recovery);
    expect(new Set(shown).size).toBe(10);

    await section.getByRole("button", { name: "I have saved them" }).click();
    await expect(section).toContainText("Two-factor sign-in is on since");
    await expect(section).toContainText("10 recovery codes left.");
    await expect(
      section.getByRole("button", { name: "Turn off two-factor sign-in" }),
    ).toBeVisible();
  });

  test("a session signed in a while ago types its password again before enrolling", async ({
    page,
  }) => {
    const account = await createAccount(page.request, { verified: true });
    await page.goto("/app/settings/account/general");
    const section = page.getByRole("region", { name: "Two-factor sign-in" });
    await answerSignInTooOld(page, "user.twoFactor.begin");
    await section.getByRole("button", { name: "Turn on two-factor sign-in" }).click();

    const dialog = page.getByRole("dialog", { name: "Confirm it's you" });
    await expect(dialog).toContainText(
      "You signed in a while ago. Enter your password to add a second factor or a passkey.",
    );
    await expectNoSeriousA11yViolations(page, "confirm it's you");
    await dialog.getByLabel("Current password").fill("Wrong-pass-1");
    await dialog.getByRole("button", { name: "Confirm" }).click();
    await expect(dialog.getByText("Your current password is not correct.")).toBeVisible();
    await lookAt(page, "confirm-sign-in");
    await dialog.getByLabel("Current password").fill(account.password);
    await dialog.getByRole("button", { name: "Confirm" }).click();
    // Confirmed, the step it interrupted goes on: the enrolment's QR code.
    await expect(dialog).toHaveCount(0);
    await expect(
      section.getByRole("img", { name: "QR code for your authenticator app" }),
    ).toBeVisible();
  });

  test("a password sign-in asks for the code, refuses a wrong one and keeps the callbackUrl", async ({
    page,
    newRequest,
  }, testInfo) => {
    const account = await accountWithTwoFactor(await newRequest());
    await page.goto(
      `/auth/login?callbackUrl=${encodeURIComponent("/app/settings/account/general")}`,
    );
    await fillSignInForm(page, account.email, account.password);
    await expectTwoFactorStep(page);
    await page.screenshot({ path: testInfo.outputPath("two-factor-page.png"), fullPage: true });
    await expectNoSeriousA11yViolations(page, "/auth/two-factor");

    await answerWith(page, "123456");
    await expect(page.getByText("This code is not valid. Please try again.")).toBeVisible();
    await expect(page).toHaveURL(urlOf("/auth/two-factor"));

    await answerWith(page, code(account.manualKey, CURRENT));
    await expect(page).toHaveURL(urlOf("/app/settings/account/general"));
    await expect(page.getByRole("region", { name: "Two-factor sign-in" })).toContainText(
      "10 recovery codes left.",
    );

    // Without a callbackUrl the code opens the dashboard.
    await page.context().clearCookies();
    await signInWithPassword(page, account.email, account.password);
    await expectTwoFactorStep(page);
    await answerWith(page, code(account.manualKey, NEXT));
    await expectSignedIn(page, account.name);
  });

  test("a recovery code signs in once", async ({ page, newRequest }) => {
    const account = await accountWithTwoFactor(await newRequest());
    const [recovery] = account.recoveryCodes;
    if (!recovery) throw new Error("no recovery code");

    const useRecoveryCode = async () => {
      await signInWithPassword(page, account.email, account.password);
      await expectTwoFactorStep(page);
      // A click before hydration does nothing: click until the form switches.
      await expect(async () => {
        await page.getByRole("button", { name: "Use a recovery code instead" }).click();
        await expect(page.getByLabel("Recovery code", { exact: true })).toBeVisible({
          timeout: 1000,
        });
      }).toPass();
      await page.getByLabel("Recovery code", { exact: true }).fill(recovery);
      await page.getByRole("button", { name: "Verify" }).click();
    };
    await useRecoveryCode();
    await expectSignedIn(page, account.name);

    await page.context().clearCookies();
    await useRecoveryCode();
    await expect(page.getByText("This code is not valid. Please try again.")).toBeVisible();
    await expect(page).toHaveURL(urlOf("/auth/two-factor"));
  });

  test("switching between app and recovery code moves the focus to the new field, and each hint names its kind", async ({
    page,
    newRequest,
  }) => {
    const account = await accountWithTwoFactor(await newRequest());
    await signInWithPassword(page, account.email, account.password);
    await expectTwoFactorStep(page);
    const appCode = page.getByLabel("Authentication code", { exact: true });
    const recoveryCode = page.getByLabel("Recovery code", { exact: true });
    const hint = page.getByRole("main").getByRole("alert");
    await expect(appCode).toBeFocused();

    // By keyboard, as a user without a mouse switches (a press before hydration does nothing).
    await expect(async () => {
      await page.getByRole("button", { name: "Use a recovery code instead" }).press("Enter");
      await expect(recoveryCode).toBeVisible({ timeout: 1000 });
    }).toPass();
    await expect(recoveryCode).toBeFocused();
    await recoveryCode.press("Enter");
    await expect(hint).toHaveText("Enter one of your recovery codes (like xxxx-xxxx-xxxx-xxxx).");
    await expect(recoveryCode).toBeFocused();

    await page.getByRole("button", { name: "Use your authenticator app instead" }).press("Enter");
    await expect(appCode).toBeFocused();
    await expect(hint).toHaveCount(0);
    await appCode.fill("123");
    await appCode.press("Enter");
    // Six digits only: the field takes no recovery code, and the hint does not offer one.
    await expect(hint).toHaveText("Enter the 6-digit code from your authenticator app.");
    await expect(appCode).toHaveAttribute("maxlength", "6");
  });

  test("a trusted browser is not asked again; another browser is", async ({
    page,
    browser,
    newRequest,
  }) => {
    const account = await accountWithTwoFactor(await newRequest());
    await signInWithPassword(page, account.email, account.password);
    await expectTwoFactorStep(page);
    await page
      .getByLabel("Authentication code", { exact: true })
      .fill(code(account.manualKey, CURRENT));
    await page.getByRole("checkbox", { name: /Trust this browser for 30 days/ }).check();
    await page.getByRole("button", { name: "Verify" }).click();
    await expectSignedIn(page, account.name);

    await openUserMenu(page);
    await page.getByRole("menuitem", { name: "Sign out" }).click();
    await expect(page).toHaveURL(urlOf("/auth/login"));
    await fillSignInForm(page, account.email, account.password);
    await expectSignedIn(page, account.name);

    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await signInWithPassword(otherPage, account.email, account.password);
    await expectTwoFactorStep(otherPage);
    await other.close();
  });

  test("a magic link leads to the second step too", async ({ page, newRequest, request }) => {
    const account = await accountWithTwoFactor(await newRequest());
    await page.goto("/auth/otp");
    await page.getByLabel("Email", { exact: true }).fill(account.email);
    await page.getByRole("button", { name: "Send magic link" }).click();
    await page.goto(linkIn(await latestMail(request, account.email, "MagicLink"), "/auth/otp"));
    await expectTwoFactorStep(page);
    await answerWith(page, code(account.manualKey, CURRENT));
    await expectSignedIn(page, account.name);
  });

  test("without a challenge the page says the sign-in expired and links back", async ({ page }) => {
    await page.goto("/auth/two-factor");
    await expect(page.getByRole("heading", { name: "Sign-in expired" })).toBeVisible();
    await expect(
      page.getByText("This sign-in has expired or was already completed. Please sign in again."),
    ).toBeVisible();
    await page.getByRole("link", { name: "Back to sign-in" }).click();
    await expect(page).toHaveURL(urlOf("/auth/login"));
  });

  test("turning it off takes a code; then a sign-in is one step again", async ({
    page,
    newRequest,
  }) => {
    const account = await accountWithTwoFactor(await newRequest());
    await signInWithPassword(page, account.email, account.password);
    await answerWith(page, code(account.manualKey, CURRENT));
    await expectSignedIn(page, account.name);

    await page.goto("/app/settings/account/general");
    const section = page.getByRole("region", { name: "Two-factor sign-in" });
    await section.getByRole("button", { name: "Turn off two-factor sign-in" }).click();
    await section.getByLabel("Code from the app").fill("000000");
    await section.getByRole("button", { name: "Turn off two-factor sign-in" }).click();
    await expect(section.getByText("This code is not valid. Please try again.")).toBeVisible();
    await section.getByLabel("Code from the app").fill(code(account.manualKey, NEXT));
    await section.getByRole("button", { name: "Turn off two-factor sign-in" }).click();
    await expect(section).toContainText("Two-factor sign-in is off.");

    await page.context().clearCookies();
    await signInWithPassword(page, account.email, account.password);
    await expectSignedIn(page, account.name);
  });

  test("the second step speaks German", async ({ page, newRequest }) => {
    const account = await accountWithTwoFactor(await newRequest());
    // The first step over the API sets the challenge cookie in this browser.
    const { redirectTo } = await trpcMutation<{ redirectTo: string }>(page.request, "auth.signIn", {
      email: account.email,
      password: account.password,
    });
    expect(redirectTo).toBe("/auth/two-factor");
    await page.goto("/de/auth/two-factor");
    await expect(page.getByRole("heading", { name: "Zwei-Faktor-Anmeldung" })).toBeVisible();
    await expect(page.getByLabel("Authentifizierungscode", { exact: true })).toBeVisible();
    await expect(
      page.getByRole("checkbox", { name: /Diesem Browser 30 Tage vertrauen/ }),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "Bestätigen" })).toBeVisible();
  });
});

test.describe("two-factor sign-in on a phone", () => {
  test.use({ viewport: PHONE });

  test("the key to type in wraps between its groups of four, never inside one", async ({
    page,
  }) => {
    await createAccount(page.request, { verified: true });
    await page.goto("/app/settings/account/general");
    const section = page.getByRole("region", { name: "Two-factor sign-in" });
    await section.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
    const key = section.getByTestId("two-factor-key");
    await expect(key).toBeVisible();
    const split = await key.evaluate((code) => {
      const text = code.firstChild as Text;
      const lineOf = (index: number) => {
        const range = document.createRange();
        range.setStart(text, index);
        range.setEnd(text, index + 1);
        return Math.round(range.getBoundingClientRect().top);
      };
      return [...text.data.matchAll(/\S+/g)]
        .filter((group) => lineOf(group.index) !== lineOf(group.index + group[0].length - 1))
        .map((group) => group[0]);
    });
    expect(split, "groups split across lines").toEqual([]);
  });
});
