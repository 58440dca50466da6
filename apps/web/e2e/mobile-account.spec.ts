import type { Page } from "@playwright/test";

import { MOBILE_URL } from "../playwright.config";
import { STRONG_PASSWORD, uniqueEmail } from "./support/accounts";
import { expect, test } from "./support/fixtures";
import { codeIn, latestMail } from "./support/mailbox";
import { enlargeText, expectFitsScreen, NARROW, openApp } from "./support/mobile-app";
import { uniqueTeamName } from "./support/teams";

/** The app's texts a test walks through, in the device's language. */
const TEXTS = {
  en: {
    signUp: "Sign up",
    name: "Name",
    email: "Email",
    password: "Password",
    createAccount: "Create account",
    code: "One-time code",
    confirmCode: "Confirm code",
    stepOne: "Step 1 of 2",
    stepTwo: "Step 2 of 2",
    continue: "Continue",
    teamName: "Team name",
    createTeam: "Create team",
    newTask: "New task",
    account: "Account",
  },
  de: {
    signUp: "Registrieren",
    name: "Name",
    email: "E-Mail",
    password: "Passwort",
    createAccount: "Konto erstellen",
    code: "Einmalcode",
    confirmCode: "Code bestätigen",
    stepOne: "Schritt 1 von 2",
    stepTwo: "Schritt 2 von 2",
    continue: "Weiter",
    teamName: "Teamname",
    createTeam: "Team erstellen",
    newTask: "Neue Aufgabe",
    account: "Konto",
  },
};
type Texts = (typeof TEXTS)["en"];

/**
 * Signs up in the app, verifies with the code from the NewUser mail, and goes through onboarding
 * into a new team; `look` runs on each screen on the way.
 */
async function signUpAndOnboard(
  page: Page,
  texts: Texts,
  { name, email }: { name: string; email: string },
  look: (screen: string) => Promise<void> = async () => {},
) {
  await openApp(page);
  await page.getByRole("button", { name: texts.signUp }).click();
  await page.getByLabel(texts.name, { exact: true }).fill(name);
  await page.getByLabel(texts.email, { exact: true }).fill(email);
  await page.getByLabel(texts.password, { exact: true }).fill("weak");
  await look("sign-up");
  await page.getByLabel(texts.password, { exact: true }).fill(STRONG_PASSWORD);
  await page.getByRole("button", { name: texts.createAccount }).click();

  const code = codeIn(await latestMail(page.request, email, "NewUser"));
  await page.getByLabel(texts.code).fill(code);
  await look("sign-up-code");
  await page.getByRole("button", { name: texts.confirmCode }).click();

  await expect(page.getByText(texts.stepOne)).toBeVisible();
  await expect(page.getByLabel(texts.name, { exact: true })).toHaveValue(name);
  await look("onboarding-account");
  await page.getByRole("button", { name: texts.continue }).click();
  await expect(page.getByText(texts.stepTwo)).toBeVisible();
  const teamName = uniqueTeamName("App");
  await page.getByLabel(texts.teamName).fill(teamName);
  await look("onboarding-team");
  await page.getByRole("button", { name: texts.createTeam }).click();
  await expect(page.getByRole("button", { name: texts.newTask })).toBeVisible();
  return { teamName };
}

test.describe("mobile app: sign-up, onboarding and account (web export)", () => {
  test("signs up with the mailed code, onboards, switches to German and deletes the account", async ({
    page,
  }) => {
    const email = uniqueEmail("app-signup");
    await openApp(page);
    await page.getByRole("button", { name: "Sign up" }).click();
    // The web's live checklist follows the password as it is typed.
    await page.getByLabel("Password", { exact: true }).fill("abc");
    await expect(page.getByLabel("A lowercase letter: met")).toBeVisible();
    await expect(page.getByLabel("An uppercase letter: not met")).toBeVisible();
    await page.getByLabel("Password", { exact: true }).fill(STRONG_PASSWORD);
    await expect(page.getByLabel("An uppercase letter: met")).toBeVisible();

    // A wrong code is refused with the web's message; the account stays unverified meanwhile.
    await page.getByLabel("Name", { exact: true }).fill("Ada App");
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByRole("button", { name: "Create account" }).click();
    const code = codeIn(await latestMail(page.request, email, "NewUser"));
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
    await page.getByLabel("One-time code").fill(wrong);
    await page.getByRole("button", { name: "Confirm code" }).click();
    await expect(page.getByText("Invalid one time password")).toBeVisible();
    await page.getByLabel("One-time code").fill(code);
    await page.getByRole("button", { name: "Confirm code" }).click();

    await expect(page.getByText("Step 1 of 2")).toBeVisible();
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByText("Step 2 of 2")).toBeVisible();
    await page.getByLabel("Team name").fill(uniqueTeamName("Ada"));
    await page.getByRole("button", { name: "Create team" }).click();
    await expect(page.getByRole("button", { name: "New task" })).toBeVisible();

    // The language is the app's choice from now on, also after a restart, and the server's too.
    await page.getByRole("button", { name: "Account", exact: true }).click();
    await page.getByRole("radio", { name: "Deutsch" }).click();
    await expect(page.getByText("Farbmodus")).toBeVisible();
    await page.reload();
    await expect(page.getByText("Farbmodus")).toBeVisible();
    await page.getByLabel("Aktuelles Passwort").last().fill("Wrong-horse-7");
    await page.getByRole("button", { name: "Konto löschen" }).click();
    await expect(
      page.getByText("Bist du sicher, dass du dein Konto löschen möchtest?"),
    ).toBeVisible();
    await page.getByRole("button", { name: "Konto löschen" }).last().click();
    await expect(page.getByText("Dein aktuelles Passwort ist nicht korrekt.")).toBeVisible();

    const token = await page.evaluate(() => localStorage.getItem("teamkit.session"));
    await page.getByLabel("Aktuelles Passwort").last().fill(STRONG_PASSWORD);
    await page.getByRole("button", { name: "Konto löschen" }).click();
    await page.getByRole("button", { name: "Konto löschen" }).last().click();
    // Said in the language the user chose; the device keeps nothing of the account (its language
    // neither), and its token is dead.
    await expect(page.getByText("Dein Konto wurde gelöscht.")).toBeVisible();
    expect(await page.evaluate(() => Object.keys(localStorage))).toEqual([]);
    const answer = await page.request.get(`${MOBILE_URL}/api/trpc/user.me`, {
      headers: { authorization: `Bearer ${token ?? ""}` },
    });
    expect(answer.status()).toBe(401);
  });

  test.describe("in German", () => {
    test.use({ locale: "de-DE" });

    test("fits a 320 pt screen with text at 200 %", async ({ page }) => {
      await page.setViewportSize(NARROW);
      const enlarged = async (screen: string) => {
        await enlargeText(page);
        await expectFitsScreen(page, screen);
      };
      await signUpAndOnboard(
        page,
        TEXTS.de,
        { name: "Maximiliane Langname-Beispielhaft", email: uniqueEmail("app-narrow") },
        enlarged,
      );
      await page.getByRole("button", { name: TEXTS.de.account, exact: true }).click();
      await expect(page.getByRole("button", { name: "Konto löschen" })).toBeVisible();
      await enlarged("account");
      await page.getByLabel("Aktuelles Passwort").last().fill(STRONG_PASSWORD);
      await page.getByRole("button", { name: "Konto löschen" }).click();
      await expect(
        page.getByText("Bist du sicher, dass du dein Konto löschen möchtest?"),
      ).toBeVisible();
      await enlarged("account-delete");
    });
  });
});
