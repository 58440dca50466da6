import type { Page } from "@playwright/test";

import { createAccount, uniqueEmail } from "./support/accounts";
import { expect, test } from "./support/fixtures";
import { headingTop } from "./support/layout";
import { latestMail, linkIn } from "./support/mailbox";
import { lookAt } from "./support/screens";

async function snap(page: Page, name: string) {
  await lookAt(page, `auth-${name}`);
}

interface Screen {
  name: string;
  path: string;
  /** The page's title, before " | Teamkit", and its heading. */
  title: { en: string; de: string };
  /** An alert the screen shows on arrival (a spent or unknown token). */
  alert?: { en: string; de: string };
}

const INVALID_TOKEN = { en: "Invalid token", de: "Ungültiges Token" };
const email = "screens@example.com";

const SCREENS: Screen[] = [
  {
    name: "signup",
    path: "/auth/signup",
    title: { en: "Create your account", de: "Konto erstellen" },
  },
  {
    name: "login",
    path: "/auth/login",
    title: { en: "Sign in", de: "Anmelden" },
  },
  {
    name: "verify-resend",
    path: "/auth/verify",
    title: { en: "Check your email", de: "Schau in dein Postfach" },
  },
  {
    name: "verify-check-email",
    path: `/auth/verify?email=${encodeURIComponent(email)}`,
    title: { en: "Check your email", de: "Schau in dein Postfach" },
  },
  {
    name: "verify-invalid-token",
    path: "/auth/verify?token=not-a-token",
    title: { en: "Verify your email address", de: "E-Mail-Adresse bestätigen" },
    alert: INVALID_TOKEN,
  },
  {
    name: "magic-link",
    path: "/auth/otp",
    title: { en: "Sign in with a magic link", de: "Mit Magic Link anmelden" },
  },
  {
    name: "otp-code",
    path: `/auth/otp?email=${encodeURIComponent(email)}`,
    title: { en: "Enter your code", de: "Code eingeben" },
  },
  {
    name: "otp-invalid-token",
    path: "/auth/otp?token=not-a-token",
    title: { en: "Signing in with a magic link", de: "Anmeldung mit Magic Link" },
    alert: INVALID_TOKEN,
  },
  {
    name: "forgot-password",
    path: "/auth/forgot-password",
    title: { en: "Forgot your password?", de: "Passwort vergessen?" },
  },
  {
    name: "reset-invalid-token",
    path: "/auth/forgot-password?token=not-a-token",
    title: { en: "Choose a new password", de: "Neues Passwort wählen" },
    alert: INVALID_TOKEN,
  },
];

test.describe("auth screens", () => {
  test("an ?email= that is no address is never shown as the recipient, and the page offers a way on", async ({
    page,
  }) => {
    const planted = "Your account is locked. Call +1-800-555-0100";
    await page.goto(`/auth/otp?email=${encodeURIComponent(planted)}`);
    await expect(page).toHaveTitle("Sign in with a magic link | Teamkit");
    const main = page.getByRole("main");
    await expect(main.getByRole("alert")).toHaveText(
      "This link does not contain a valid email address, so no code can be checked here. Enter your email address to get a new sign-in link and code, or sign in with your password instead.",
    );
    await expect(main).not.toContainText("locked");
    await expect(page.getByLabel("One-time code")).toHaveCount(0);
    await expect(main.getByRole("link", { name: "Sign in with a password instead" })).toBeVisible();
    // The way on works: a real address gets the code screen, naming it.
    const email = uniqueEmail("no-address");
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByRole("button", { name: "Send magic link" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Enter your code");
    await expect(page.getByText(`a 6-digit code to ${email}`)).toBeVisible();

    await page.goto(`/de/auth/verify?email=${encodeURIComponent(planted)}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Schau in dein Postfach");
    await expect(main).not.toContainText("locked");
    await expect(main).toContainText("Gib deine E-Mail-Adresse ein");
    await expect(page.getByLabel("E-Mail", { exact: true })).toBeVisible();
    await expect(main.getByRole("link", { name: "Zurück zur Anmeldung" })).toBeVisible();
  });

  for (const locale of ["en", "de"] as const) {
    test(`every auth screen has its own title and heading in ${locale === "en" ? "English" : "German"}`, async ({
      page,
    }) => {
      const prefix = locale === "de" ? "/de" : "";
      for (const screen of SCREENS) {
        await page.goto(`${prefix}${screen.path}`);
        await expect(page.locator("html")).toHaveAttribute("lang", locale);
        await expect(page).toHaveTitle(`${screen.title[locale]} | Teamkit`);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(screen.title[locale]);
        if (screen.alert)
          await expect(page.getByRole("main").getByRole("alert")).toContainText(
            screen.alert[locale],
          );
        await snap(page, `${locale}-${screen.name}`);
      }
    });

    test(`form errors are shown on submit and the first invalid field gets focus (${locale})`, async ({
      page,
    }) => {
      const prefix = locale === "de" ? "/de" : "";
      await page.goto(`${prefix}/auth/signup`);
      // The card hangs from the top: errors make it taller without moving its heading.
      const signUpTop = await headingTop(page);
      await page
        .getByRole("button", { name: locale === "en" ? "Create account" : "Konto erstellen" })
        .click();
      await expect(page.getByRole("main").getByRole("alert")).toHaveCount(3);
      await expect(page.getByLabel("Name", { exact: true })).toBeFocused();
      expect(await headingTop(page)).toBe(signUpTop);
      await snap(page, `${locale}-signup-errors`);

      // An address without an account gets the same answer as a wrong password.
      await page.goto(`${prefix}/auth/login`);
      const signInTop = await headingTop(page);
      await page
        .getByLabel(locale === "en" ? "Email" : "E-Mail", { exact: true })
        .fill(uniqueEmail("nobody"));
      await page
        .getByLabel(locale === "en" ? "Password" : "Passwort", { exact: true })
        .fill("Whatever-1");
      await page
        .getByRole("button", { name: locale === "en" ? "Sign in" : "Anmelden", exact: true })
        .click();
      await expect(page.getByRole("main").getByRole("alert")).toHaveText(
        locale === "en"
          ? "The email or password you entered are invalid. Please try again."
          : "Die eingegebene E-Mail-Adresse oder das Passwort ist ungültig. Bitte versuche es erneut.",
      );
      expect(await headingTop(page)).toBe(signInTop);
      await snap(page, `${locale}-login-invalid`);

      await page.goto(`${prefix}/auth/otp?email=${encodeURIComponent(email)}`);
      const code = page.getByLabel(locale === "en" ? "One-time code" : "Einmalcode");
      await code.fill("12");
      await code.blur();
      await expect(page.getByRole("main").getByRole("alert")).toHaveText(
        locale === "en" ? "The one time password is too short." : "Der Einmalcode ist zu kurz.",
      );
      await snap(page, `${locale}-otp-too-short`);
    });
    test(`an unverified sign-in, a reset request and the reset form read right (${locale})`, async ({
      page,
      request,
    }) => {
      const de = locale === "de";
      const prefix = de ? "/de" : "";
      const account = await createAccount(request);

      await page.goto(`${prefix}/auth/login`);
      await page.getByLabel(de ? "E-Mail" : "Email", { exact: true }).fill(account.email);
      await page.getByLabel(de ? "Passwort" : "Password", { exact: true }).fill(account.password);
      await page.getByRole("button", { name: de ? "Anmelden" : "Sign in", exact: true }).click();
      const panel = page
        .getByRole("main")
        .getByRole("alert")
        .filter({ hasText: de ? "E-Mail-Adresse nicht bestätigt" : "Email not verified" });
      await expect(panel).toContainText(
        de
          ? "Bitte bestätige zuerst deine E-Mail-Adresse."
          : "Please verify your email address first.",
      );
      await panel
        .getByRole("button", { name: de ? "E-Mail erneut senden" : "Send the mail again" })
        .click();
      await expect(panel.getByRole("status")).toBeVisible();
      await snap(page, `${locale}-login-not-verified`);

      await page.goto(`${prefix}/auth/forgot-password`);
      await page.getByLabel(de ? "E-Mail" : "Email", { exact: true }).fill(account.email);
      await page
        .getByRole("button", { name: de ? "Link zum Zurücksetzen senden" : "Send reset link" })
        .click();
      await expect(page.getByRole("main").getByRole("status")).toContainText(account.email);
      await snap(page, `${locale}-forgot-password-sent`);

      // The mail's link is in the account's language (English here); the page follows the URL.
      const link = linkIn(
        await latestMail(request, account.email, "ForgotPassword"),
        "/auth/forgot-password",
      );
      await page.goto(`${prefix}${link}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        de ? "Neues Passwort wählen" : "Choose a new password",
      );
      await page.getByLabel(de ? "Neues Passwort" : "New password", { exact: true }).fill("Abc1");
      await snap(page, `${locale}-reset-password`);
    });
  }
});
